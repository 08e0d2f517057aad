// npm run bench:day — a lunch break replayed against the real server (its own process, from dist/): 300 players
// whose sheets are entered, 4 arbitres (logged in with their own ARBITER accounts) typing coups and correcting them
// (a write every ~2 s each), a ruling every minute (and its rescore), 200 phones on the live ranking (the event stream, and the ranking read again with
// If-None-Match on each `ranking` event, as the screen does). Measures the sheet writes' latency, how long each
// phone waits for each change, errors, and the server's RSS. On PostgreSQL (a fresh database on
// BENCH_DATABASE_URL, default the local server) and on the embedded engine. BENCH_ENGINES=postgresql,embedded,
// BENCH_DAY_SECONDS=120, BENCH_WATCHERS=200, BENCH_PLAYERS=300. BENCH_BASELINE=<another build's folder> (holding
// apps/api/src/main.js, e.g. an older commit's dist/): that build is measured in the same run, the two servers
// taking turns of BENCH_DAY_TURN seconds (30) under the load, each with its own database, room and phones.
// BENCH_BASELINE_NODE_FLAGS: the baseline's Node flags (to compare two settings of one build: BENCH_BASELINE=$PWD/dist).
// The arbitres' requests go through node:http on a kept-alive connection each (BENCH_DAY_FETCH=1: through fetch, as
// before 2026-12-06); each write is also timed by the server itself (its request log, matched by X-Request-Id).
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { join } from 'node:path';
import { openBenchServer } from './support/bench-server';
import { BenchClient, ms, percentile, type Room, setUpRoom } from './support/room';
import type { ServerProcess } from './support/server-process';
import { openEvents, readWhole, type SseClient } from './support/sse';
import { Agent } from 'node:http';

const ENGINES = (process.env.BENCH_ENGINES ?? 'postgresql,embedded').split(',');
const SECONDS = Number(process.env.BENCH_DAY_SECONDS ?? 120);
const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 200);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 300);
const ARBITERS = 4;
/** With BENCH_BASELINE, the sides take turns of this many seconds (BENCH_DAY_TURN). */
const TURN = Number(process.env.BENCH_DAY_TURN ?? (process.env.BENCH_BASELINE ? 30 : 60));
const BASELINE = process.env.BENCH_BASELINE;
const BUILD = join(__dirname, '..');
/**
 * A phone's read begun while a write was under way (after its request, before its answer) may have had the change
 * already (its COMMIT came before the answer, and the phones are told at once): when the phone reads nothing after
 * the answer for longer than this (its side's turn ended, no later change to tell it of), that pair is not counted
 * as a wait, and is reported apart. Within a turn a later change always makes it read again within a second.
 */
const UNSURE_MS = 5000;
/** The slowest change's slowest phone is printed in detail past this wait (BENCH_DAY_EXPLAIN_MS). */
const EXPLAIN_MS = Number(process.env.BENCH_DAY_EXPLAIN_MS ?? 3000);
/** The arbitres' client: fetch with BENCH_DAY_FETCH=1, else node:http (BenchClient's `plain`). */
const PLAIN = process.env.BENCH_DAY_FETCH !== '1';

const rss = (server: ServerProcess) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))![1]) / 1024;
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));
/** Milliseconds on a clock that the main thread and the phones' thread share. */
const now = () => performance.timeOrigin + performance.now();

interface Fetch {
  start: number;
  end: number;
}

/** What one phone did: its reads, the `ranking` events it had, its errors. */
interface PhoneRecord {
  /** Its reads, and the patches it applied (a read of no time, when the event came). */
  fetches: Fetch[];
  patched: number;
  confirmed: number;
  events: number[];
  errors: string[];
}

/**
 * One phone on the live ranking, as the screen (apps/web/src/queries/live.ts): on a `ranking` event it reads the
 * ranking again at a random moment of the event's window (`spreadMs`; one read planned at a time), one read at a
 * time, again if one came meanwhile.
 */
class Watcher {
  fetches: Fetch[] = [];
  /** When each `ranking` event came. */
  events: number[] = [];
  errors: string[] = [];
  private etag: string | undefined;
  /** The `ranking` events whose patch this phone applied, with no read. */
  patched = 0;
  /** The `ranking` events naming the ranking this phone held already. */
  confirmed = 0;
  private busy = false;
  private again = false;
  private planned = false;
  private stream?: SseClient;
  /** The phone's own connection, kept alive between reads as a browser keeps it. */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(private readonly baseUrl: string, private readonly path: string) {}

