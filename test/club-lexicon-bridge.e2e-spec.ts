import { fetchPdf } from './support/pdf';
import { douaiEvening } from './support/fixtures';
import { inFrench } from './support/french';
import type { TestApp } from './support/test-app';

/**
 * Lexicon Bridge (Bridge lexical, seed 003) of a club evening through the API, from an empty database: three
 * players of the club and a guest cut for partnerships and the deal, play a rubber and start another; the record
 * is typed in whole (PUT) and scored above and below the line; a bad box gets 422, a stale version 409, the
 * score pad is read back. Then a table of three, one column a player.
 */
// With the default values: MAISON 8+10+10+8+8+8 = 52 declares over ELITE 46, HELAS 44, TROUS 40.
function words(declarer: number, players = 4): Record<string, string> {
  const others = ['ELITE', 'HELAS', 'TROUS'];
  return Object.fromEntries(Array.from({ length: players }, (_, i) => [String(i + 1), i + 1 === declarer ? 'maison' : (others.shift() as string)]));
}
// Cut: Alice K, Bruno B, Chloé T, Jeanne C: B and C the highest, Bruno (2) and Jeanne (4) are partners (EUX), Bruno deals.
const CUT = { 1: 'K', 2: 'b', 3: 'T', 4: 'C' };
const DEALS = [
  { words: words(1), tricks: 9 }, //  NOUS 6 above, 3 below
  { words: words(2), tricks: 8 }, //  EUX 6 above, 2 below
  { words: words(3), tricks: 8 }, //  NOUS 6 above, 2 below: 3 + 2 = 5, game 1 (+10)
  { words: words(4), tricks: 11 }, // EUX 6 above, 5 below: game 2 (+10)
  { words: words(1), tricks: 5, renonce: { seat: 2, penalty: 'tricks' } }, // Bruno revokes: 5 + 3 = 8, NOUS 6 above, 2 below
  { words: words(3), tricks: 12 }, // NOUS 6 above, 6 below, petit chelem +30: game 3 (+10), rubber (+50)
  { words: words(2), tricks: 3 }, //  a new rubber: EUX declare 3, NOUS 13 - 3 = 10 + 5 x 3 = 25 above
];

