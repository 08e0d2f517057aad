import { bearer, createTestApp, type TestApp } from './test-app';

type Headers = Record<string, string>;

import { wordsFor } from './draws';

export { PREPARED_DRAWS, wordsFor } from './draws';

/** A club of the directory; its id. */
export async function newClub(t: TestApp, org: Headers, club: { name: string; city: string; federationCode?: string }): Promise<string> {
  return (await t.http().post('/clubs').set(org).send(club).expect(201)).body.id as string;
}

/** A club evening's start: a fresh app, the organiser's headers, the Douai club and these players of it (ids in order). */
export async function douaiEvening(players: [string, string, string][]): Promise<{ t: TestApp; org: Headers; club: string; players: string[] }> {
  const t = await createTestApp();
  const org = bearer(t.organiserToken);
  const club = await newClub(t, org, { name: 'Club de Douai', city: 'Douai' });
  return { t, org, club, players: await newPlayers(t, org, club, players) };
}

/** A club evening for a describe block, ready once its beforeAll has run; see clubEvening. */
export interface ClubEvening {
  t: TestApp;
  org: Headers;
  club: string;
  alice: string;
  bruno: string;
  /** The club's games: `/clubs/:club/games`. */
  games: () => string;
  /** POSTs a game of the evening's kind, on 2026-12-04, for Alice, Bruno and a guest (Jeanne); `body` adds to it. */
  create: (body: object) => ReturnType<ReturnType<TestApp['http']>['post']>;
}

/**
 * The Douai club evening of a describe block (its beforeAll and afterAll): the club, Alice Martin (D001) and Bruno
 * Petit (D002), and how to create a game of `kind` for them and a guest.
 */
export function clubEvening(kind: string): ClubEvening {
  const evening = {
    games: () => `/clubs/${evening.club}/games`,
    create: (body: object) =>
      evening.t
        .http()
        .post(evening.games())
        .set(evening.org)
        .send({ kind, playedOn: '2026-12-04', players: [{ playerId: evening.alice }, { playerId: evening.bruno }, { guestName: 'Jeanne (invitée)' }], ...body }),
  } as ClubEvening;
  beforeAll(async () => {
    const { t, org, club, players } = await douaiEvening([['D001', 'Alice', 'Martin'], ['D002', 'Bruno', 'Petit']]);
    Object.assign(evening, { t, org, club, alice: players[0], bruno: players[1] });
  });
  afterAll(() => evening.t.close());
  return evening;
}

/** Players of a club, created one by one ([licence, first name, last name]); their ids in that order. */
export async function newPlayers(t: TestApp, org: Headers, clubId: string, players: [string, string, string][]): Promise<string[]> {
  const ids: string[] = [];
  for (const [licence, firstName, lastName] of players) ids.push((await t.http().post('/players').set(org).send({ licence, firstName, lastName, clubId }).expect(201)).body.id as string);
  return ids;
}

/** Players imported from CSV lines (the header first), then listed in licence order. */
export async function importPlayers(t: TestApp, org: Headers, csv: string[], query = ''): Promise<{ id: string; licence: string }[]> {
  await t.http().post(`/players/import${query}`).set(org).set('Content-Type', 'text/csv').send(Buffer.from(csv.join('\n'))).expect(200);
  const players = (await t.http().get('/players?pageSize=100').set(org)).body.items as { id: string; licence: string }[];
  return players.sort((a, b) => a.licence.localeCompare(b.licence));
}

/** A tournament with these players registered, table numbers in the order given; its id. */
export async function tournamentOf(t: TestApp, org: Headers, tournament: { name: string; venue: string; organisingClubId: string }, playerIds: string[]): Promise<string> {
  const id = (await t.http().post('/tournaments').set(org).send({ date: '2026-12-12', ...tournament }).expect(201)).body.id as string;
  await t.http().post(`/tournaments/${id}/entries/bulk`).set(org).send({ playerIds }).expect(201);
  return id;
}

/**
 * The Douai (C-D) and Lille (C-L) clubs and 8 players imported, of each club in turn (licences `${prefix}1` to
 * `${prefix}8`, last name Joueur, the first names given); Douai's id and the players in licence order.
 */
export async function douaiAndLilleOfEight(t: TestApp, org: Headers, prefix: string, firstNames = Array.from({ length: 8 }, (_, i) => `N${i + 1}`)): Promise<{ douai: string; players: { id: string; licence: string }[] }> {
  const douai = await newClub(t, org, { name: 'Club de Douai', city: 'Douai', federationCode: 'C-D' });
  await newClub(t, org, { name: 'Club de Lille', city: 'Lille', federationCode: 'C-L' });
  const players = await importPlayers(t, org, ['licence;nom;prénom;club', ...firstNames.map((n, i) => `${prefix}${i + 1};Joueur;${n};${i % 2 ? 'C-L' : 'C-D'}`)]);
  return { douai, players };
}

