import { longestWords } from '@greffier/lexicon';
import { LexiconProvider } from '../apps/api/src/dcl/lexicon.provider';
import { importPlayers, newClub, playDuplicate, toMatches, tournamentOf } from './support/fixtures';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/** The TV format ("émission") as a match format: letters, numbers, 2 duels and the final sprint. */
describe('matches in the TV format', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let tid: string;
  const path = (p: string) => `/tournaments/${tid}${p}`;

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    const club = await newClub(t, org, { name: 'Club TV', city: 'Paris' });
    const players = await importPlayers(t, org, ['licence;nom;prénom', ...[1, 2, 3, 4].map((i) => `TV${i};Candidat${i};Joueur`)], `?clubId=${club}`);
    tid = await tournamentOf(t, org, { name: 'Émission', venue: 'Paris', organisingClubId: club }, players.map((p) => p.id));
    const words = ['remaniable', 'ranimable', 'maniable', 'aimable'];
    await playDuplicate(t, org, tid, players, { seed: 'tv', rounds: 1, words: (i) => [words[i]!] });
    await toMatches(t, org, tid);
  });
  afterAll(() => t.close());

  it('scores an émission: 10 for the best numbers result, letters by length, 5 a duel, and decides it', async () => {
    await t.http().post(path('/poules')).set(org).send({ seed: 'standard' }).expect(201);
    // Drawn in the wrong format: undone (nothing played yet) and drawn again.
    await t.http().delete(path('/poules')).set(org).send({}).expect(400);
    await t.http().delete(path('/poules')).set(org).send({ reason: "format de l'émission" }).expect(204);
    const poules = (await t.http().post(path('/poules')).set(org).send({ format: 'TV', seed: 'tv-poules' }).expect(201)).body;
    expect(poules[0].format).toBe('TV');
    const ready = poules[0].matches.find((m: { status: string }) => m.status === 'READY');
    const match = (await t.http().get(path(`/matches/${ready.code}`)).set(org).expect(200)).body;
    const draws = match.draws.filter((d: { phase: string }) => d.phase === 'REGULAR');
    expect(draws.map((d: { kind: string }) => d.kind)).toEqual(['LETTERS', 'NUMBERS', 'LETTERS', 'NUMBERS', 'LETTERS', 'NUMBERS', 'LETTERS', 'NUMBERS', 'LETTERS', 'NUMBERS', 'LETTERS', 'NUMBERS']);
    // Player a finds every top; player b writes nothing.
    // A numbers answer counts with its written solution only ("seule la solution écrite est acceptée").
    const sheet = draws.map((d: { round: number; kind: string; top: { best?: number[]; words?: string[]; solution?: string[] } }) => ({
      phase: 'REGULAR',
      round: d.round,
      a: d.kind === 'NUMBERS' ? { value: d.top.best![0], lines: d.top.solution!.join(' ; ') } : { word: d.top.words![0] },
      b: {},
    }));
    const lettersTops = draws
      .filter((d: { kind: string }) => d.kind === 'LETTERS')
      .reduce((sum: number, d: { top: { maxLength: number } }) => sum + d.top.maxLength, 0);
    const partial = await t.http().put(path(`/matches/${ready.code}/sheet`)).set(org).send({ draws: sheet, duels: [{ by: 'b', right: true }] }).expect(200);
    expect(partial.body).toMatchObject({ status: 'READY', winner: null });
    const done = await t.http()
      .put(path(`/matches/${ready.code}/sheet`))
      .set(org)
      .set('If-Match', `"${partial.body.version}"`)
      .send({ draws: sheet, duels: [{ by: 'b', right: true }, { by: 'a', right: false }], sprint: [{ by: 'a', right: true }, { by: 'none', right: false }] })
      .expect(200);
    // a: 6 numbers x 10 + the letters tops + 5 (sprint); b: 5 (duel 1) + 5 (a wrong in duel 2)
    expect(done.body.score).toEqual([60 + lettersTops + 5, 10]);
    expect(done.body).toMatchObject({ status: 'FINISHED', decidedBy: 'score', tv: { duels: [{ by: 'b', right: true }, { by: 'a', right: false }] } });
    expect(done.body.winner.playerId).toBe(match.a.playerId);
    const again = await t.http().delete(path('/poules')).set(org).send({ reason: 'trop tard' }).expect(409);
    expect(again.body.code).toBe('MATCHES_PLAYED');
    expect(again.body.detail).toMatch(/^Des matchs ont été joués \(.+\) : les poules ne peuvent plus être formées à nouveau$/);
  });

  // 004, Le Mot le plus long: "si un candidat propose un mot erroné plus long que le mot correct joué par son
  // adversaire, ce dernier marque le nombre de points correspondant au plus long des deux mots".
  it('gives the opponent the length of a longer word ruled wrong (le plus long des deux mots)', async () => {
    const poules = (await t.http().get(path('/poules')).set(org).expect(200)).body;
    const ready = poules[0].matches.find((m: { status: string }) => m.status === 'READY');
    const match = (await t.http().get(path(`/matches/${ready.code}`)).set(org).expect(200)).body;
    const [first, numbers, second] = match.draws.filter((d: { phase: string }) => d.phase === 'REGULAR'); // L, C, L
    // per draw: the longest word of the draw ruled wrong (announced, not written) against a shorter correct word
    const lexicon = t.app.get(LexiconProvider).get();
    const pair = (d: { letters: string }) => {
      const { byLength } = longestWords(lexicon, [...d.letters], { lengths: 10 });
      const shorter = byLength.at(-1)!;
      return { long: byLength[0]!.words[0]!, longLength: byLength[0]!.length, short: shorter.words[0]!, shortLength: shorter.length };
    };
    const p1 = pair(first);
    const p2 = pair(second);
    expect(p1.longLength).toBeGreaterThan(p1.shortLength);
    expect(p2.longLength).toBeGreaterThan(p2.shortLength);
    const res = await t.http()
      .put(path(`/matches/${ready.code}/sheet`))
      .set(org)
      .send({
        draws: [
          { phase: 'REGULAR', round: first.round, a: { word: p1.long, ruledWrong: true }, b: { word: p1.short } },
          { phase: 'REGULAR', round: numbers.round, a: {}, b: {} },
          { phase: 'REGULAR', round: second.round, a: { word: p2.short }, b: { word: p2.long, ruledWrong: true } },
        ],
      })
      .expect(200);
    // the three first steps: b max(long, short) = long; 0 - 0; a max(short, long) = long
    expect(res.body.score).toEqual([p2.longLength, p1.longLength]);
    expect(res.body).toMatchObject({ status: 'READY', winner: null });
    const sides = (d: { round: number }) => res.body.draws.find((x: { round: number; phase: string }) => x.phase === 'REGULAR' && x.round === d.round);
    expect(sides(first)).toMatchObject({
      a: { word: p1.long, ruledWrong: true, points: 0, outcome: 'error', reason: { code: 'RULED_WRONG' } },
      b: { word: p1.short, ruledWrong: false, points: p1.longLength, outcome: 'word' },
    });
    expect(sides(second)).toMatchObject({ a: { word: p2.short, points: p2.longLength, outcome: 'word' }, b: { word: p2.long, ruledWrong: true, points: 0, outcome: 'error' } });
  });
});
