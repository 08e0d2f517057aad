// npm run bench:day — a lunch break replayed against the real server (its own process, from dist/): 300 players
// whose sheets are entered, 4 arbitres typing coups and correcting them (a write every ~2 s each), a ruling every
// minute (and its rescore), 200 phones on the live ranking (the event stream, and the ranking read again with
// If-None-Match on each `ranking` event, as the screen does). Measures the sheet writes' latency, how long each
// phone waits for each change, errors, and the server's RSS. On PostgreSQL (a fresh database on
// BENCH_DATABASE_URL, default the local server) and on the embedded engine. BENCH_ENGINES=postgresql,embedded,
// BENCH_DAY_SECONDS=120, BENCH_WATCHERS=200, BENCH_PLAYERS=300.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BenchClient, ms, percentile, type Room, setUpRoom } from './support/room';
import { scratchDatabase, type ServerProcess, startServer } from './support/server-process';
import { openEvents, type SseClient } from './support/sse';

const ENGINES = (process.env.BENCH_ENGINES ?? 'postgresql,embedded').split(',');
const SECONDS = Number(process.env.BENCH_DAY_SECONDS ?? 120);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 200);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 300);
const ARBITERS = 4;
const ADMIN = { email: 'bench@greffier.local', password: 'bench-password-1' };
const BUILD = join(__dirname, '..');

const rss = (server: ServerProcess) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024;
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

interface Fetch {
  start: number;
  end: number;
}

/** One phone on the live ranking: reads it on each `ranking` event (one read at a time, again if one came meanwhile). */
class Watcher {
  fetches: Fetch[] = [];
  errors: string[] = [];
  private etag: string | undefined;
  private busy = false;
  private again = false;
  private stream?: SseClient;

  constructor(private readonly api: BenchClient, private readonly path: string) {}

  async open(): Promise<void> {
    this.stream = await openEvents(`${this.api.baseUrl}/tournaments/${this.path.split('/')[2]}/events`, (type) => type === 'ranking' && void this.read(), (e) => this.errors.push(e.message));
    await this.read();
  }

  private async read(): Promise<void> {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    do {
      this.again = false;
      const start = performance.now();
      try {
        const res = await fetch(this.api.baseUrl + this.path, { headers: this.etag ? { 'If-None-Match': this.etag } : {} });
        await res.arrayBuffer();
        if (res.status === 200) this.etag = res.headers.get('etag') ?? undefined;
        else if (res.status !== 304) this.errors.push(`ranking answered ${res.status}`);
        this.fetches.push({ start, end: performance.now() });
      } catch (e) {
        this.errors.push((e as Error).message);
      }
    } while (this.again);
    this.busy = false;
  }

  close(): void {
    this.stream?.close();
  }
}

/** An arbitre at the lunch break: a coup typed again or corrected every ~2 s, on sheets of their own. */
async function arbiter(api: BenchClient, room: Room, k: number, until: number, writes: { at: number; ms: number }[], errors: string[]): Promise<void> {
  const t = (p: string) => `/tournaments/${room.tournamentId}${p}`;
  const versions = new Map<string, number>();
  let i = 0;
  while (performance.now() < until) {
    await sleep(1500 + Math.random() * 1000);
    const playerId = room.playerIds[(k + ARBITERS * i++) % room.playerIds.length]!;
    const round = 1 + Math.floor(Math.random() * room.draws.length);
    for (let attempt = 0; attempt < 5; attempt++) {
      const version = versions.get(playerId) ?? (await api.ok('GET', t(`/duplicate/sheets/${playerId}`))).version;
      const correcting = i % 3 === 0;
      const started = performance.now();
      const res = correcting
        ? await api.call('PATCH', t(`/duplicate/sheets/${playerId}/answers/${round}`), { pointsOverride: i % 7, reason: 'correction à la pause' }, { 'If-Match': `"${version}"` })
        : await api.call('PUT', t(`/duplicate/sheets/${playerId}/answers/${round}`), (({ round: _r, ...a }) => a)(room.answer(round)), { 'If-Match': `"${version}"` });
      const done = performance.now();
      if (res.status === 200) {
        versions.set(playerId, res.body.version);
        writes.push({ at: done, ms: done - started });
        break;
      }
      versions.delete(playerId);
      if (res.status !== 409 || res.body.code === 'NO_CHANGE') {
        if (res.status >= 500 || res.status === 0) errors.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        break;
      }
    }
  }
}