describe('Lexicon Bridge of a club evening through the API', () => {
  let t: TestApp;
  let org: Record<string, string>;
  let club: string;
  let game: string;
  const ids: string[] = [];
  const games = () => `/clubs/${club}/games`;
  const put = (record: unknown, version: number, id = game) => t.http().put(`${games()}/${id}/record`).set(org).send({ record, version });

  beforeAll(async () => {
    let players: string[];
    ({ t, org, club, players } = await douaiEvening([['D001', 'Alice', 'Martin'], ['D002', 'Bruno', 'Petit'], ['D003', 'Chloé', 'Roux']]));
    ids.push(...players);
  });
  afterAll(() => t.close());

  it('creates a table of four with the card values filled in; refuses a bad value and five players', async () => {
    const players = [...ids.map((playerId) => ({ playerId })), { guestName: 'Jeanne (invitée)' }];
    const res = await t.http().post(games()).set(org).send({ kind: 'LEXICON_BRIDGE', playedOn: '2026-12-04', title: 'Soirée du vendredi', players }).expect(201);
    expect(res.body).toMatchObject({ kind: 'LEXICON_BRIDGE', version: 1, finished: false, record: { deals: [] } });
    expect(res.body.settings.values).toMatchObject({ A: 10, B: 2, X: 15, '*': 15 });
    expect(res.body.standings.map((s: { points: number }) => s.points)).toEqual([0, 0, 0, 0]);
    game = res.body.id;

    const bad = await t.http().post(games()).set(org).send({ kind: 'LEXICON_BRIDGE', playedOn: '2026-12-04', players, settings: { values: { Z: 'deux' } } }).expect(422);
    expect(bad.body.errors).toEqual([{ field: 'settings.values.Z', reason: 'un nombre entier de points, de 0 à 100' }]);
    inFrench(bad.body);
    const five = await t.http().post(games()).set(org).send({ kind: 'LEXICON_BRIDGE', playedOn: '2026-12-04', players: [...players, { guestName: 'Paul' }] }).expect(422);
    expect(five.body).toMatchObject({ code: 'PLAYER_COUNT', errors: [{ field: 'players' }] });
    inFrench(five.body);
  });

  it('scores the rubber: games at 5 below the line, the rubber of two games, partners sharing their points', async () => {
    const res = await put({ cut: CUT, deals: DEALS }, 1);
    if (res.status !== 200) console.log(JSON.stringify(res.body));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 2, finished: false });
    const result = res.body.result;
    expect(result).toMatchObject({ players: 4, from: 'cut', firstDealer: 2, sides: [{ index: 0, seats: [1, 3] }, { index: 1, seats: [2, 4] }] });
    expect(result.deals.map((d: { dealer: number; declarer: number }) => `${d.dealer}>${d.declarer}`)).toEqual(['2>1', '3>2', '4>3', '1>4', '2>1', '3>3', '4>2']);
    expect(result.deals[4]).toMatchObject({ tricksRecorded: 5, tricks: 8, renonce: { seat: 2, penalty: 'tricks', moved: 3 } });
    // NOUS above: 6 + (6 + 10) + 6 + (6 + 30 + 10 + 50) = 124, below 3 + 2 + 2 + 6 = 13; EUX above 6 + (6 + 10) = 22, below 2 + 5 = 7
    expect(result.rubbers[0]).toMatchObject({ winner: 0, finished: true, above: [124, 22], below: [13, 7], totals: [137, 29] });
    expect(result.rubbers[0].games.map((g: { winner: number; below: number[] }) => `${g.winner}:${g.below.join('-')}`)).toEqual(['0:5-2', '1:0-5', '0:8-0']);
    expect(result.rubbers[1]).toMatchObject({ winner: null, finished: false, totals: [25, 0] });
    expect(result.totals).toEqual([162, 29]); // 137 + 25
    expect(res.body.standings).toEqual([
      { seat: 1, name: 'Alice Martin', points: 162, place: 1 },
      { seat: 3, name: 'Chloé Roux', points: 162, place: 1 },
      { seat: 2, name: 'Bruno Petit', points: 29, place: 3 },
      { seat: 4, name: 'Jeanne (invitée)', points: 29, place: 3 },
    ]);
    expect(res.body.record.cut).toEqual({ 1: 'K', 2: 'B', 3: 'T', 4: 'C' });
    expect(res.body.record.deals[0].words['1']).toBe('MAISON');
  });

  it('refuses a bad record with a 422 naming every bad box, and stores nothing', async () => {
    const deals = [DEALS[0], { ...DEALS[1], tricks: 14 }, { words: { ...words(3), 2: 'LOUP' }, tricks: 7, declarer: 1 }];
    const res = await put({ cut: CUT, deals }, 2).expect(422);
    expect(res.body.errors).toEqual([
      { field: 'deals[1].tricks', reason: '14 levées : une donne n’en a que 13' },
      { field: 'deals[2].words.2', reason: 'un mot d’au moins 5 lettres ; un joueur qui n’en a pas montre son jeu : laissez la case vide' },
    ]);
    inFrench(res.body);
    const declarer = await put({ deals: [{ words: words(3), tricks: 7, declarer: 1 }] }, 2).expect(422);
    expect(declarer.body.errors).toEqual([{ field: 'deals[0].declarer', reason: 'les mots font de la place 3 (MAISON, 52) le déclarant, pas de la place 1' }]);
    inFrench(declarer.body);
    const cut = await put({ cut: { 1: 'K', 2: 'K', 3: '*' }, deals: [{ words: words(3), tricks: 7, renonce: { seat: 2, penalty: 'levées' } }] }, 2).expect(422);
    expect(cut.body.errors).toEqual([
      { field: 'cut.3', reason: 'la carte maîtresse n’a pas de rang à la coupe : tirez de nouveau' },
      { field: 'cut.4', reason: 'chaque place coupe : la lettre tirée manque' },
      { field: 'deals[0].renonce.penalty', reason: 'le choix des adversaires : « tricks » (prendre 3 levées) ou « points » (50 points au-dessus de la ligne)' },
    ]);
    inFrench(cut.body);
    const now = (await t.http().get(`${games()}/${game}`).expect(200)).body;
    expect(now.version).toBe(2);
    expect(now.record.deals).toHaveLength(7);
  });

  it('answers 409 to a stale version and keeps the stored record', async () => {
    const stale = await put({ deals: [] }, 1).expect(409);
    expect(stale.body.code).toBe('STALE_VERSION');
    inFrench(stale.body);
    expect((await t.http().get(`${games()}/${game}`).expect(200)).body.standings[0]).toMatchObject({ seat: 1, points: 162 });
  });

  it('prints the score pad: NOUS and EUX, above and below the line, the deals, the standings', async () => {
    const { flat, pages } = await fetchPdf(t.http().get(`${games()}/${game}/sheet.pdf`));
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(flat).toContain('Soirée du vendredi');
    expect(flat).toContain('NOUS (1. Alice Martin et 3. Chloé Roux) contre EUX (2. Bruno Petit et 4. Jeanne (invitée))');
    expect(flat).toMatch(/au-dessus 124 au-dessus 22/);
    expect(flat).toMatch(/au-dessous 13 au-dessous 7/);
    expect(flat).toMatch(/Total 137 Total 29/);
    expect(flat).toMatch(/Total 25 Total 0/);
    expect(flat).toContain('Rubber gagné par NOUS (+50)');
    expect(flat).toContain('8 (5 + 3)'); // Bruno's revoke: 3 tricks to NOUS
    expect(flat).toMatch(/1 1\. Alice Martin NOUS 162/);
    expect(flat).toMatch(/3 4\. Jeanne \(invitée\) EUX 29/);
  });

  it('plays a table of three: the declarer takes the dummy, each defender scores his own tricks', async () => {
    const created = await t.http().post(games()).set(org).send({ kind: 'LEXICON_BRIDGE', playedOn: '2026-12-04', players: ids.map((playerId) => ({ playerId })) }).expect(201);
    const deals = [
      { words: words(2, 3), tricks: 4, defenderTricks: { 1: 5, 3: 4 } }, // Alice 5 + 5 x 2 = 15, Chloé 4 + 10 = 14
      { words: words(1, 3), tricks: 11, defenderTricks: { 2: 2, 3: 0 } }, // Alice 6 above, 5 below: game (+10)
    ];
    const res = await put({ deals }, 1, created.body.id).expect(200);
    expect(res.body.result.rubbers[0]).toMatchObject({ above: [31, 0, 14], below: [5, 0, 0], totals: [36, 0, 14] });
    expect(res.body.standings.map((s: { seat: number; points: number; place: number }) => [s.seat, s.points, s.place])).toEqual([
      [1, 36, 1],
      [3, 14, 2],
      [2, 0, 3],
    ]);
    const bad = await put({ deals: [{ ...deals[0], defenderTricks: { 1: 5, 3: 5 } }] }, 2, created.body.id).expect(422);
    expect(bad.body.errors).toEqual([{ field: 'deals[0].defenderTricks', reason: '13 levées par donne : 4 pour le déclarant + 10 pour les défenseurs = 14' }]);
    inFrench(bad.body);
  });
});