  async open(): Promise<void> {
    this.stream = await openEvents(`${this.baseUrl}/tournaments/${this.path.split('/')[2]}/events`, (type, data) => type === 'ranking' && (this.events.push(now()), this.plan(data)), (e) => this.errors.push(e.message));
    await this.read();
  }

  private plan(data: string): void {
    // The event's patch from the ranking held (apps/web/src/lib/events.ts patchedRanking): the phone has the ranking
    // now, with nothing to read (its rows would be put in place; the bench keeps the ETag only). Not while a read is
    // under way (its answer may be the ranking before): the read planned below follows it.
    const event = JSON.parse(data) as { etag?: string; spreadMs?: number; patch?: { from?: string } };
    // The ranking the event names is the one held (read after the change already): nothing to read, and the phone
    // holds the change as of now (counted as a read of no time, and apart).
    const held = !this.busy && !!this.etag && event.etag === this.etag;
    if (held || (!this.busy && this.etag && event.etag && event.patch?.from === this.etag)) {
      this.etag = event.etag;
      const at = now();
      this.fetches.push({ start: at, end: at });
      if (held) this.confirmed++;
      else this.patched++;
      return;
    }
    if (this.planned) return;
    this.planned = true;
    setTimeout(() => {
      this.planned = false;
      void this.read();
    }, Math.random() * (event.spreadMs ?? 0)); // rankingReadDelay of the screen
  }

  private async read(): Promise<void> {
    if (this.busy) {
      this.again = true;
      return;
    }
    this.busy = true;
    do {
      this.again = false;
      const start = now();
      try {
        const headers = { 'Accept-Encoding': 'gzip', ...(this.etag && { 'If-None-Match': this.etag }) };
        // A kept-alive connection the server closed as the read went out (idle for its 5 s: a phone holding its
        // ranking by the events' patches reads seldom) is read again on a new one, as a browser does.
        const res = await readWhole(this.baseUrl + this.path, this.agent, headers).catch((e: NodeJS.ErrnoException) => {
          if (e.code !== 'ECONNRESET') throw e;
          return readWhole(this.baseUrl + this.path, this.agent, headers);
        });
        if (res.status === 200 && res.bytes > 0) this.etag = res.etag;
        else if (res.status !== 304) this.errors.push(`ranking answered ${res.status}`);
        this.fetches.push({ start, end: now() });
      } catch (e) {
        this.errors.push((e as Error).message);
      }
    } while (this.again);
    this.busy = false;
  }

  close(): void {
    this.stream?.close();
    this.agent.destroy();
  }
}

/**
 * A room of phones in a thread of their own, as they are on devices of their own: their 200 reads after each
 * change are not in the way of the arbitres' requests and timings (in the same thread they added the client's
 * own event loop delay, up to 300 ms, to the sheet writes measured).
 */
class Phones {
  private constructor(private readonly worker: Worker) {}

