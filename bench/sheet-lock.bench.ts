// npm run bench:sheet-lock — a sheet write's first call (greffier_lock_sheet_entry: the scoring lock shared, the
// sheet's own lock, the scope's stamp, the player's entry with their sheet, its answers and its corrector), as the
// application makes it: through its Prisma client, in a transaction of its own. Against "before": the same call of the
// function as it was until 2026-12-05 (its JSON built with to_jsonb, jsonb_agg and ||), created in the bench's own
// database under another name. The two in turns of 100 calls, 20 turns, each side's latency and the bench process's
// CPU a call; both answers checked equal. On PostgreSQL only (a fresh database on BENCH_DATABASE_URL, default the local
// server): the room of 300 players whose sheets are entered is set up by the real server (its own process, from dist/).
// BENCH_PLAYERS=300, BENCH_TURNS=20.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { Client } from 'pg';
import { openDatabase } from '../apps/api/src/database/database';
import { scoringLockKeys } from '../apps/api/src/database/tx';
import { openBenchServer } from './support/bench-server';
import { ms, percentile, setUpRoom } from './support/room';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 300);
const TURNS = Number(process.env.BENCH_TURNS ?? 20);
const PER_TURN = 100;

const MIGRATIONS = join(__dirname, '..', '..', 'prisma', 'migrations');

/** The function as migration 20261204170000_lock_sheet_entry made it (its own file, read), under another name. */
function before(): string {
  const sql = readFileSync(join(MIGRATIONS, '20261204170000_lock_sheet_entry', 'migration.sql'), 'utf8');
  const renamed = sql.replace('CREATE FUNCTION "greffier_lock_sheet_entry"(', 'CREATE FUNCTION "bench_lock_sheet_entry_jsonb"(');
  if (renamed === sql) throw new Error('migration 20261204170000_lock_sheet_entry: no CREATE FUNCTION "greffier_lock_sheet_entry" found');
  return renamed;
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus()[0]?.model.trim()} x${cpus().length}, node ${process.version}; ${PLAYERS} players, ${TURNS} turns of ${PER_TURN} calls a side`);
  const { api, databaseUrl, close } = await openBenchServer('postgresql', 'greffier_bench_sheet_lock', join(__dirname, '..'));
  try {
    const room = await setUpRoom(api, PLAYERS, { sheets: true, name: 'Bench sheet lock' });
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(before());
    await admin.end();
    const db = await openDatabase({ databaseUrl, migrationsDir: MIGRATIONS, migrate: false });
    try {
      let n = 0;
      const call = (fn: 'greffier_lock_sheet_entry' | 'bench_lock_sheet_entry_jsonb', player = room.playerIds[n++ % room.playerIds.length]!) =>
        db.prisma.$transaction(async (tx) => {
          const [scopeKey, recordKey] = scoringLockKeys(room.tournamentId, `sheet:${player}`);
          const [row] = await tx.$queryRawUnsafe<{ locked: { entry: { sheet: unknown } | null } }[]>(
            `SELECT "${fn}"($1::uuid, $2::uuid, $3, $4) AS locked`,
            room.tournamentId,
            player,
            scopeKey,
            recordKey,
          );
          if (!row?.locked.entry?.sheet) throw new Error(`${fn}: no sheet for ${player}`);
          return row.locked;
        });
      for (const player of room.playerIds.slice(0, 20)) {
        if (!isDeepStrictEqual(await call('greffier_lock_sheet_entry', player), await call('bench_lock_sheet_entry_jsonb', player))) {
          throw new Error(`the two functions answer differently for ${player}`);
        }
      }
      const sides = [
        { name: 'before: to_jsonb, jsonb_agg and ||', fn: 'bench_lock_sheet_entry_jsonb' as const, times: [] as number[], cpu: 0 },
        { name: 'now: row_to_json and json_agg', fn: 'greffier_lock_sheet_entry' as const, times: [] as number[], cpu: 0 },
      ];
      for (const side of sides) for (let i = 0; i < 200; i++) await call(side.fn);
      for (let turn = 0; turn < TURNS; turn++) {
        for (const side of turn % 2 ? sides : [...sides].reverse()) {
          const cpu = process.cpuUsage();
          for (let i = 0; i < PER_TURN; i++) {
            const started = performance.now();
            await call(side.fn);
            side.times.push(performance.now() - started);
          }
          const used = process.cpuUsage(cpu);
          side.cpu += (used.user + used.system) / 1000;
        }
      }
      console.log(`postgresql, a sheet's first call through Prisma, in a transaction (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
      for (const side of sides) {
        console.log(
          `  ${side.name.padEnd(36)} p50 ${ms(percentile(side.times, 50))}, p95 ${ms(percentile(side.times, 95))}; this process's CPU ${(side.cpu / side.times.length).toFixed(2)} ms a call`,
        );
      }
      console.log(`  now / before, p50: ${(percentile(sides[1]!.times, 50) / percentile(sides[0]!.times, 50)).toFixed(2)}x`);
    } finally {
      await db.close();
    }
  } finally {
    await close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
