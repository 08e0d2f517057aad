import { bothForms, type Export } from './support/exports';
import { douaiAndLilleOfEight, playFiveRounds, playPoulesOut, toMatches, tournamentOf } from './support/fixtures';
import { body, tableSheet } from './support/pyramide-sheets';
import { bearer, createTestApp, type TestApp } from './support/test-app';

/**
 * The exports through the API (docs/exports.md): a duplicate of 8 players with a corrected coup and a formula
 * in a name, their poule of 8 played out, a Pyramide game, a club evening's game. Every export is read back, as
 * a spreadsheet would read the CSV, and compared with its JSON and with the API's own JSON.
 */
type MatchView = { code: string; status: string; decidedBy: string | null; score: number[]; winner: { name: string } | null };

describe('the exports through the API', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let tid: string;
  let pyr: string;
  let club: string;
  const path = (p: string, id = tid) => `/tournaments/${id}${p}`;

  /** Both forms of an export, each a file to download under its export's name. */
  async function both(url: string, auth: Record<string, string> = {}): Promise<Export> {
    const { exported, csv, json } = await bothForms(t, url, auth);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+\.csv"$/);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+\.json"$/);
    return exported;
  }

  beforeAll(async () => {
    t = await createTestApp();
    org = bearer(t.organiserToken);
    let players: { id: string; licence: string }[];
    ({ douai: club, players } = await douaiAndLilleOfEight(t, org, 'E', ['=SOMME(A1)', 'Zoé', 'Éloi', 'Ann', 'Bob', 'Cat', 'Dan', 'Eve']));
    tid = await tournamentOf(t, org, { name: 'Tournoi exporté', venue: 'Douai', organisingClubId: club }, players.map((p) => p.id));
    await playFiveRounds(t, org, tid, 'exports', players, async (i, playerId, version) => {
      if (i !== 1) return version;
      const corrected = await t.http().patch(path(`/duplicate/sheets/${playerId}/answers/5`)).set(org).set('If-Match', `"${version}"`).send({ pointsOverride: 0, reason: 'mot illisible' }).expect(200);
      return corrected.body.version as number;
    });
    await toMatches(t, org, tid);
    await t.http().post(path('/poules')).set(org).send({ seed: 'poules-exports', drawsPer: 'round' }).expect(201);
    await playPoulesOut(t, org, tid);
    // A Pyramide tournament of 8: one game of two tables of 4.
    pyr = await tournamentOf(t, org, { name: 'Pyramide exportée', venue: 'Douai', organisingClubId: club }, players.map((p) => p.id));
    await t.http().post(path('/pyramide', pyr)).set(org).send({ formula: 'individuel', games: 1, seed: 'pyr-exports' }).expect(201);
    const game = (await t.http().post(path('/pyramide/games', pyr)).set(org).expect(201)).body as { tables: { number: number; seats: { playerId: string }[] }[] };
    for (const table of game.tables) {
      await t.http().put(path(`/pyramide/games/1/tables/${table.number}/sheet`, pyr)).set(org).send(body(tableSheet(table.seats.map((s) => s.playerId), null))).expect(200);
    }
    await t.http().post(`/clubs/${club}/games`).set(org).send({ kind: 'SLOUBI', playedOn: '2026-12-04', players: [{ playerId: players[0]!.id }, { guestName: 'Jeanne (invitée)' }] }).expect(201);
  });
  afterAll(() => t.close());

  it('the duplicate ranking: public, every tie-break column, the same rows as the API\'s ranking, the formula in a name neutralised', async () => {
    const exported = await both(path('/exports/duplicate-ranking'));
    const ranking = (await t.http().get(path('/duplicate/ranking')).expect(200)).body as { rows: { rank: number; licence: string; total: number; tens: number; brokenBy: string | null; percentOfTopPerMille: number | null }[] };
    expect(exported.export).toBe('duplicate-ranking');
    expect(exported.rows.map((r) => [r.rank, r.licence, r.total, r.tens, r.brokenBy, r.percentOfTopPerMille])).toEqual(ranking.rows.map((r) => [r.rank, r.licence, r.total, r.tens, r.brokenBy, r.percentOfTopPerMille]));
    expect(exported.rows.find((r) => r.licence === 'E1')!.name).toBe('=SOMME(A1) Joueur');
    const raw = await t.http().get(path('/exports/duplicate-ranking.csv')).expect(200);
    expect(raw.text).toContain(";'=SOMME(A1) Joueur;");
    expect(raw.headers['cache-control']).toBe('no-cache');
    await t.http().get(path('/exports/duplicate-ranking.xlsx')).expect(400);
  });

  it('the answer sheets: organisers and arbiters only, one row per player and coup, the corrected coup with its correction', async () => {
    await t.http().get(path('/exports/answer-sheets.csv')).expect(401);
    const exported = await both(path('/exports/answer-sheets'), org);
    expect(exported.rows).toHaveLength(8 * 5);
    const raw = await t.http().get(path('/exports/answer-sheets.json')).set(org).expect(200);
    expect(raw.headers['cache-control']).toBe('no-store');
    const corrected = exported.rows.find((r) => r.licence === 'E2' && r.round === 5)!;
    expect(corrected).toMatchObject({ points: 0, pointsOverride: 0, corrections: 1, sheetStatus: 'vérifiée', draw: 'BAMERILANE', topPoints: 10 });
    expect(corrected.correctionsDetail).toMatch(/correction .*: mot illisible$/);
    const sheets = (await t.http().get(path('/duplicate/sheets?pageSize=500')).set(org).expect(200)).body.items as { bib: number; answers: { round: number; points: number }[] }[];
    for (const s of sheets) {
      for (const a of s.answers) expect(exported.rows.find((r) => r.bib === s.bib && r.round === a.round)!.points).toBe(a.points);
    }
  });

  it('the matches, the general ranking and the best-club cup, as the poules and rankings answer them', async () => {
    await t.http().get(path('/exports/matches.json')).expect(401);
    const matches = await both(path('/exports/matches'), org);
    const poules = (await t.http().get(path('/poules')).expect(200)).body as { matches: MatchView[] }[];
    const all = poules.flatMap((p) => p.matches);
    expect(matches.rows.map((r) => [r.code, r.scoreA, r.scoreB, r.winner])).toEqual(all.map((m) => [m.code, m.score[0], m.score[1], m.winner?.name ?? null]));
    const played = matches.rows.find((r) => r.decidedBy === 'au score')!;
    // the points of the draws add up to the score
    const draws = matches.columns.filter((c) => /^draw\d+A$/.test(c.key)).map((c) => Number(played[c.key] ?? 0));
    expect(draws.reduce((a, b) => a + b, 0)).toBe(played.scoreA);
    const general = await both(path('/exports/general-ranking'));
    const api = (await t.http().get(path('/general-ranking')).expect(200)).body as { rows: { place: number; name: string }[] };
    expect(general.rows.filter((r) => r.status === 'classé').map((r) => [r.place, r.name])).toEqual(api.rows.map((r) => [r.place, r.name]));
    const cup = await both(path('/exports/best-club-cup'));
    const apiCup = (await t.http().get(path('/best-club-cup')).expect(200)).body as { ranked: { rank: number; club: string; total: number }[] };
    expect(cup.rows.filter((r) => r.rank !== null).map((r) => [r.rank, r.club, r.total])).toEqual(apiCup.ranked.map((c) => [c.rank, c.club, c.total]));
  });

  it('the Pyramide standings and score sheets, public', async () => {
    const standings = await both(path('/exports/pyramide-standings', pyr));
    const api = (await t.http().get(path('/pyramide/standings', pyr)).expect(200)).body as { rows: { rank: number; name: string; total: number }[] };
    expect(standings.rows.map((r) => [r.rank, r.name, r.total, r.game1])).toEqual(api.rows.map((r) => [r.rank, r.name, r.total, r.total]));
    const sheets = await both(path('/exports/pyramide-sheets', pyr));
    // 8 players at two tables of 4, 60 points each (test/support/pyramide-sheets.ts)
    expect(sheets.rows.map((r) => r.total)).toEqual(Array(8).fill(60));
  });

  it('a club evening\'s games, public, by day', async () => {
    const evening = await both(`/clubs/${club}/exports/games`);
    expect(evening.rows.map((r) => [r.playedOn, r.game, r.name, r.guest])).toEqual(expect.arrayContaining([['2026-12-04', expect.any(String), 'Jeanne (invitée)', true]]));
    const none = (await t.http().get(`/clubs/${club}/exports/games.json?on=2026-12-05`).expect(200)).body as Export;
    expect(none.rows).toEqual([]);
    const named = await t.http().get(`/clubs/${club}/exports/games.csv?on=2026-12-04`).expect(200);
    expect(named.headers['content-disposition']).toBe('attachment; filename="soiree-2026-12-04.csv"');
    await t.http().get(`/clubs/${club}/exports/games.csv?on=4-12-2026`).expect(400);
  });
});
