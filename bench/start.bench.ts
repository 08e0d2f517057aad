// npm run bench:start — the server's cold start and its memory idle, the real server as its own process (dist/) with
// `npm start`'s Node flags (BENCH_NODE_FLAGS to try others), on a fresh PostgreSQL database (BENCH_ENGINES=
// postgresql,embedded for the embedded engine too). Each round: the time from the spawn to the server listening on
// the fresh database (migrations applied at start), the resident memory idle (read from /proc once a full
// collection has run: the server is started with --expose-gc and bench/support/gc-probe.js, which collects on
// SIGWINCH), the same once a 2-player duplicate was set up and its sheets entered (which loads the lexicon), then
// the server started again on the migrated database. BENCH_RUNS=3. BENCH_BASELINE=<another build's folder>
// (holding apps/api/src/main.js): that build takes turns with this one, round by round, with
// BENCH_BASELINE_NODE_FLAGS if given. Targets (issue 17): cold start ≤ 3 s on PostgreSQL, ≤ 150 MiB idle with the
// lexicon loaded.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN, benchDatabaseAdmin } from './support/bench-server';
import { BenchClient, setUpRoom } from './support/room';
import { scratchDatabase, SERVER_NODE_FLAGS, type ServerProcess, startServer } from './support/server-process';

const ENGINES = (process.env.BENCH_ENGINES ?? 'postgresql').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUILD = join(__dirname, '..');
const BASELINE = process.env.BENCH_BASELINE;
const PROBE = `--expose-gc -r ${join(__dirname, 'support', 'gc-probe.js')}`;
const FLAGS = `${process.env.BENCH_NODE_FLAGS ?? SERVER_NODE_FLAGS} ${PROBE}`;
// BENCH_BASELINE_NODE_FLAGS: the baseline's own flags (an older build with its own npm start's).
const BASELINE_FLAGS = process.env.BENCH_BASELINE_NODE_FLAGS === undefined ? FLAGS : `${process.env.BENCH_BASELINE_NODE_FLAGS} ${PROBE}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (n: number) => `${n.toFixed(1)} MiB`;

/** The server's resident memory after a full collection and a moment of quiet. */
async function idleRss(server: ServerProcess): Promise<number> {
  await sleep(4000);
  server.child.kill('SIGWINCH');
  await sleep(3000);
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

interface Round {
  fresh: number;
  migrated: number;
  idle: number;
  lexicon: number;
}

async function round(engine: string, build: string, flags: string): Promise<Round> {
  const db = engine === 'postgresql' ? await scratchDatabase(benchDatabaseAdmin(), 'greffier_bench_start') : undefined;
  const dataDir = db ? undefined : mkdtempSync(join(tmpdir(), 'greffier-bench-'));
  const start = async () => {
    const started = performance.now();
    const server = await startServer({ buildDir: build, databaseUrl: db?.url, dataDir, admin: BENCH_ADMIN, nodeFlags: flags });
    return { server, ms: performance.now() - started };
  };
  try {
    const first = await start();
    let idle: number;
    let lexicon: number;
    try {
      idle = await idleRss(first.server);
      const api = new BenchClient(first.server.baseUrl);
      api.token = (await api.ok('POST', '/auth/login', BENCH_ADMIN)).token;
      await setUpRoom(api, 2, { sheets: true, name: 'Mémoire' });
      lexicon = await idleRss(first.server);
    } finally {
      await first.server.stop();
    }
    const again = await start();
    await again.server.stop();
    return { fresh: first.ms, migrated: again.ms, idle, lexicon };
  } finally {
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(engine: string, name: string, flags: string, rounds: Round[]): void {
  const list = (pick: (r: Round) => number, show: (n: number) => string) => rounds.map((r) => show(pick(r))).join(', ');
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log(`${engine}, ${name}, ${rounds.length} rounds (flags: ${flags.replace(PROBE, '').trim()}):`);
  console.log(`  cold start to listening, fresh database: ${list((r) => r.fresh, ms)}; migrated: ${list((r) => r.migrated, ms)} (target ≤ 3000 ms)`);
  console.log(`  RSS idle: ${list((r) => r.idle, mib)}; with the lexicon loaded: ${list((r) => r.lexicon, mib)} (target ≤ 150 MiB)`);
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus()[0]?.model.trim()} x${cpus().length}, node ${process.version}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (const engine of ENGINES) {
    const sides: [string, string, string][] = [[BASELINE ? 'this build' : 'server', BUILD, FLAGS], ...(BASELINE ? [['baseline', BASELINE, BASELINE_FLAGS] as [string, string, string]] : [])];
    const results = new Map<string, Round[]>(sides.map(([name]) => [name, []]));
    for (let i = 0; i < RUNS; i++) for (const [name, build, flags] of sides) results.get(name)!.push(await round(engine, build, flags));
    for (const [name, , flags] of sides) report(engine, name, flags, results.get(name)!);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
