// npm run bench:ranking — the public duplicate ranking against the floor: the same rows read by one plain SQL
// query through pg, in the same run. The server runs as its own process (dist/), on PostgreSQL (a fresh
// database greffier_bench_ranking_* on BENCH_DATABASE_URL, default the local server) and on the embedded
// engine. For 300 and 1,000 players: the ranking right after a correction (recomputed), unchanged (read
// again), and revalidated (If-None-Match), each read by a plain HTTP client (node:http, gzip inflated and parsed at
// once) as the floor is read by a plain SQL client; unchanged also read with fetch; then autocannon on the public
// ranking, 20 connections, accepting gzip as browsers do. The floor is read in a row, as the unchanged ranking is,
// and right after a correction, as the ranking after a correction is (the same moment: the server computing, the
// machine busy with the correction just answered); each floor read in turns with the ranking read it is set against.
// The floor read back to back (each read's database connection never idle) is printed too, for reference.
// BENCH_ENGINES=postgresql,embedded, BENCH_SIZES=300,1000, BENCH_READS=100, BENCH_LOAD_SECONDS=10.
// BENCH_BASELINE=<another build's folder> (holding apps/api/src/main.js, e.g. an older commit's dist/): that
// build is measured in the same run, each figure taken in turns (a block of reads, a few seconds of load) with
// this one, so that both sides share the machine's moments of load; the ratios "this / baseline" are printed.
import { readFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Client } from 'pg';
import { openBenchServer } from './support/bench-server';
import { type BenchClient, ms, percentile, type Room, setUpRoom } from './support/room';
import type { ServerProcess } from './support/server-process';

// autocannon ships no types of its own; what this bench uses of it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (o: object) => Promise<{ requests: { total: number }; latency: { p50: number; p99: number }; non2xx: number; errors: number }>;

const ENGINES = (process.env.BENCH_ENGINES ?? 'postgresql,embedded').split(',');
const SIZES = (process.env.BENCH_SIZES ?? '300,1000').split(',').map(Number);
const READS = Number(process.env.BENCH_READS ?? 100);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const BASELINE = process.env.BENCH_BASELINE;
const BUILD = join(__dirname, '..');
/** Reads per turn when two builds take turns. */
const BLOCK = 10;

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

/** The server process's CPU time so far (user + system), in ms: its cost per request holds under the machine's load. */
const cpuMs = (server: ServerProcess) => {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime and stime, in clock ticks of 1/100 s
};
const rss = (server: ServerProcess) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024;

/** One build's server with its own database and rooms. */
interface Side {
  name: string;
  server: ServerProcess;
  api: BenchClient;
  floor?: Client;
  rooms: Map<number, Room>;
  versions: Map<string, number>;
  corrections: number;
  close(): Promise<void>;
}

async function open(engine: string, name: string, build: string): Promise<Side> {
  const { server, api, databaseUrl, close } = await openBenchServer(engine, 'greffier_bench_ranking', build, { keepDatabase: Boolean(process.env.BENCH_KEEP_DATABASE) });
  const floor = databaseUrl ? new Client({ connectionString: databaseUrl }) : undefined;
  await floor?.connect();
  console.log(`${engine}, ${name}: server RSS after start ${rss(server).toFixed(0)} MiB`);
  const rooms = new Map<number, Room>();
  for (const size of SIZES) rooms.set(size, await setUpRoom(api, size, { sheets: true, name: `Bench ${size}` }));
  return {
    name,
    server,
    api,
    floor,
    rooms,
    versions: new Map(),
    corrections: 0,
    async close() {
      await floor?.end();
      await close();
    },
  };
}

interface Figures {
  floor: number[];
  /** The floor read back to back, a block of its own (as this bench read it until 2026-12-06): for reference. */
  floorBlock: number[];
  /** The floor read right after a correction, as `afterCorrection` is. */
  floorAfterCorrection: number[];
  afterCorrection: number[];
  unchanged: number[];
  /** Unchanged, read with fetch as the other benches do (and this one did until 2026-12-04). */
  unchangedFetch: number[];
  revalidated: number[];
}

