// npm run bench:typing — typing one coup with If-Match, 20 arbitres at once, against the real server (its own
// process, from dist/), 300 players whose sheets are entered: requests per second and latency. On PostgreSQL (a
// fresh database on BENCH_DATABASE_URL, default the local server) and on the embedded engine.
// BENCH_ENGINES=postgresql,embedded, BENCH_WRITERS=20, BENCH_SECONDS=20, BENCH_PLAYERS=300; BENCH_PAUSE_MS=0: each arbitre's
// pause between two coups (an arbitre at the lunch break types a coup every second or two: each write finds the
// server and PostgreSQL's processes asleep, as in `bench:day`; back-to-back writes find them awake).
import { cpus } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openBenchServer } from './support/bench-server';
import { ms, percentile, setUpRoom } from './support/room';

const ENGINES = (process.env.BENCH_ENGINES ?? 'postgresql,embedded').split(',');
const WRITERS = Number(process.env.BENCH_WRITERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 300);
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 0);

async function run(engine: string): Promise<void> {
  const { api, close } = await openBenchServer(engine, 'greffier_bench_typing', join(__dirname, '..'));
  try {
    const room = await setUpRoom(api, PLAYERS, { sheets: true, name: 'Saisie' });
    const t = (p: string) => `/tournaments/${room.tournamentId}${p}`;
    const latencies: number[] = [];
    let conflicts = 0;
    let errors = 0;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, w) => {
        const playerId = room.playerIds[w]!;
        let version = (await api.ok('GET', t(`/duplicate/sheets/${playerId}`))).version as number;
        for (let i = 0; performance.now() < until; i++) {
          if (PAUSE_MS) await sleep(PAUSE_MS);
          const round = 1 + (i % room.draws.length);
          const { round: _r, ...body } = room.answer(round);
          const started = performance.now();
          const res = await api.call('PUT', t(`/duplicate/sheets/${playerId}/answers/${round}`), body, { 'If-Match': `"${version}"` });
          latencies.push(performance.now() - started);
          if (res.status === 200) version = res.body.version;
          else if (res.status === 409) {
            conflicts++;
            version = (await api.ok('GET', t(`/duplicate/sheets/${playerId}`))).version;
          } else errors++;
        }
      }),
    );
    console.log(
      `${engine}: ${WRITERS} arbitres typing for ${SECONDS} s: ${(latencies.length / SECONDS).toFixed(0)} req/s, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
        `p99 ${ms(percentile(latencies, 99))}; ${conflicts} conflicts, ${errors} errors`,
    );
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus()[0]?.model} x${cpus().length}, node ${process.version}; ${PLAYERS} players`);
  for (const engine of ENGINES) await run(engine);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
