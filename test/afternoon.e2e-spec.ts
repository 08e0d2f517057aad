import { binaryParser, readPdf } from './support/pdf';
import { importPlayers, newClub, playDuplicate, toMatches, tournamentOf, wordsFor } from './support/fixtures';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * The afternoon through the API: 40 players, poules A and B of 16 and a short poule C of 8 with byes, every
 * match played, a tied 1/4 decided in sudden death, a tied classification match decided by duplicate rank, a
 * forfeit, a 1/8 corrected after its winner played the 1/4, the general ranking and the best-club cup with the
 * regulation's tie (X 1+9+10, Y 2+3+15, Z 5+7+8: all 20, Z first on its third player).
 */
const CLUB_OF_RANK = (rank: number): string => {
  if ([1, 9, 10].includes(rank)) return 'X';
  if ([2, 3, 15].includes(rank)) return 'Y';
  if ([5, 7, 8].includes(rank)) return 'Z';
  if ([39, 40].includes(rank)) return 'V';
  return 'W';
};

type MatchView = { code: string; status: string; a: { playerId: string } | null; b: { playerId: string } | null; decidedBy: string | null; winner: { playerId: string } | null; version: number };
type Draw = { phase: string; round: number; kind: string; top: { best?: number[]; solution?: string[]; words?: string[] } };