/** `count` reads of each figure for one side, appended to its figures. */
async function measure(side: Side, size: number, count: number, into: Figures): Promise<void> {
  const room = side.rooms.get(size)!;
  const t = room.tournamentId;
  const ranking = `/tournaments/${t}/duplicate/ranking`;
  const read = () => plainRead(side.server.baseUrl + ranking);
  const check = ({ status, body }: { status: number; body?: { rows: unknown[] } }) => {
    if (status !== 200 || body?.rows.length !== size) throw new Error(`ranking answered ${status} with ${body?.rows.length} rows, ${size} expected`);
  };
  const timed = async (list: number[], run: () => Promise<void>) => {
    const started = performance.now();
    await run();
    list.push(performance.now() - started);
  };
  const correct = async () => {
    const n = side.corrections++;
    const p = room.playerIds[n % size]!;
    const version = side.versions.get(p) ?? (await side.api.ok('GET', `/tournaments/${t}/duplicate/sheets/${p}`)).version;
    const corrected = await side.api.ok('PATCH', `/tournaments/${t}/duplicate/sheets/${p}/answers/2`, { pointsOverride: (n + Math.floor(n / size)) % 10, reason: 'bench' }, { 'If-Match': `"${version}"` });
    side.versions.set(p, corrected.version);
  };
  const floorRead = async () => void (await side.floor!.query(FLOOR_SQL, [t]));
  const rankingRead = async () => check(await read());
  // The floor and the ranking in turns, each pair in either order, so that both share the machine's moments. Right
  // after a correction: the correction answered, the server computing its ranking, the machine not idle in between
  // (a read after a pause costs both 1-1.5 ms more here).
  type Read = [list: number[], run: () => Promise<void>];
  const inTurns = (i: number, ours: Read, floor: Read): Read[] => (!side.floor ? [ours] : i % 2 ? [ours, floor] : [floor, ours]);
  for (let i = 0; i < count; i++) {
    for (const [list, run] of inTurns(i, [into.afterCorrection, rankingRead], [into.floorAfterCorrection, floorRead])) {
      await correct();
      await timed(list, run);
    }
  }
  // In a row, as a phone reads the ranking between two changes.
  for (let i = 0; i < count; i++) for (const [list, run] of inTurns(i, [into.unchanged, rankingRead], [into.floor, floorRead])) await timed(list, run);
  if (side.floor) for (let i = 0; i < count; i++) await timed(into.floorBlock, floorRead);
  for (let i = 0; i < count; i++) await timed(into.unchangedFetch, async () => check({ status: 200, body: await side.api.ok('GET', ranking) }));
  const etag = (await read()).etag;
  if (etag) for (let i = 0; i < count; i++) await timed(into.revalidated, async () => void (await plainRead(side.server.baseUrl + ranking, etag)));
}

/** Kept-alive connections of the plain reads, as a browser keeps them. */
const agent = new Agent({ keepAlive: true });

/**
 * One read of the ranking by a plain HTTP client, as the floor is read by a plain SQL client: node:http on a kept
 * connection, accepting gzip as browsers do, the body inflated and parsed at once. (fetch, Node's own client,
 * inflates through zlib's thread pool, a few hops that cost it about 2 ms a read here: `unchangedFetch`.)
 */
