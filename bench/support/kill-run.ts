import { startServer, type ServerProcess } from './server-process';

/**
 * Kills the server with SIGKILL in the middle of bursts of answers typed by many arbiters at once, starts it
 * again on the same data, and checks that every write the server acknowledged is still there. A write sent
 * when the server died may have landed or not (the client was never told): either is right, nothing else.
 */
export interface KillRunOptions {
  buildDir: string;
  databaseUrl?: string;
  dataDir?: string;
  kills: number;
  writers: number;
  /** The server is killed once a random number of writes in this range is acknowledged in the burst. */
  writesPerBurst: [number, number];
  log?: (line: string) => void;
}

export interface KillRunResult {
  kills: number;
  acknowledged: number;
  /** Writes in flight at a kill that were found stored after the restart. */
  inFlightLanded: number;
  /** Acknowledged writes not found after a restart (must be none). */
  lost: string[];
  /** Answers of 500 or above seen by the writers (must be none). */
  serverErrors: string[];
}

const ADMIN = { email: 'kill@greffier.local', password: 'kill-run-password-1' };
const WORDS = ['rat', 'tar', 'art', 'arbre', 'ratel', 'ratine', 'nitre', 'train'];

type Body = { word: string } | { value: number };
interface KeyState {
  acked?: Body;
  inFlight?: Body;
}

/** A JSON answer, read field by field as the API documents it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read as JSON
type Json = any;

class Api {
  token = '';
  constructor(public baseUrl: string) {}
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json }> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': typeof body === 'string' ? 'text/csv' : 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  }
  async ok(method: string, path: string, body?: unknown): Promise<Json> {
    const res = await this.call(method, path, body);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  }
}

const seeded = (state: number) => () => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state / 2 ** 31;
};

export async function killRun(options: KillRunOptions): Promise<KillRunResult> {
  const log = options.log ?? (() => undefined);
  const random = seeded(20261202);
  const start = () => startServer({ buildDir: options.buildDir, databaseUrl: options.databaseUrl, dataDir: options.dataDir, admin: ADMIN });
  let server: ServerProcess = await start();
  const api = new Api(server.baseUrl);
  api.token = (await api.ok('POST', '/auth/login', ADMIN)).token;
  const club = await api.ok('POST', '/clubs', { name: 'Club de Douai', city: 'Douai', federationCode: 'NPC-059' });
  const players = options.writers * 2;
  const csv = ['licence;nom;prénom;club', ...Array.from({ length: players }, (_, i) => `K${String(i + 1).padStart(3, '0')};Joueur ${i + 1};Prénom;NPC-059`)].join('\n');
  await api.ok('POST', '/players/import', csv);
  const playerIds: string[] = (await api.ok('GET', '/players?pageSize=100')).items.map((p: { id: string }) => p.id);
  const tournament = await api.ok('POST', '/tournaments', { name: 'Tournoi coupé', date: '2026-12-12', venue: 'Douai', organisingClubId: club.id });
  const t = (p: string) => `/tournaments/${tournament.id}${p}`;
  await api.ok('POST', t('/entries/bulk'), { playerIds });
  await api.ok('POST', t('/status'), { version: 1, status: 'DUPLICATE' });
  const draws: { round: number; kind: string }[] = (await api.ok('POST', t('/duplicate'), { seed: 'kill-2026' })).draws;

  const state = new Map<string, KeyState>();
  const versions = new Map<string, number>();
  const result: KillRunResult = { kills: 0, acknowledged: 0, inFlightLanded: 0, lost: [], serverErrors: [] };
  let counter = 0;

  /** One arbiter typing on their two sheets until the server goes away. */
  const writer = async (w: number, stopped: { now: boolean }) => {
    const sheets = [playerIds[w]!, playerIds[w + options.writers]!];
    while (!stopped.now) {
      const playerId = sheets[counter % 2]!;
      const draw = draws[Math.floor(random() * draws.length)]!;
      const n = counter++;
      const body: Body = draw.kind === 'NUMBERS' ? { value: 100 + (n % 899) } : { word: WORDS[n % WORDS.length]! };
      const key = `${playerId}/${draw.round}`;
      const entry = state.get(key) ?? {};
      state.set(key, entry);
      try {
        const version = versions.get(playerId);
        entry.inFlight = body;
        const res = await api.call('PUT', t(`/duplicate/sheets/${playerId}/answers/${draw.round}`), body, version ? { 'If-Match': `"${version}"` } : {});
        if (res.status === 200) {
          entry.acked = body;
          entry.inFlight = undefined;
          versions.set(playerId, res.body.version);
          result.acknowledged++;
        } else {
          entry.inFlight = undefined;
          if (res.status >= 500) result.serverErrors.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          const fresh = await api.call('GET', t(`/duplicate/sheets/${playerId}`));
          if (fresh.status === 200) versions.set(playerId, fresh.body.version);
        }
      } catch {
        return; // the server is gone: the write in flight stays undecided until the restart
      }
    }
  };

  const stored = (a: { word: string | null; value: number | null } | undefined): string =>
    JSON.stringify(a ? (a.word !== null ? { word: a.word } : { value: a.value }) : null);

  for (let k = 1; k <= options.kills; k++) {
    const stopped = { now: false };
    const target = result.acknowledged + Math.round(options.writesPerBurst[0] + random() * (options.writesPerBurst[1] - options.writesPerBurst[0]));
    let running = options.writers;
    const writing = Array.from({ length: options.writers }, (_, w) => writer(w, stopped).finally(() => running--));
    while (result.acknowledged < target && running > 0) await new Promise((r) => setTimeout(r, 5));
    await server.kill();
    stopped.now = true;
    await Promise.all(writing);
    result.kills++;
    server = await start();
    api.baseUrl = server.baseUrl;
    versions.clear();
    for (const [key, entry] of state) {
      const [playerId, round] = key.split('/');
      const sheet = await api.call('GET', t(`/duplicate/sheets/${playerId}`));
      const found = stored(sheet.status === 200 ? sheet.body.answers.find((a: { round: number }) => a.round === Number(round)) : undefined);
      if (entry.inFlight && found === JSON.stringify(entry.inFlight)) {
        result.inFlightLanded++;
        entry.acked = entry.inFlight;
      } else if (entry.acked && found !== JSON.stringify(entry.acked)) {
        result.lost.push(`${key}: acknowledged ${JSON.stringify(entry.acked)}, stored ${found}`);
      }
      entry.inFlight = undefined;
    }
    log(`kill ${k}: ${result.acknowledged} acknowledged so far, ${result.lost.length} lost, ${result.inFlightLanded} in-flight writes landed`);
  }
  await server.stop();
  return result;
}
