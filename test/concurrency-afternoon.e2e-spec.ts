import type { Response as Res } from 'supertest';
import { importPlayers, newClub, playDuplicate, toMatches, tournamentOf, wordsFor } from './support/fixtures';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * The afternoon's races: the poules drawn by two clicks at once, the eight 1/8 sheets of a poule entered at
 * the same moment by eight arbiters (each result replays the poule's bracket), and one sheet entered twice
 * at once. Every result lands, none is overwritten, nothing answers 5xx.
 */
type Draw = { phase: string; round: number; kind: string; top: { best?: number[]; solution?: string[]; words?: string[] } };
type MatchView = { code: string; stage: string; status: string; a: { playerId: string } | null; b: { playerId: string } | null; winner: { playerId: string } | null; version: number; draws: Draw[] };

describe('the afternoon, several arbiters at once', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let tid: string;
  const path = (p: string) => `/tournaments/${tid}${p}`;

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    const club = await newClub(t, org, { name: 'Club X', city: 'X', federationCode: 'C-X' });
    const players = await importPlayers(t, org, ['licence;nom;prénom;club', ...Array.from({ length: 16 }, (_, i) => `R${String(i + 1).padStart(2, '0')};Rang${i + 1};Joueur;C-X`)]);
    tid = await tournamentOf(t, org, { name: 'Tournoi de 16', venue: 'X', organisingClubId: club }, players.map((p) => p.id));
    await playDuplicate(t, org, tid, players, { seed: 'apres-midi', words: (i) => wordsFor(50 - (i + 1)) });
    await toMatches(t, org, tid);
  });
  afterAll(() => t.close());

  const match = async (code: string) => (await t.http().get(path(`/matches/${code}`)).set(org).expect(200)).body as MatchView;
  const best = (d: Draw) => (d.kind === 'NUMBERS' ? { value: d.top.best![0], lines: d.top.solution!.join(' ; ') } : { word: d.top.words![0] });
  const sheetFor = (draws: Draw[], winner: 'a' | 'b') =>
    draws.filter((d) => d.phase === 'REGULAR').map((d, i) => ({ phase: 'REGULAR', round: d.round, a: i === 0 && winner === 'a' ? best(d) : {}, b: i === 0 && winner === 'b' ? best(d) : {} }));

  it('draws the poules once when the button is pressed twice at once', async () => {
    const both = await Promise.all([0, 1].map(() => t.http().post(path('/poules')).set(org).send({ seed: 'poules-2026' })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body).toMatchObject({ code: 'POULES_EXIST', detail: 'Les poules de ce tournoi sont déjà formées' });
    const poules = (await t.http().get(path('/poules')).expect(200)).body as { matches: MatchView[] }[];
    expect(poules).toHaveLength(1);
  });

  it('records the eight 1/8 results entered at the same moment, each moving its winner on', async () => {
    const poule = (await t.http().get(path('/poules')).expect(200)).body[0] as { matches: MatchView[] };
    const eighths = poule.matches.filter((m) => m.stage === 'round-of-16');
    expect(eighths).toHaveLength(8);
    const full = await Promise.all(eighths.map((m) => match(m.code)));
    // Each sheet has no answer yet: sent without a version, as a first entry is.
    const answers: Res[] = await Promise.all(full.map((m, i) => t.http().put(path(`/matches/${m.code}/sheet`)).set(org).send({ draws: sheetFor(m.draws, i % 2 ? 'b' : 'a') })));
    expect(answers.map((r) => r.status)).toEqual(full.map(() => 200));
    const after = (await t.http().get(path('/poules')).expect(200)).body[0] as { matches: MatchView[] };
    const winners = after.matches.filter((m) => m.stage === 'round-of-16').map((m) => m.winner?.playerId);
    expect(winners.every(Boolean)).toBe(true);
    const expected = full.map((m, i) => (i % 2 ? m.b : m.a)!.playerId).sort();
    expect([...winners].sort()).toEqual(expected);
    // Every winner and every loser sits in the match that follows: no result was overwritten by another's replay.
    const seated = after.matches.filter((m) => m.stage !== 'round-of-16').flatMap((m) => [m.a?.playerId, m.b?.playerId]).filter(Boolean);
    expect(seated).toHaveLength(16);
  });

  it('takes one of two first entries of the same sheet sent at once, and tells the other', async () => {
    const poule = (await t.http().get(path('/poules')).expect(200)).body[0] as { matches: MatchView[] };
    const next = poule.matches.find((m) => m.status !== 'FINISHED' && m.a && m.b)!;
    const m = await match(next.code);
    const both: Res[] = await Promise.all((['a', 'b'] as const).map((w) => t.http().put(path(`/matches/${m.code}/sheet`)).set(org).send({ draws: sheetFor(m.draws, w) })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 428]);
    const taken = both.find((r) => r.status === 200)!.body as MatchView;
    expect((await match(m.code)).winner?.playerId).toBe(taken.winner?.playerId);
  });
});