  static async open(baseUrl: string, path: string, count: number): Promise<Phones> {
    const worker = new Worker(__filename, { workerData: { baseUrl, path, count } });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
    });
    return new Phones(worker);
  }

  async collect(): Promise<PhoneRecord[]> {
    const answer = new Promise<PhoneRecord[]>((resolve) => this.worker.once('message', resolve));
    this.worker.postMessage('collect');
    return answer;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** The phones' thread: opens them, then answers what each read when asked. */
async function phonesThread(): Promise<void> {
  const { baseUrl, path, count } = workerData as { baseUrl: string; path: string; count: number };
  const watchers: Watcher[] = [];
  for (let w = 0; w < count; w++) {
    const watcher = new Watcher(baseUrl, path);
    await watcher.open();
    watchers.push(watcher);
  }
  parentPort!.on('message', () => parentPort!.postMessage(watchers.map((w) => ({ fetches: w.fetches, patched: w.patched, confirmed: w.confirmed, events: w.events, errors: w.errors }))));
  parentPort!.postMessage('ready');
}

/** An arbitre at the lunch break: a coup typed again or corrected every ~2 s, on sheets of their own. */
async function arbiter(api: BenchClient, room: Room, k: number, until: number, side: Pick<Side, 'name' | 'writes' | 'errors' | 'unchanged'>): Promise<void> {
  const { writes, errors } = side;
  const t = (p: string) => `/tournaments/${room.tournamentId}${p}`;
  const versions = new Map<string, number>();
  let i = 0;
  while (now() < until) {
    await sleep(1500 + Math.random() * 1000);
    const playerId = room.playerIds[(k + ARBITERS * i++) % room.playerIds.length]!;
    const round = 1 + Math.floor(Math.random() * room.draws.length);
    for (let attempt = 0; attempt < 5; attempt++) {
      const version = versions.get(playerId) ?? (await api.ok('GET', t(`/duplicate/sheets/${playerId}`))).version;
      const correcting = i % 3 === 0;
      // The write's own id, under which the server logs its time (Side.serverTimes).
      const headers = { 'If-Match': `"${version}"`, 'X-Request-Id': `${WRITE_ID}${side.name.replace(/\W/g, '')}-${k}-${i}-${attempt}` };
      const started = now();
      const res = correcting
        ? await api.call('PATCH', t(`/duplicate/sheets/${playerId}/answers/${round}`), { pointsOverride: i % 7, reason: 'correction à la pause' }, headers)
        : await api.call('PUT', t(`/duplicate/sheets/${playerId}/answers/${round}`), (({ round: _r, ...a }) => a)(room.answer(round)), headers);
      const done = now();
      if (res.status === 200 && res.body.version === version) {
        // The answer drawn was the one on the sheet: the server wrote nothing (an idempotent retry), nothing for the
        // phones to have. Counted apart, and another answer drawn.
        side.unchanged++;
        continue;
      }
      if (res.status === 200) {
        versions.set(playerId, res.body.version);
        writes.push({ at: done, ms: done - started, id: headers['X-Request-Id'] });
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

/** The organisateur's rulings: a word refused, then the refusal withdrawn the next time; each rescores the room. */
class Organiser {
  private held: { id: string; version: number } | undefined;
  private n = 0;
  private constructor(private readonly api: BenchClient, private readonly room: Room, private readonly words: string[]) {}

  static async of(api: BenchClient, room: Room): Promise<Organiser> {
    const sheet = (await api.ok('GET', `/tournaments/${room.tournamentId}/duplicate/sheets/${room.playerIds[0]}`)).answers as { word: string | null }[];
    return new Organiser(api, room, sheet.map((a) => a.word).filter((w): w is string => !!w));
  }

  async rule(rulings: { at: number; ms: number }[], errors: string[]): Promise<void> {
    const t = (p: string) => `/tournaments/${this.room.tournamentId}${p}`;
    const started = now();
    const held = this.held;
    const res = held
      ? await this.api.call('DELETE', t(`/rulings/${held.id}`), undefined, { 'If-Match': `"${held.version}"` })
      : await this.api.call('POST', t('/rulings'), { word: this.words[this.n++ % this.words.length], decision: 'REFUSED', note: 'au repas' });
    const done = now();
    if (res.status >= 300) errors.push(`ruling answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    else rulings.push({ at: done, ms: done - started });
    this.held = held ? undefined : res.status === 201 ? { id: res.body.id, version: res.body.version } : undefined;
  }
}

/** One server under the lunch break's load: its room, its phones, what was measured while it had its turns. */
interface Side {
  name: string;
  server: ServerProcess;
  api: BenchClient;
  arbitres: BenchClient[];
  room: Room;
  organiser: Organiser;
  phones?: Phones;
  idle: number;
  peak: number;
  /** The sheet writes counted: when answered, their time at the client, their request id. */
  writes: { at: number; ms: number; id: string }[];
  /** Each write's time as the server logged it (from reading the request to writing the answer), by request id. */
  serverTimes: Map<string, number>;
  /** Writes answered with the sheet as it was (the answer drawn was already on it): neither timed nor a change. */
  unchanged: number;
  rulings: { at: number; ms: number }[];
  errors: string[];
  seconds: number;
  close(): Promise<void>;
}

/** The arbitres' own accounts (role ARBITER), each assigned to the tournament and logged in, as on the day. */
async function arbitreAccounts(api: BenchClient, room: Room): Promise<BenchClient[]> {
  return Promise.all(
    Array.from({ length: ARBITERS }, async (_, k) => {
      const login = { email: `arbitre${k + 1}@bench.greffier`, password: 'arbitre-du-banc-1' };
      const account = await api.ok('POST', '/accounts', { ...login, displayName: `Arbitre ${k + 1}`, role: 'ARBITER' });
      await api.ok('POST', `/tournaments/${room.tournamentId}/arbiters`, { accountId: account.id });
      const client = new BenchClient(api.baseUrl, { plain: PLAIN });
      client.token = (await client.ok('POST', '/auth/login', login)).token;
      return client;
    }),
  );
}

async function open(engine: string, name: string, build: string, nodeFlags?: string): Promise<Side> {
  const serverTimes = new Map<string, number>();
  const onLine = (line: string) => {
    if (!line.includes(`"id":"${WRITE_ID}`)) return; // the arbitres' writes only, not parsed otherwise
    const entry = JSON.parse(line) as { req?: { id?: string }; responseTime?: number };
    if (entry.req?.id && typeof entry.responseTime === 'number') serverTimes.set(entry.req.id, entry.responseTime);
  };
  const { server, api, close: stop } = await openBenchServer(engine, 'greffier_bench_day', build, { nodeFlags, onLine });
  let phones: Phones | undefined;
  let arbitres: BenchClient[] = [];
  const close = async () => {
    await phones?.close();
    for (const client of arbitres) client.close();
    await stop();
  };
  try {
    const room = await setUpRoom(api, PLAYERS, { sheets: true, name: 'Pause de midi' });
    const idle = rss(server);
    phones = await Phones.open(server.baseUrl, `/tournaments/${room.tournamentId}/duplicate/ranking`, WATCHERS);
    const organiser = await Organiser.of(api, room);
    arbitres = await arbitreAccounts(api, room);
    return { name, server, api, arbitres, room, organiser, phones, idle, peak: rss(server), writes: [], serverTimes, unchanged: 0, rulings: [], errors: [], seconds: 0, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/** One turn of a side: the arbitres type for `seconds`, the organisateur rules in its middle if `ruling`. */
async function turn(side: Side, seconds: number, ruling: boolean): Promise<void> {
  const sampling = setInterval(() => (side.peak = Math.max(side.peak, rss(side.server))), 500);
  const until = now() + seconds * 1000;
  const organiser = ruling ? sleep((seconds * 1000) / 2).then(() => side.organiser.rule(side.rulings, side.errors)) : Promise.resolve();
  await Promise.all([...side.arbitres.map((api, k) => arbiter(api, side.room, k, until, side)), organiser]);
  await sleep(2000); // the last changes reach the phones
  clearInterval(sampling);
  side.seconds += seconds;
}

/** The beginning of the arbitres' writes' request ids (X-Request-Id), by which the server's log is searched. */
const WRITE_ID = 'bench-write-';

/** A moment written in seconds from a write's answer (`at`), as the diagnostics of a long wait print it. */
const fromAnswer = (at: number) => (t: number) => `${((t - at) / 1000).toFixed(3)} s`;

async function report(engine: string, side: Side): Promise<void> {
  const watchers = await side.phones!.collect();
  // How long each phone waited for each change: from the write's answer to the end of its first read begun after it.
  const waits: number[] = [];
  let missed = 0;
  let unsure = 0;
  let firstUnsure = '';
  const changes = [...side.writes, ...side.rulings].map((w) => w.at);
  const sent = [...side.writes, ...side.rulings].map((w) => w.at - w.ms);
  /** Each change's longest wait among the phones, and that phone. */
  const longest = changes.map(() => 0);
  const longestPhone = changes.map(() => 0);
  for (const [phone, watcher] of watchers.entries()) {
    const starts = watcher.fetches.map((f) => f.start);
    for (const [c, at] of changes.entries()) {
      let lo = 0;
      let hi = starts.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (starts[mid]! < at) lo = mid + 1;
        else hi = mid;
      }
      if (lo === starts.length) {
        missed++;
        continue;
      }
      const read = watcher.fetches[lo]!;
      const wait = read.end - at;
      if (wait > UNSURE_MS && lo > 0 && starts[lo - 1]! >= sent[c]!) {
        const before = watcher.fetches[lo - 1]!;
        const rel = fromAnswer(at);
        if (unsure++ === 0) firstUnsure = `phone #${phone}: the write sent at ${rel(sent[c]!)}, a read ${rel(before.start)}..${rel(before.end)}, the next ${rel(read.start)}..${rel(read.end)}`;
        continue;
      }
      waits.push(wait);
      if (wait > longest[c]!) {
        longest[c] = wait;
        longestPhone[c] = phone;
      }
    }
  }
  const readErrors = watchers.flatMap((w) => w.errors);
  const patched = watchers.reduce((n, w) => n + w.patched, 0);
  const confirmed = watchers.reduce((n, w) => n + w.confirmed, 0);
  const reads = watchers.reduce((n, w) => n + w.fetches.length, 0) - patched - confirmed;
  const writes = side.writes.map((w) => w.ms);
  console.log(`${engine}, ${side.name}: ${side.seconds} s, ${PLAYERS} players, ${ARBITERS} arbitres, ${WATCHERS} phones on the live ranking`);
  console.log(`  sheet writes: ${writes.length} (and ${side.unchanged} answered unchanged, not counted: the answer drawn was on the sheet), p50 ${ms(percentile(writes, 50))}, p95 ${ms(percentile(writes, 95))} (target p95 <= 30 ms); p75 ${ms(percentile(writes, 75))}, p90 ${ms(percentile(writes, 90))}, max ${ms(Math.max(...writes))}`);
  const onServer = side.writes.map((w) => side.serverTimes.get(w.id)).filter((v): v is number => v !== undefined);
  console.log(
    `  the same writes timed by the server (its request log, whole milliseconds; ${onServer.length} of ${writes.length} found): p50 ${ms(percentile(onServer, 50))}, p95 ${ms(percentile(onServer, 95))}, ` +
      `max ${ms(Math.max(...onServer))}; the arbitres' client: ${PLAIN ? 'node:http' : 'fetch'}`,
  );
  console.log(`  rulings with their rescore: ${side.rulings.length}, ${side.rulings.map((r) => ms(r.ms)).join(', ')}`);
  if (waits.length) console.log(
    `  phones: ${reads} ranking reads, ${patched} events' patches applied and ${confirmed} events naming the ranking held (no read); each change reached each phone in p50 ${ms(percentile(waits, 50))}, p99 ${ms(percentile(waits, 99))}, max ${ms(Math.max(...waits))} ` +
      `(target <= 1000 ms), ${missed} never; ${unsure} not counted (a read begun while the write was under way, none after it within ${UNSURE_MS / 1000} s: the turn had ended)`,
  );
  if (firstUnsure) console.log(`  the first not counted, from the write's answer: ${firstUnsure}`);
  if (waits.length) {
    // The changes whose phones waited longest, each placed against the rulings (a rescore of the whole room).
    const slowest = [...changes.keys()].sort((a, b) => longest[b]! - longest[a]!).slice(0, 5);
    const placed = (at: number) => {
      const near = side.rulings.map((r) => at - r.at).sort((a, b) => Math.abs(a) - Math.abs(b))[0];
      return near === undefined ? '' : `, ${near >= 0 ? `${ms(near)} after` : `${ms(-near)} before`} a ruling's answer`;
    };
    console.log(`  slowest changes to reach every phone: ${slowest.map((c) => `${ms(longest[c]!)} (${c < side.writes.length ? 'a write' : 'a ruling'}${placed(changes[c]!)})`).join('; ')}`);
    // Beyond what the events' throttle and spread allow (a few hundred ms): what that phone did around the change.
    const worst = slowest[0]!;
    if (longest[worst]! > EXPLAIN_MS) {
      const at = changes[worst]!;
      const phone = watchers[longestPhone[worst]!]!;
      const rel = fromAnswer(at);
      const reads = phone.fetches.filter((f) => f.end > at - 2000 && f.start < at + longest[worst]! + 1000);
      const events = phone.events.filter((e) => e > at - 2000 && e < at + longest[worst]! + 1000);
      console.log(
        `  the slowest change's slowest phone (#${longestPhone[worst]}), from the write's answer: reads ${reads.map((f) => `${rel(f.start)}..${rel(f.end)}`).join(', ') || 'none'}; ` +
          `ranking events ${events.map(rel).join(', ') || 'none'}`,
      );
    }
  }
  console.log(`  errors: ${side.errors.length + readErrors.length}${[...side.errors, ...readErrors].slice(0, 5).map((e) => `\n    ${e}`).join('')}`);
  console.log(`  server RSS: ${side.idle.toFixed(0)} MiB before the phones, peak ${side.peak.toFixed(0)} MiB (target <= 250 MiB)`);
}

async function day(engine: string): Promise<void> {
  const sides: Side[] = [];
  try {
    sides.push(await open(engine, BASELINE ? 'this build' : 'server', BUILD));
    if (BASELINE) sides.push(await open(engine, 'baseline', BASELINE, process.env.BENCH_BASELINE_NODE_FLAGS));
    // Turns of TURN seconds, the sides one after the other (their phones stay open), so that both share the
    // machine's moments of load; the organisateur rules once a minute of each side's load.
    const every = Math.max(1, Math.round(60 / TURN));
    const eld = monitorEventLoopDelay({ resolution: 10 });
    eld.enable();
    for (let k = 0; k * TURN < SECONDS; k++) for (const side of sides) await turn(side, Math.min(TURN, SECONDS - k * TURN), k % every === 0);
    eld.disable();
    console.log(`${engine}: load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; the bench client's event loop delay p50 ${(eld.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(eld.percentile(99) / 1e6).toFixed(1)} ms`);
    for (const side of sides) await report(engine, side);
  } finally {
    for (const side of sides) await side.close();
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus()[0]?.model} x${cpus().length}, node ${process.version}`);
  for (const engine of ENGINES) await day(engine);
}

if (!isMainThread) void phonesThread();
else {
  main().catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
