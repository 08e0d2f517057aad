import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BenchClient } from './room';
import { scratchDatabase, type ServerProcess, startServer } from './server-process';

/** The organiser the benchmarks' servers start with. */
export const BENCH_ADMIN = { email: 'bench@greffier.local', password: 'bench-password-1' };

/** The PostgreSQL server the benchmarks make their databases on (BENCH_DATABASE_URL, default the local server). */
export const benchDatabaseAdmin = (): string => process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface BenchServer {
  server: ServerProcess;
  /** Logged in as BENCH_ADMIN. */
  api: BenchClient;
  /** The PostgreSQL database's URL; undefined on the embedded engine. */
  databaseUrl?: string;
  /** Stops the server, drops its database (or prints its URL, with keepDatabase) and removes its data folder. */
  close(): Promise<void>;
}

/**
 * A build's server (the folder holding apps/api/src/main.js) on one engine, as its own process: on PostgreSQL a
 * fresh database `${prefix}_*` on benchDatabaseAdmin(), else the embedded engine in a temporary folder; its client
 * logged in as the organiser.
 */
export async function openBenchServer(engine: string, prefix: string, build: string, options: { keepDatabase?: boolean; nodeFlags?: string; onLine?: (line: string) => void } = {}): Promise<BenchServer> {
  const db = engine === 'postgresql' ? await scratchDatabase(benchDatabaseAdmin(), prefix) : undefined;
  const dataDir = db ? undefined : mkdtempSync(join(tmpdir(), 'greffier-bench-'));
  const server = await startServer({ buildDir: build, databaseUrl: db?.url, dataDir, admin: BENCH_ADMIN, nodeFlags: options.nodeFlags, onLine: options.onLine });
  const close = async () => {
    await server.stop();
    if (options.keepDatabase) console.log(`kept ${db?.url}`);
    else await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const api = new BenchClient(server.baseUrl);
  try {
    api.token = (await api.ok('POST', '/auth/login', BENCH_ADMIN)).token;
  } catch (e) {
    await close();
    throw e;
  }
  return { server, api, databaseUrl: db?.url, close };
}
