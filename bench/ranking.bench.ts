// npm run bench:ranking — the public duplicate ranking against the floor: the same rows read by one plain SQL
// query through pg, in the same run. The server runs as its own process (dist/), on PostgreSQL (a fresh
// database greffier_bench_ranking_* on BENCH_DATABASE_URL, default the local server) and on the embedded
// engine. For 300 and 1,000 players: the ranking right after a correction (recomputed), unchanged (read
// again), and revalidated (If-None-Match); then autocannon on the public ranking, 20 connections for 10 s, accepting gzip as browsers do.
// BENCH_ENGINES=postgresql,embedded, BENCH_SIZES=300,1000, BENCH_READS=100.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { BenchClient, ms, percentile, setUpRoom } from './support/room';
import { scratchDatabase, type ServerProcess, startServer } from './support/server-process';

// autocannon ships no types of its own; what this bench uses of it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (o: object) => Promise<{ requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }>;

const ENGINES = (process.env.BENCH_ENGINES ?? 'postgresql,embedded').split(',');
const SIZES = (process.env.BENCH_SIZES ?? '300,1000').split(',').map(Number);
const READS = Number(process.env.BENCH_READS ?? 100);
const ADMIN = { email: 'bench@greffier.local', password: 'bench-password-1' };
const BUILD = join(__dirname, '..');

/** The floor: the rows the ranking is made of (sheets with their players and clubs, and the registered players), one plain query. */
const FLOOR_SQL = `
  SELECT e.bib, e.withdrawn_at, p.id, p.licence, p.first_name, p.last_name, p.club_id, c.name AS club,
         s.status, s.not_counted, s.total, s.tens, s.numbers_points, s.nines, s.eights, s.sevens, s.letters_points,
         s.topped_rounds, s.top_points, s.stats
  FROM tournament_entry e
  JOIN player p ON p.id = e.player_id
  JOIN club c ON c.id = p.club_id
  LEFT JOIN answer_sheet s ON s.entry_id = e.id
  WHERE e.tournament_id = $1`;

const rss = (server: ServerProcess) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024;

async function time(n: number, run: (i: number) => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run(i);
    out.push(performance.now() - started);
  }
  return out;
}

async function bench(engine: string): Promise<void> {
  const db = engine === 'postgresql' ? await scratchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres', 'greffier_bench_ranking') : undefined;
  const dataDir = db ? undefined : mkdtempSync(join(tmpdir(), 'greffier-bench-'));
  const server = await startServer({ buildDir: BUILD, databaseUrl: db?.url, dataDir, admin: ADMIN });
  const floor = db ? new Client({ connectionString: db.url }) : undefined;
  try {
    await floor?.connect();
    const api = new BenchClient(server.baseUrl);
    api.token = (await api.ok('POST', '/auth/login', ADMIN)).token;
    console.log(`${engine}: server RSS after start ${rss(server).toFixed(0)} MiB`);
    let room300 = '';
    for (const size of SIZES) {
      const room = await setUpRoom(api, size, { sheets: true, name: `Bench ${size}` });
      if (size === 300) room300 = room.tournamentId;
      const t = room.tournamentId;
      const ranking = `/tournaments/${t}/duplicate/ranking`;
      const check = (body: { rows: unknown[] }) => {
        if (body.rows.length !== size) throw new Error(`ranking of ${body.rows.length} rows, ${size} expected`);
      };
      const floorTimes = floor ? await time(READS, async () => void (await floor.query(FLOOR_SQL, [t]))) : [];
      const sheets = new Map<string, number>();
      const afterCorrection: number[] = [];
      for (let i = 0; i < READS; i++) {
        const p = room.playerIds[i % size]!;
        const version = sheets.get(p) ?? (await api.ok('GET', `/tournaments/${t}/duplicate/sheets/${p}`)).version;
        const corrected = await api.ok('PATCH', `/tournaments/${t}/duplicate/sheets/${p}/answers/2`, { pointsOverride: i % 10, reason: 'bench' }, { 'If-Match': `"${version}"` });
        sheets.set(p, corrected.version);
        const started = performance.now();
        check(await api.ok('GET', ranking));
        afterCorrection.push(performance.now() - started);
      }
      const unchanged = await time(READS, async () => check(await api.ok('GET', ranking)));
      const etag = (await api.call('GET', ranking)).headers.get('etag');
      const revalidated = etag ? await time(READS, async () => void (await api.call('GET', ranking, undefined, { 'If-None-Match': etag }))) : [];
      const f50 = floorTimes.length ? percentile(floorTimes, 50) : NaN;
      const line = (name: string, v: number[]) =>
        `  ${name.padEnd(34)} p50 ${ms(percentile(v, 50))}, p95 ${ms(percentile(v, 95))}${floorTimes.length ? `, ${(percentile(v, 50) / f50).toFixed(2)}x the floor` : ''}`;
      console.log(`${engine}, ${size} players x 30 draws:`);
      if (floorTimes.length) console.log(`  ${'floor: one plain SQL read (pg)'.padEnd(34)} p50 ${ms(f50)}, p95 ${ms(percentile(floorTimes, 95))}`);
      console.log(line('ranking after a correction', afterCorrection));
      console.log(line('ranking unchanged', unchanged));
      if (revalidated.length) console.log(line('ranking revalidated (304)', revalidated));
    }
    const load = await autocannon({ url: `${server.baseUrl}/tournaments/${room300}/duplicate/ranking`, connections: 20, duration: 10, headers: { 'accept-encoding': 'gzip' } });
    console.log(
      `${engine}: autocannon, public ranking of 300, 20 connections, 10 s: ${load.requests.average.toFixed(0)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ` +
        `${load.non2xx} non-2xx, ${load.errors} errors; server RSS ${rss(server).toFixed(0)} MiB`,
    );
  } finally {
    await floor?.end();
    await server.stop();
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept ${db?.url}`);
    else await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus()[0]?.model} x${cpus().length}, node ${process.version}; ${READS} reads per figure`);
  for (const engine of ENGINES) await bench(engine);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
