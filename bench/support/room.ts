import { seededRandom } from '@greffier/common';
import { loadLexicon, longestWords } from '@greffier/lexicon';
import { Agent, request } from 'node:http';

/**
 * JSON over HTTP with a bearer token, for benchmarks that drive a running server: through fetch, or (`plain`) through
 * node:http on one kept-alive connection, as a browser tab keeps its own, without fetch's streams and their hops,
 * which cost the bench machine (the server's own 2 cores) 2-4 ms a request (bench/README.md, « A lunch break »).
 */
export class BenchClient {
  token = '';
  private readonly agent?: Agent;
  constructor(public baseUrl: string, options: { plain?: boolean } = {}) {
    if (options.plain) this.agent = new Agent({ keepAlive: true, maxSockets: 1 });
  }

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Json; headers: Headers }> {
    const all = { ...(this.token && { Authorization: `Bearer ${this.token}` }), 'Content-Type': typeof body === 'string' ? 'text/csv' : 'application/json', ...headers };
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    if (this.agent) return plainCall(this.agent, this.baseUrl + path, method, all, payload);
    const res = await fetch(this.baseUrl + path, { method, headers: all, body: payload });
    const text = await res.text();
    return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, headers: res.headers };
  }

  /** The connection kept alive, closed (a plain client only). */
  close(): void {
    this.agent?.destroy();
  }

  async ok(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Json> {
    const res = await this.call(method, path, body, headers);
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
    return res.body;
  }
}

/** One request through node:http on the agent's connection, its answer read whole and parsed as fetch's would be. */
function plainCall(agent: Agent, url: string, method: string, headers: Record<string, string>, payload: string | undefined): Promise<{ status: number; body: Json; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers: payload === undefined ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(payload)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(', ') : value);
        resolve({ status: res.statusCode ?? 0, body: text && answer.get('content-type')?.includes('json') ? JSON.parse(text) : text, headers: answer });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A JSON answer, read field by field as the API documents it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, read as JSON
export type Json = any;

/**
 * 3 clubs and `players` players imported by CSV, all under a random tag (in their licences and the clubs' names and
 * codes); the players' ids as the players' list gives them (up to `players`).
 */
export async function importPlayers(api: BenchClient, players: number): Promise<{ tag: string; clubs: { id: string; federationCode: string }[]; playerIds: string[] }> {
  const tag = Math.random().toString(36).slice(2, 7);
  const clubs: { id: string; federationCode: string }[] = [];
  for (const code of ['NPC', 'LOR', 'ARA']) clubs.push(await api.ok('POST', '/clubs', { name: `Club ${code} ${tag}`, city: code, federationCode: `${code}-${tag}` }));
  const csv = ['licence;nom;prénom;club', ...Array.from({ length: players }, (_, i) => `${tag}${i + 1};Nom${i + 1};Prénom${i + 1};${clubs[i % 3]!.federationCode}`)].join('\n');
  await api.ok('POST', '/players/import', csv);
  const playerIds: string[] = [];
  for (let page = 1; playerIds.length < players; page++) {
    const items: { id: string }[] = (await api.ok('GET', `/players?q=${tag}&pageSize=100&page=${page}`)).items;
    if (!items.length) break;
    playerIds.push(...items.map((p) => p.id));
  }
  return { tag, clubs, playerIds };
}

export interface Room {
  tournamentId: string;
  playerIds: string[];
  draws: { round: number; kind: string; target?: number; letters?: string; top: { best?: number[] } }[];
  /** A plausible answer to a coup (a word of the draw, a value near the target, or a blank). */
  answer(round: number): { round: number; word?: string; value?: number };
}

/**
 * A duplicate room set up through the API: 3 clubs, `players` players imported by CSV and registered, the
 * default 30-draw duplicate (seed `bench-2026`); with `sheets`, every sheet entered with plausible answers.
 */
export async function setUpRoom(api: BenchClient, players: number, options: { sheets: boolean; name?: string }): Promise<Room> {
  const { tag, clubs, playerIds } = await importPlayers(api, players);
  const t = await api.ok('POST', '/tournaments', { name: options.name ?? 'Bench', date: '2026-12-12', venue: 'Douai', organisingClubId: clubs[0]!.id });
  await api.ok('POST', `/tournaments/${t.id}/entries/bulk`, { playerIds });
  await api.ok('POST', `/tournaments/${t.id}/status`, { version: 1, status: 'DUPLICATE' });
  const session = await api.ok('POST', `/tournaments/${t.id}/duplicate`, { seed: 'bench-2026' });
  const lexicon = loadLexicon();
  const rng = seededRandom(`bench-answers-${tag}`);
  const words = new Map<number, string[]>();
  const answer = (round: number) => {
    const d = session.draws[round - 1];
    if (d.kind === 'NUMBERS') {
      const r = rng.int(0, 3);
      return r === 0 ? { round } : { round, value: d.top.best![0]! + (r === 1 ? 0 : rng.int(-6, 6)) };
    }
    if (!words.has(round)) words.set(round, longestWords(lexicon, [...d.letters!], { lengths: 3 }).byLength.flatMap((g) => g.words));
    const list = words.get(round)!;
    return list.length ? { round, word: rng.pick(list) } : { round };
  };
  const room: Room = { tournamentId: t.id, playerIds, draws: session.draws, answer };
  if (options.sheets) {
    for (const p of playerIds) {
      await api.ok('PUT', `/tournaments/${t.id}/duplicate/sheets/${p}`, { answers: session.draws.map((d: { round: number }) => answer(d.round)), declaredTotal: 100 });
    }
  }
  return room;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const ms = (v: number) => `${v.toFixed(1)} ms`;