function plainRead(url: string, ifNoneMatch?: string): Promise<{ status: number; etag?: string; body?: { rows: unknown[] } }> {
  const headers = { 'accept-encoding': 'gzip', ...(ifNoneMatch && { 'if-none-match': ifNoneMatch }) };
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString();
        resolve({ status: res.statusCode!, etag: res.headers.etag, body: text ? (JSON.parse(text) as { rows: unknown[] }) : undefined });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

function report(engine: string, size: number, sides: Side[], figures: Figures[]): void {
  const p50 = (v: number[]) => percentile(v, 50);
  console.log(`${engine}, ${size} players x 30 draws (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}):`);
  sides.forEach((side, i) => {
    const f = figures[i]!;
    const f50 = f.floor.length ? p50(f.floor) : NaN;
    const line = (name: string, v: number[]) =>
      `  ${`${side.name}: ${name}`.padEnd(44)} p50 ${ms(p50(v))}, p95 ${ms(percentile(v, 95))}${f.floor.length ? `, ${(p50(v) / f50).toFixed(2)}x the floor` : ''}`;
    if (f.floor.length) console.log(`  ${`${side.name}: floor, one plain SQL read (pg)`.padEnd(44)} p50 ${ms(f50)}, p95 ${ms(percentile(f.floor, 95))}`);
    const b50 = f.floorBlock.length ? p50(f.floorBlock) : NaN;
    if (f.floorBlock.length) console.log(`  ${`${side.name}: floor, back to back (reference)`.padEnd(44)} p50 ${ms(b50)}, p95 ${ms(percentile(f.floorBlock, 95))}`);
    const a50 = f.floorAfterCorrection.length ? p50(f.floorAfterCorrection) : NaN;
    if (f.floorAfterCorrection.length) console.log(`  ${`${side.name}: floor, right after a correction`.padEnd(44)} p50 ${ms(a50)}, p95 ${ms(percentile(f.floorAfterCorrection, 95))}`);
    console.log(
      `${line('after a correction', f.afterCorrection)}${f.floorAfterCorrection.length ? `; ${(p50(f.afterCorrection) / a50).toFixed(2)}x the floor right after a correction` : ''}` +
        `${f.floorBlock.length ? `; ${(p50(f.afterCorrection) / b50).toFixed(2)}x the floor back to back` : ''}`,
    );
    console.log(`${line('unchanged', f.unchanged)}${f.floorBlock.length ? `; ${(p50(f.unchanged) / b50).toFixed(2)}x the floor back to back` : ''}`);
    console.log(line('unchanged, read with fetch', f.unchangedFetch));
    if (f.revalidated.length) console.log(line('revalidated (304)', f.revalidated));
  });
  if (sides.length === 2) {
    const [a, b] = figures as [Figures, Figures];
    const ratio = (k: keyof Figures) => (a[k].length && b[k].length ? `${k} ${(p50(a[k]) / p50(b[k])).toFixed(2)}x` : '');
    console.log(`  ${sides[0]!.name} / ${sides[1]!.name}, p50: ${(['afterCorrection', 'unchanged', 'revalidated'] as const).map(ratio).filter(Boolean).join(', ')}`);
  }
}

async function load(side: Side, seconds: number): Promise<{ requests: number; seconds: number; cpu: number; p50: number[]; p99: number[]; non2xx: number; errors: number }> {
  const t = side.rooms.get(300)?.tournamentId ?? side.rooms.values().next().value!.tournamentId;
  const cpu = cpuMs(side.server);
  const r = await autocannon({ url: `${side.server.baseUrl}/tournaments/${t}/duplicate/ranking`, connections: 20, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
  return { requests: r.requests.total, seconds, cpu: cpuMs(side.server) - cpu, p50: [r.latency.p50], p99: [r.latency.p99], non2xx: r.non2xx, errors: r.errors };
}

async function bench(engine: string): Promise<void> {
  const sides: Side[] = [];
  try {
    sides.push(await open(engine, BASELINE ? 'this build' : 'server', BUILD));
    if (BASELINE) sides.push(await open(engine, 'baseline', BASELINE));
    for (const size of SIZES) {
      const figures = sides.map((): Figures => ({ floor: [], floorBlock: [], floorAfterCorrection: [], afterCorrection: [], unchanged: [], unchangedFetch: [], revalidated: [] }));
      const block = sides.length > 1 ? BLOCK : READS;
      for (let done = 0; done < READS; done += block) {
        for (let i = 0; i < sides.length; i++) await measure(sides[i]!, size, Math.min(block, READS - done), figures[i]!);
      }
      report(engine, size, sides, figures);
    }
    // Under load, in turns of a few seconds when there are two builds.
    const turn = sides.length > 1 ? Math.max(2, Math.round(LOAD_SECONDS / 4)) : LOAD_SECONDS;
    const totals = sides.map(() => ({ requests: 0, seconds: 0, cpu: 0, p50: [] as number[], p99: [] as number[], non2xx: 0, errors: 0 }));
    for (let spent = 0; spent < LOAD_SECONDS; spent += turn) {
      for (let i = 0; i < sides.length; i++) {
        const r = await load(sides[i]!, turn);
        const s = totals[i]!;
        s.requests += r.requests;
        s.seconds += r.seconds;
        s.cpu += r.cpu;
        s.p50.push(...r.p50);
        s.p99.push(...r.p99);
        s.non2xx += r.non2xx;
        s.errors += r.errors;
      }
    }
    sides.forEach((side, i) => {
      const s = totals[i]!;
      console.log(
        `${engine}, ${side.name}: autocannon, public ranking of ${SIZES.includes(300) ? 300 : SIZES[0]}, 20 connections, ${s.seconds} s: ${(s.requests / s.seconds).toFixed(0)} req/s, ` +
          `p50 ${Math.max(...s.p50)} ms, p99 ${Math.max(...s.p99)} ms (the worst turn's), ${s.non2xx} non-2xx, ${s.errors} errors; ` +
          `server CPU ${(s.cpu / s.requests).toFixed(2)} ms a request; server RSS ${rss(side.server).toFixed(0)} MiB`,
      );
    });
    if (sides.length === 2) {
      const [a, b] = totals as [(typeof totals)[0], (typeof totals)[0]];
      console.log(
        `${engine}, ${sides[0]!.name} / ${sides[1]!.name}: requests per second ${(a.requests / b.requests).toFixed(2)}x, server CPU a request ` +
          `${(a.cpu / a.requests / (b.cpu / b.requests)).toFixed(2)}x (load average ${loadavg()[0]!.toFixed(1)})`,
      );
    }
  } finally {
    for (const side of sides) await side.close();
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus()[0]?.model} x${cpus().length}, node ${process.version}; ${READS} reads per figure; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  for (const engine of ENGINES) await bench(engine);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