/** The organisateur rules on a word every minute (withdrawing the ruling before): each rescores the room. */
async function organiser(api: BenchClient, room: Room, until: number, rulings: { at: number; ms: number }[], errors: string[]): Promise<void> {
  const t = (p: string) => `/tournaments/${room.tournamentId}${p}`;
  const sheet = (await api.ok('GET', t(`/duplicate/sheets/${room.playerIds[0]}`))).answers as { word: string | null }[];
  const words = sheet.map((a) => a.word).filter((w): w is string => !!w);
  let held: { id: string; version: number } | undefined;
  for (let n = 0; performance.now() + 60_000 <= until + 1; n++) {
    await sleep(30_000);
    const started = performance.now();
    const res = held
      ? await api.call('DELETE', t(`/rulings/${held.id}`), undefined, { 'If-Match': `"${held.version}"` })
      : await api.call('POST', t('/rulings'), { word: words[n % words.length], decision: 'REFUSED', note: 'au repas' });
    const done = performance.now();
    if (res.status >= 300) errors.push(`ruling answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    else rulings.push({ at: done, ms: done - started });
    held = held ? undefined : res.status === 201 ? { id: res.body.id, version: res.body.version } : undefined;
    await sleep(30_000);
  }
}

async function day(engine: string): Promise<void> {
  const db = engine === 'postgresql' ? await scratchDatabase(process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres', 'greffier_bench_day') : undefined;
  const dataDir = db ? undefined : mkdtempSync(join(tmpdir(), 'greffier-bench-'));
  const server = await startServer({ buildDir: BUILD, databaseUrl: db?.url, dataDir, admin: ADMIN });
  const watchers: Watcher[] = [];
  try {
    const api = new BenchClient(server.baseUrl);
    api.token = (await api.ok('POST', '/auth/login', ADMIN)).token;
    const room = await setUpRoom(api, PLAYERS, { sheets: true, name: 'Pause de midi' });
    const idle = rss(server);
    for (let w = 0; w < WATCHERS; w++) {
      const watcher = new Watcher(api, `/tournaments/${room.tournamentId}/duplicate/ranking`);
      await watcher.open();
      watchers.push(watcher);
    }
    let peak = rss(server);
    const sampling = setInterval(() => (peak = Math.max(peak, rss(server))), 500);
    const until = performance.now() + SECONDS * 1000;
    const writes: { at: number; ms: number }[] = [];
    const rulings: { at: number; ms: number }[] = [];
    const errors: string[] = [];
    await Promise.all([...Array.from({ length: ARBITERS }, (_, k) => arbiter(api, room, k, until, writes, errors)), organiser(api, room, until, rulings, errors)]);
    await sleep(2000); // the last changes reach the phones
    clearInterval(sampling);

    // How long each phone waited for each change: from the write's answer to the end of its first read begun after it.
    const waits: number[] = [];
    let missed = 0;
    const changes = [...writes, ...rulings].map((w) => w.at);
    for (const watcher of watchers) {
      const starts = watcher.fetches.map((f) => f.start);
      for (const at of changes) {
        let lo = 0;
        let hi = starts.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (starts[mid]! < at) lo = mid + 1;
          else hi = mid;
        }
        if (lo === starts.length) missed++;
        else waits.push(watcher.fetches[lo]!.end - at);
      }
    }
    const readErrors = watchers.flatMap((w) => w.errors);
    const reads = watchers.reduce((n, w) => n + w.fetches.length, 0);
    console.log(`${engine}: ${SECONDS} s, ${PLAYERS} players, ${ARBITERS} arbitres, ${WATCHERS} phones on the live ranking`);
    console.log(`  sheet writes: ${writes.length}, p50 ${ms(percentile(writes.map((w) => w.ms), 50))}, p95 ${ms(percentile(writes.map((w) => w.ms), 95))} (target p95 <= 30 ms)`);
    console.log(`  rulings with their rescore: ${rulings.length}, ${rulings.map((r) => ms(r.ms)).join(', ')}`);
    console.log(
      `  phones: ${reads} ranking reads; each change reached each phone in p50 ${ms(percentile(waits, 50))}, p99 ${ms(percentile(waits, 99))}, max ${ms(Math.max(...waits))} ` +
        `(target <= 1000 ms), ${missed} never`,
    );
    console.log(`  errors: ${errors.length + readErrors.length}${[...errors, ...readErrors].slice(0, 5).map((e) => `\n    ${e}`).join('')}`);
    console.log(`  server RSS: ${idle.toFixed(0)} MiB before the phones, peak ${peak.toFixed(0)} MiB (target <= 250 MiB)`);
  } finally {
    for (const w of watchers) w.close();
    await server.stop();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus()[0]?.model} x${cpus().length}, node ${process.version}`);
  for (const engine of ENGINES) await day(engine);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
