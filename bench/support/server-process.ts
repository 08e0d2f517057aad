import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';

/**
 * The real server as its own process (node dist/apps/api/src/main.js, or another build folder), started
 * and killed as an operating system would: for runs that kill it with SIGKILL in the middle of writes.
 */
/** The flags of package.json's `start`: a young generation of 2 MB semi-spaces, one V8 worker thread, the full collection run sooner (bench/README.md, « Memory and start »). */
export const SERVER_NODE_FLAGS = '--max-semi-space-size=2 --v8-pool-size=1 --heap-growing-percent=30';

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** SIGKILL, then waits for the process to be gone. */
  kill(): Promise<void>;
  /** SIGTERM, the normal stop. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Folder holding apps/api/src/main.js (the build). */
  buildDir: string;
  databaseUrl?: string;
  dataDir?: string;
  admin: { email: string; password: string };
  /** The server's Node flags; default BENCH_NODE_FLAGS, else npm start's. */
  nodeFlags?: string;
  /** Each line the server writes once started (its request log: one JSON line per answer, with its time). */
  onLine?: (line: string) => void;
}

export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    SEED_DEMO_DATA: 'false',
    GREFFIER_ADMIN_EMAIL: options.admin.email,
    GREFFIER_ADMIN_PASSWORD: options.admin.password,
    JWT_SECRET: 'kill-run-secret-kill-run-secret-kill-run',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: options.dataDir }),
    // BENCH_SERVER_ENV='NAME=value ...': more of the server's environment, to try settings (MALLOC_ARENA_MAX=2, say).
    ...Object.fromEntries((process.env.BENCH_SERVER_ENV ?? '').split(' ').filter(Boolean).map((pair) => pair.split('=', 2) as [string, string])),
  };
  // BENCH_CPU_PROF=<folder>: the server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  // The server's Node flags as `npm start` gives them (package.json); BENCH_NODE_FLAGS to try others ('' for none).
  const flags = (options.nodeFlags ?? process.env.BENCH_NODE_FLAGS ?? SERVER_NODE_FLAGS).split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...profile, join(options.buildDir, 'apps', 'api', 'src', 'main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s:\n${output.slice(-2000)}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /écoute sur (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        // Started: its output is no longer kept nor searched (it grows with every request logged).
        child.stdout!.off('data', onData);
        child.stderr!.off('data', onData);
        output = '';
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server stopped at start (code ${code}):\n${output.slice(-2000)}`));
    });
  });
  // BENCH_SERVER_LOG=<file>: the server's output once started (its request log, with each answer's time) kept there.
  if (process.env.BENCH_SERVER_LOG) {
    const log = createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' });
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
  } else if (!options.onLine) {
    child.stdout!.resume();
    child.stderr!.resume();
  }
  if (options.onLine) {
    createInterface({ input: child.stdout!, crlfDelay: Infinity }).on('line', options.onLine);
    child.stderr!.resume();
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { baseUrl, child, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** A fresh PostgreSQL database on the server named by `admin`, dropped by the returned function. */
export async function scratchDatabase(admin: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const c = new Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE "${name}"`);
  await c.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const d = new Client({ connectionString: admin });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await d.end();
    },
  };
}