describe('the afternoon through the API', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let tid: string;
  const rankOf = new Map<string, number>();
  const path = (p: string) => `/tournaments/${tid}${p}`;

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    const clubs: Record<string, string> = {};
    for (const c of ['X', 'Y', 'Z', 'W', 'V']) clubs[c] = await newClub(t, org, { name: `Club ${c}`, city: c, federationCode: `C-${c}` });
    const byRank = await importPlayers(t, org, ['licence;nom;prénom;club', ...Array.from({ length: 40 }, (_, i) => `R${String(i + 1).padStart(2, '0')};Rang${i + 1};Joueur;C-${CLUB_OF_RANK(i + 1)}`)]);
    tid = await tournamentOf(t, org, { name: 'Tournoi de 40', venue: 'Douai', organisingClubId: clubs.X! }, byRank.map((p) => p.id));
    await playDuplicate(t, org, tid, byRank, {
      seed: 'apres-midi',
      words: (i) => wordsFor(50 - (i + 1)), // rank r scores 50 - r
      typed: async (i, playerId, sheet) => {
        rankOf.set(playerId, i + 1);
        expect(sheet.form.total).toBe(50 - (i + 1));
        return sheet.version;
      },
    });
    await toMatches(t, org, tid);
  });
  afterAll(() => t.close());

  const poules = async () => (await t.http().get(path('/poules')).expect(200)).body as { code: string; matches: MatchView[]; places: { place: number; status: string; player: { playerId: string } | null; generalPlace: number }[] }[];
  const match = async (code: string) => (await t.http().get(path(`/matches/${code}`)).set(org).expect(200)).body as { draws: Draw[]; version: number; status: string; needs: string | null; decidedBy: string | null; winner: { playerId: string } | null; dependents: { code: string; played: boolean }[] };
  /** The answer that wins a draw: its top; for numbers its written solution ("seule la solution écrite est acceptée"). */
  const best = (d: Draw) => (d.kind === 'NUMBERS' ? { value: d.top.best![0], lines: d.top.solution!.join(' ; ') } : { word: d.top.words![0] });
  const sheetFor = (draws: Draw[], winner: 'a' | 'b' | null, phase = 'REGULAR') =>
    draws.filter((d) => d.phase === phase).map((d, i) => ({ phase, round: d.round, a: i === 0 && winner === 'a' ? best(d) : {}, b: i === 0 && winner === 'b' ? best(d) : {} }));
  async function play(code: string, winner: 'a' | 'b' | null, status = 200) {
    const m = await match(code);
    return t.http().put(path(`/matches/${code}/sheet`)).set(org).set('If-Match', `"${m.version}"`).send({ draws: sheetFor(m.draws, winner) }).expect(status);
  }
  const betterSeed = (m: MatchView): 'a' | 'b' => (rankOf.get(m.a!.playerId)! < rankOf.get(m.b!.playerId)! ? 'a' : 'b');

  it('refuses to draw the poules before the matches step, then forms A, B (16) and a short C (8) with byes', async () => {
    const res = await t.http().post(path('/poules')).set(org).send({ seed: 'poules-2026', drawsPer: 'round' }).expect(201);
    expect(res.body.map((p: { code: string; entries: unknown[]; byes: number[] }) => [p.code, p.entries.length, p.byes.length])).toEqual([['A', 16, 0], ['B', 16, 0], ['C', 8, 8]]);
    const a = res.body[0];
    const r16 = a.matches.filter((m: { stage: string }) => m.stage === 'round-of-16').map((m: MatchView) => [rankOf.get(m.a!.playerId), rankOf.get(m.b!.playerId)]);
    expect(r16).toEqual([[1, 16], [8, 9], [4, 13], [5, 12], [2, 15], [7, 10], [3, 14], [6, 11]]);
    const c = res.body[2];
    expect(c.matches.filter((m: MatchView) => m.decidedBy === 'bye')).toHaveLength(8);
    await t.http().post(path('/poules')).set(org).send({}).expect(409);
  });

  it('does not accept a numbers value typed alone in a match ("seule la solution écrite est acceptée"): no answer, with its reason', async () => {
    const m = await match('A-R16-1');
    const numbers = m.draws.find((d) => d.phase === 'REGULAR' && d.kind === 'NUMBERS')!;
    const top = numbers.top.best![0]!;
    const withA = (a: object) => sheetFor(m.draws, null).map((d) => (d.round === numbers.round ? { ...d, a } : d));
    const alone = await t.http().put(path('/matches/A-R16-1/sheet')).set(org).send({ draws: withA({ value: top }) }).expect(200);
    // Douai, IV - Matchs: the value alone is not taken, and not sanctioned: 0-0, not 0-1 as an error would give
    expect(alone.body.score).toEqual([0, 0]);
    const read = alone.body.draws.find((d: { phase: string; round: number }) => d.phase === 'REGULAR' && d.round === numbers.round).a;
    expect(read).toMatchObject({ value: top, lines: null, points: 0, outcome: 'none', reason: { code: 'VALUE_WITHOUT_SOLUTION', message: expect.stringContaining('seule la solution écrite est acceptée') } });
    // the same value with its written solution scores
    const written = await t.http().put(path('/matches/A-R16-1/sheet')).set(org).set('If-Match', `"${alone.body.version}"`).send({ draws: withA(best(numbers)) }).expect(200);
    expect(written.body).toMatchObject({ score: [1, 0], status: 'FINISHED', decidedBy: 'score' });
  });

  it('plays poule A: the better seed wins, a tied classification match goes to the duplicate rank', async () => {
    for (;;) {
      const ready = (await poules())[0]!.matches.filter((m) => m.status === 'READY');
      if (!ready.length) break;
      for (const m of ready) {
        if (m.code === 'A-P9-16-1') {
          const res = await play(m.code, null);
          expect(res.body).toMatchObject({ status: 'FINISHED', decidedBy: 'duplicate-rank' });
          expect(res.body.winner.playerId).toBe(betterSeed(m) === 'a' ? m.a!.playerId : m.b!.playerId);
        } else await play(m.code, betterSeed(m));
      }
    }
    const a = (await poules())[0]!;
    expect(a.places.map((p) => rankOf.get(p.player!.playerId))).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('plays poule B with a forfeit, a 1/4 tied into sudden death, and a 1/8 corrected after its winner played on', async () => {
    const b = () => poules().then((p) => p[1]!);
    await play('B-R16-1', 'a');
    const r16 = (await b()).matches.find((m) => m.code === 'B-R16-2')!;
    const forfeit = await t.http().post(path('/matches/B-R16-2/forfeit')).set(org).send({ absent: ['b'], reason: 'absent à 14 h', version: r16.version }).expect(200);
    expect(forfeit.body).toMatchObject({ decidedBy: 'forfeit', status: 'FINISHED' });
    expect(forfeit.body.winner.playerId).toBe(r16.a!.playerId);
    for (const code of ['B-R16-3', 'B-R16-4', 'B-R16-5', 'B-R16-6', 'B-R16-7', 'B-R16-8']) await play(code, 'a');
    await play('B-QF-1', 'a');
    // 1/4 tied: 2 extra draws, tied too, then sudden death
    await play('B-QF-2', null);
    let qf2 = await match('B-QF-2');
    expect(qf2.needs).toBe('extra-draws');
    const extras = qf2.draws.filter((d) => d.phase === 'EXTRA');
    expect(extras.map((d) => d.kind).sort()).toEqual(['LETTERS', 'NUMBERS']);
    await t.http().put(path('/matches/B-QF-2/sheet')).set(org).set('If-Match', `"${qf2.version}"`).send({ draws: [...sheetFor(qf2.draws, null), ...sheetFor(qf2.draws, null, 'EXTRA')] }).expect(200);
    qf2 = await match('B-QF-2');
    expect(qf2.needs).toBe('sudden-death');
    const sd = qf2.draws.filter((d) => d.phase === 'SUDDEN_DEATH');
    expect(sd).toHaveLength(1);
    const decided = await t.http().put(path('/matches/B-QF-2/sheet')).set(org).set('If-Match', `"${qf2.version}"`).send({
      draws: [...sheetFor(qf2.draws, null), ...sheetFor(qf2.draws, null, 'EXTRA'), ...sheetFor(qf2.draws, 'b', 'SUDDEN_DEATH')],
    }).expect(200);
    expect(decided.body).toMatchObject({ status: 'FINISHED', decidedBy: 'sudden-death' });
    // Correct B-R16-1 after its winner played B-QF-1: the API lists what depends on it and wants a confirmation.
    const r16first = await match('B-R16-1');
    expect(r16first.dependents.filter((d) => d.played).map((d) => d.code)).toContain('B-QF-1');
    const refused = await t.http().put(path('/matches/B-R16-1/sheet')).set(org).set('If-Match', `"${r16first.version}"`).send({ draws: sheetFor(r16first.draws, 'b') });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('RESULT_HAS_DEPENDENTS');
    expect(refused.body.detail).toMatch(/^B-R16-1 : son résultat change et des matchs qui en dépendent ont été joués \(.*B-QF-1.*\) ; envoyez confirmReset: true pour les remettre à zéro$/);
    expect(refused.body.errors).toContainEqual({ field: 'confirmReset', reason: 'B-QF-1 sera remis à zéro' });
    expect((await match('B-QF-1')).status).toBe('FINISHED');
    const corrected = await t.http().put(path('/matches/B-R16-1/sheet')).set(org).set('If-Match', `"${r16first.version}"`).send({ draws: sheetFor(r16first.draws, 'b'), confirmReset: true, reason: 'feuille mal recopiée' }).expect(200);
    expect(corrected.body.winner.playerId).not.toBe(r16first.winner!.playerId);
    expect((await match('B-QF-1')).status).toBe('READY');
    // The reset is in the audit trail, with the reason the system writes, in French.
    const resets = (await t.http().get('/audit?entity=match&pageSize=100').set(org).expect(200)).body.items.filter((e: { action: string }) => e.action === 'match.reset');
    expect(resets.map((e: { reason: string }) => e.reason)).toContain('Résultat de B-R16-1 corrigé');
    for (;;) {
      const ready = (await b()).matches.filter((m) => m.status === 'READY');
      if (!ready.length) break;
      for (const m of ready) await play(m.code, betterSeed(m));
    }
    const places = (await b()).places;
    expect(places.every((p) => p.status === 'held')).toBe(true);
    expect(new Set(places.map((p) => p.player!.playerId)).size).toBe(16);
  });

  it('plays the short poule C and ranks every player: place = 16 x poule index + place in poule', async () => {
    for (;;) {
      const ready = (await poules())[2]!.matches.filter((m) => m.status === 'READY');
      if (!ready.length) break;
      for (const m of ready) await play(m.code, betterSeed(m));
    }
    const general = (await t.http().get(path('/general-ranking')).expect(200)).body;
    expect(general.complete).toBe(true);
    expect(general.rows).toHaveLength(40);
    expect(general.rows.slice(0, 16).map((r: { playerId: string }) => rankOf.get(r.playerId))).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(general.rows.filter((r: { poule: string }) => r.poule === 'C').map((r: { place: number }) => r.place)).toEqual([33, 34, 35, 36, 37, 38, 39, 40]);
  });

  it('ranks the clubs by their three best places, the tie going to the better third player', async () => {
    const cup = (await t.http().get(path('/best-club-cup')).expect(200)).body;
    expect(cup.ranked.slice(0, 3).map((c: { club: string; places: number[]; total: number }) => [c.club, c.places, c.total])).toEqual([
      ['Club Z', [5, 7, 8], 20],
      ['Club X', [1, 9, 10], 20],
      ['Club Y', [2, 3, 15], 20],
    ]);
    expect(cup.ranked[1].brokenBy).toBe('third-place');
    expect(cup.ranked[3].club).toBe('Club W');
    expect(cup.notRanked.map((c: { club: string }) => c.club)).toEqual(['Club V']);
  });

  it('prints a match sheet, a poule bracket, the general ranking and the best-club cup', async () => {
    const get = async (p: string, auth: Record<string, string> = {}) =>
      readPdf((await t.http().get(path(p)).set(auth).buffer(true).parse(binaryParser).expect(200).expect('Content-Type', 'application/pdf')).body as Buffer);
    const sheet = await get('/matches/B-QF-2/sheet.pdf?copy=arbiter', org);
    expect(sheet.text).toMatch(/1\/4 de finale/);
    expect(sheet.text).toMatch(/mort subite/i);
    const bracket = await get('/poules/C/bracket.pdf');
    expect(bracket.text).toMatch(/exempt/);
    const general = await get('/documents/general-ranking.pdf');
    expect(general.text).toContain('Joueur Rang1');
    const cup = await get('/documents/best-club-cup.pdf');
    expect(cup.text).toContain('Club Z');
    expect(cup.text).toMatch(/3e joueur/);
    for (const doc of [sheet, bracket, general, cup]) expect(doc.pages).toBeGreaterThanOrEqual(1);
  });
});