/** How playDuplicate plays a tournament's duplicate. */
export interface DuplicatePlay {
  seed: string;
  /** How many BAMERILANE rounds (5 unless said). */
  rounds?: number;
  /** The i-th player's words, one a round. */
  words: (i: number) => string[];
  /** Sees the i-th player's sheet once typed, and may change it: the version to check (the sheet's own, or a later one). */
  typed?: (i: number, playerId: string, sheet: { version: number; form: { total: number } }) => Promise<number>;
}

/** A new tournament (version 1) moved to its duplicate of `rounds` letters rounds, each drawn BAMERILANE. */
export async function startDuplicate(t: TestApp, org: Headers, tournamentId: string, seed: string, rounds: number): Promise<void> {
  const path = (p: string) => `/tournaments/${tournamentId}${p}`;
  await t.http().post(path('/status')).set(org).send({ version: 1, status: 'DUPLICATE' }).expect(200);
  await t.http().post(path('/duplicate')).set(org).send({ seed, plan: { numbers: 0, letters: [{ consonants: 5, vowels: 5, count: rounds }], order: 'L' } }).expect(201);
  for (let r = 1; r <= rounds; r++) await t.http().put(path(`/duplicate/draws/${r}`)).set(org).send({ kind: 'letters', letters: 'BAMERILANE', version: 1 }).expect(200);
}

/**
 * A new tournament (version 1) moved to its duplicate of `rounds` BAMERILANE rounds, each player's sheet typed in
 * (`words`) and checked.
 */
export async function playDuplicate(t: TestApp, org: Headers, tournamentId: string, players: { id: string }[], play: DuplicatePlay): Promise<void> {
  const path = (p: string) => `/tournaments/${tournamentId}${p}`;
  const rounds = play.rounds ?? 5;
  await startDuplicate(t, org, tournamentId, play.seed, rounds);
  for (const [i, p] of players.entries()) {
    const words = play.words(i);
    const answers = Array.from({ length: rounds }, (_, r) => ({ round: r + 1, word: words[r] }));
    const sheet = (await t.http().put(path(`/duplicate/sheets/${p.id}`)).set(org).send({ answers }).expect(200)).body;
    const version = play.typed ? await play.typed(i, p.id, sheet) : (sheet.version as number);
    await t.http().post(path(`/duplicate/sheets/${p.id}/status`)).set(org).set('If-Match', `"${version}"`).send({ status: 'CHECKED' }).expect(200);
  }
}

/**
 * playDuplicate's five rounds, the i-th player scoring 40 - 3 i; `correct` may change a sheet first (its version in,
 * the new one out).
 */
export async function playFiveRounds(t: TestApp, org: Headers, tournamentId: string, seed: string, players: { id: string }[], correct?: (i: number, playerId: string, version: number) => Promise<number>): Promise<void> {
  await playDuplicate(t, org, tournamentId, players, { seed, words: (i) => wordsFor(40 - 3 * i), typed: correct && ((i, playerId, sheet) => correct(i, playerId, sheet.version)) });
}

/** A tournament whose sheets are all checked moved on through CORRECTION to MATCHES, each at its current version. */
export async function toMatches(t: TestApp, org: Headers, tournamentId: string): Promise<void> {
  for (const status of ['CORRECTION', 'MATCHES']) {
    const version = (await t.http().get(`/tournaments/${tournamentId}`).expect(200)).body.version;
    await t.http().post(`/tournaments/${tournamentId}/status`).set(org).send({ version, status }).expect(200);
  }
}

type ReadyMatch = { code: string; status: string };
type MatchDraw = { phase: string; round: number; kind: string; top: { words?: string[] } };

/** Every match the poules' brackets make ready, won by side a on the first draw's top, until none is left. */
export async function playPoulesOut(t: TestApp, org: Headers, tournamentId: string): Promise<void> {
  const path = (p: string) => `/tournaments/${tournamentId}${p}`;
  for (;;) {
    const poules = (await t.http().get(path('/poules')).expect(200)).body as { matches: ReadyMatch[] }[];
    const ready = poules.flatMap((p) => p.matches).filter((m) => m.status === 'READY');
    if (!ready.length) return;
    for (const m of ready) {
      const match = (await t.http().get(path(`/matches/${m.code}`)).set(org).expect(200)).body as { draws: MatchDraw[]; version: number };
      const draws = match.draws.filter((d) => d.phase === 'REGULAR').map((d, i) => ({ phase: 'REGULAR', round: d.round, a: i === 0 ? (d.kind === 'LETTERS' ? { word: d.top.words![0] } : {}) : {}, b: {} }));
      await t.http().put(path(`/matches/${m.code}/sheet`)).set(org).set('If-Match', `"${match.version}"`).send({ draws }).expect(200);
    }
  }
}
