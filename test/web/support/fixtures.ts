import type { WebApp } from './web-app';

/** A tournament day's starting point, set up through the API: clubs, players, a tournament, arbiters. */
export interface DayFixture {
  tournamentId: string;
  clubIds: string[];
  /** Players by their last name, registered in this order (table numbers 1, 2, ...). */
  playerIds: Record<string, string>;
  arbiters: { email: string; password: string; id: string; token: string }[];
}

export const CLUBS: [string, string, string][] = [
  ['Club de Douai', 'Douai', 'NPC-059'],
  ['Les Lettreux de Laxou', 'Laxou', 'LOR-054'],
  ['Chiffres et Lettres de Lyon', 'Lyon', 'ARA-069'],
];

/** Sets up a day (`players` licenciés entered, `arbiters` arbitres assigned); with `step`, the tournament is moved on to it. */
export async function setUpDay(web: WebApp, options: { players?: number; arbiters?: number; name?: string; step?: string } = {}): Promise<DayFixture> {
  const token = web.organiserToken;
  const clubIds: string[] = [];
  for (const [name, city, federationCode] of CLUBS) {
    clubIds.push((await web.api<{ id: string }>('POST', '/clubs', { token, body: { name, city, federationCode } })).id);
  }
  const count = options.players ?? 6;
  const csv = ['licence;nom;prénom;club', ...Array.from({ length: count }, (_, i) => `W${String(i + 1).padStart(3, '0')};Joueur${String.fromCharCode(65 + i)};Prénom${String.fromCharCode(65 + i)};${CLUBS[i % 3][2]}`)].join('\n');
  await web.api('POST', '/players/import', { token, body: csv, headers: { 'Content-Type': 'text/csv' } });
  const players = await web.api<{ items: { id: string; lastName: string }[] }>('GET', '/players?pageSize=100', { token });
  const playerIds: Record<string, string> = {};
  for (const p of players.items) playerIds[p.lastName] = p.id;
  const tournamentId = (
    await web.api<{ id: string }>('POST', '/tournaments', {
      token,
      body: { name: options.name ?? 'Tournoi de Douai', date: '2026-12-12', venue: 'Salle des fêtes, Douai', organisingClubId: clubIds[0] },
    })
  ).id;
  const ordered = Object.keys(playerIds).sort();
  await web.api('POST', `/tournaments/${tournamentId}/entries/bulk`, { token, body: { playerIds: ordered.map((n) => playerIds[n]) } });
  const arbiters: DayFixture['arbiters'] = [];
  for (let n = 1; n <= (options.arbiters ?? 2); n++) {
    const email = `arbitre${n}@douai.fr`;
    const password = 'arbiter-password';
    const account = await web.api<{ id: string }>('POST', '/accounts', { token, body: { email, displayName: `Arbitre ${n}`, password, role: 'ARBITER' } });
    await web.api('POST', `/tournaments/${tournamentId}/arbiters`, { token, body: { accountId: account.id } });
    arbiters.push({ email, password, id: account.id, token: await web.login(email, password) });
  }
  if (options.step) await moveTo(web, tournamentId, options.step);
  return { tournamentId, clubIds, playerIds, arbiters };
}

/** Moves the tournament to a step (forward only), as the organiser does. */
export async function moveTo(web: WebApp, tournamentId: string, status: string): Promise<void> {
  const t = await web.api<{ version: number }>('GET', `/tournaments/${tournamentId}`);
  await web.api('POST', `/tournaments/${tournamentId}/status`, { token: web.organiserToken, body: { version: t.version, status } });
}

/** The duplicate's draws: a seeded plan (6 coups: C L L C L L unless a plan is given). */
export async function createDuplicate(web: WebApp, tournamentId: string, plan?: unknown): Promise<void> {
  await web.api('POST', `/tournaments/${tournamentId}/duplicate`, {
    token: web.organiserToken,
    body: { seed: 'web-test', plan: plan ?? { numbers: 2, letters: [{ consonants: 5, vowels: 5, count: 4 }], order: 'CLL' } },
  });
}

/** Waits until `read` gives a value `ok` accepts (the API after a retried save, a list after a filter), reading every `every` ms. */
export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000, every = 200): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`still ${JSON.stringify(value).slice(0, 400)}`);
    await new Promise((r) => setTimeout(r, every));
  }
}
