// npm run bench:kill — SIGKILL in the middle of bursts of typing, on PostgreSQL and on the embedded engine:
// 20 arbiters typing coups on 40 sheets, the server killed 6 times at random moments and started again on the
// same data; killed once 300 to 700 writes of the burst are acknowledged; every acknowledged write must still be there. BENCH_DATABASE_URL names the PostgreSQL server
// (default postgresql://postgres@127.0.0.1:5432/postgres), BENCH_ENGINES=postgresql,embedded, BENCH_KILLS=6.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { killRun, type KillRunResult } from './support/kill-run';
import { scratchDatabase } from './support/server-process';

const ENGINES = (process.env.BENCH_ENGINES ?? 'postgresql,embedded').split(',');
const KILLS = Number(process.env.BENCH_KILLS ?? 6);
const WRITERS = 20;
const BUILD = join(__dirname, '..');

async function run(engine: string): Promise<KillRunResult> {
  const options = { buildDir: BUILD, kills: KILLS, writers: WRITERS, writesPerBurst: [300, 700] as [number, number], log: (l: string) => console.log(`  ${engine}: ${l}`) };
  if (engine === 'embedded') {
    const dataDir = mkdtempSync(join(tmpdir(), 'greffier-kill-'));
    try {
      return await killRun({ ...options, dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const db = await scratchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres', 'greffier_bench_kill');
  try {
    return await killRun({ ...options, databaseUrl: db.url });
  } finally {
    await db.drop();
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus()[0]?.model} x${cpus().length}, node ${process.version}; ${WRITERS} writers, ${KILLS} kills per engine`);
  let failed = false;
  for (const engine of ENGINES) {
    const started = Date.now();
    const r = await run(engine);
    console.log(
      `${engine}: ${r.kills} kills, ${r.acknowledged} acknowledged writes, ${r.lost.length} lost, ${r.inFlightLanded} in-flight writes landed, ${r.serverErrors.length} answers 5xx (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    for (const l of [...r.lost, ...r.serverErrors].slice(0, 10)) console.log(`  ${l}`);
    failed ||= r.lost.length > 0 || r.serverErrors.length > 0;
  }
  if (failed) process.exitCode = 1;
}

void main();
