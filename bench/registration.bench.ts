// npm run bench:registration — bulk registration of 1,000 players in one call (POST /tournaments/:id/entries/bulk).
// The server runs as its own process (dist/), on PostgreSQL (a fresh database greffier_bench_registration_* on
// BENCH_DATABASE_URL, default the local server) and on the embedded engine. 1,000 players are imported once (CSV);
// each run creates a fresh tournament and registers all of them in one call, timed from the request to the full
// answer (checked: one entry a player, table numbers 1..N in the order given). BENCH_ENGINES=postgresql,embedded,
// BENCH_PLAYERS=1000, BENCH_RUNS=7. BENCH_BASELINE=<another build's folder> (holding apps/api/src/main.js, e.g. an
// older commit's dist/): that build is measured in the same run, the two taking turns run by run.
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { openBenchServer } from './support/bench-server';
import { type BenchClient, importPlayers, ms, percentile } from './support/room';
import type { ServerProcess } from './support/server-process';

const ENGINES = (process.env.BENCH_ENGINES ?? 'postgresql,embedded').split(',');
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BASELINE = process.env.BENCH_BASELINE;
const BUILD = join(__dirname, '..');
const TARGET_MS = 1000;

interface Side {
  name: string;
  server: ServerProcess;
  api: BenchClient;
  playerIds: string[];
  clubId: string;
  times: number[];
  close(): Promise<void>;
}

async function open(engine: string, name: string, build: string): Promise<Side> {
  const { server, api, close } = await openBenchServer(engine, 'greffier_bench_registration', build, { keepDatabase: Boolean(process.env.BENCH_KEEP_DATABASE) });
  const { clubs, playerIds } = await importPlayers(api, PLAYERS);
  if (playerIds.length !== PLAYERS) throw new Error(`${playerIds.length} players imported, ${PLAYERS} expected`);
  return { name, server, api, playerIds, clubId: clubs[0]!.id, times: [], close };
}

/** One run: a fresh tournament, every player registered in one call, timed. */
async function run(side: Side, n: number): Promise<void> {
  const t = await side.api.ok('POST', '/tournaments', { name: `Bench registration ${n}`, date: '2026-12-12', venue: 'Douai', organisingClubId: side.clubId });
  // Players in a shuffled order, so that the table numbers follow the request, not the players' ids.
  const order = [...side.playerIds].sort((a, b) => (a.charCodeAt(n % 30) ^ n) - (b.charCodeAt(n % 30) ^ n) || a.localeCompare(b));
  const started = performance.now();
  const res = await side.api.call('POST', `/tournaments/${t.id}/entries/bulk`, { playerIds: order });
  const elapsed = performance.now() - started;
  if (res.status !== 201) throw new Error(`bulk registration: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  const entries: { playerId: string; bib: number }[] = res.body;
  if (entries.length !== PLAYERS || entries.some((e, i) => e.bib !== i + 1 || e.playerId !== order[i])) throw new Error('bulk registration: not one entry a player numbered in the order given');
  side.times.push(elapsed);
}

async function bench(engine: string): Promise<void> {
  const sides: Side[] = [];
  try {
    sides.push(await open(engine, BASELINE ? 'this build' : 'server', BUILD));
    if (BASELINE) sides.push(await open(engine, 'baseline', BASELINE));
    // One warm-up run each (the first request of a kind pays its compilation), then the timed runs in turns.
    for (const side of sides) {
      await run(side, 0);
      side.times.length = 0;
    }
    for (let n = 1; n <= RUNS; n++) for (const side of sides) await run(side, n);
    console.log(`${engine}, ${PLAYERS} players in one call, ${RUNS} runs (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
    for (const side of sides) {
      const v = side.times;
      console.log(
        `  ${side.name.padEnd(10)} p50 ${ms(percentile(v, 50))}, min ${ms(Math.min(...v))}, max ${ms(Math.max(...v))}` +
          ` — ${percentile(v, 50) <= TARGET_MS ? 'within' : 'over'} the target of ${TARGET_MS} ms`,
      );
    }
    if (sides.length === 2) console.log(`  ${sides[0]!.name} / ${sides[1]!.name}, p50: ${(percentile(sides[0]!.times, 50) / percentile(sides[1]!.times, 50)).toFixed(2)}x`);
  } finally {
    for (const side of sides) await side.close();
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus()[0]?.model} x${cpus().length}, node ${process.version}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (const engine of ENGINES) await bench(engine);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
