import { fetchPdf } from './support/pdf';
import { clubEvening } from './support/fixtures';
import { inFrench } from './support/french';

/**
 * Think of a Letter (Pensez à une lettre) of a club evening through the API, from an empty database: two players
 * of the club and a guest, the 25 letters called in turn, the three grids typed in (PUT), scored against the
 * French reference lexicon; a grid with a missing letter names its box (422), a stale version gets 409, the
 * score sheet is read back.
 */
// Alice's grid. Across: CHATS 5 + 1 (five-letter bonus); LUNE 4; ETE (été) 3; RIEN 4; OXZKW nothing = 17.
// Down: COLER 3 (COL); HXUTI 2 (UT); AZNEE 3 (NEE, née); TKEQN, SWJYK nothing = 8. 17 + 8 = 25.
const ALICE = ['CHATS', 'OXZKW', 'LUNEJ', 'ETEQY', 'RIENK'];
// Bruno's: Alice's turned over its diagonal (her columns are his rows): 8 across + 17 down = 25.
const BRUNO = ['COLER', 'HXUTI', 'AZNEE', 'TKEQN', 'SWJYK'];
// Jeanne's: Alice's rows upside down: the same 17 across; down RELOC 5 (REL 3 + OC 2), ITUXH 2 (TU), EENZA 2 (EN),
// NQEKT, KYJWS nothing = 9. 17 + 9 = 26.
const JEANNE = ['RIENK', 'ETEQY', 'LUNEJ', 'OXZKW', 'CHATS'];
const LETTERS = [...ALICE.join('')];
const CALLS = LETTERS.map((letter, i) => ({ seat: (i % 3) + 1, letter }));

describe('Think of a Letter of a club evening through the API', () => {
  const evening = clubEvening('THINK_OF_A_LETTER');
  const { games, create } = evening;
  let game: string;
  const put = (record: unknown, version: number) => evening.t.http().put(`${games()}/${game}/record`).set(evening.org).send({ record, version });

  it('creates a game with the book settings filled in; refuses bad settings and a lone player (422 naming the box)', async () => {
    const res = await create({ title: 'Soirée du vendredi', settings: { bestGrid: { seed: 'douai', iterations: 5000 } } }).expect(201);
    expect(res.body).toMatchObject({ kind: 'THINK_OF_A_LETTER', version: 1, finished: false, record: { calls: [], grids: [null, null, null] } });
    expect(res.body.settings).toEqual({ size: 5, bonuses: { '5': 1 }, rulings: { admitted: [], refused: [] }, bestGrid: { seed: 'douai', iterations: 5000 } });
    expect(res.body.result).toMatchObject({ size: 5, callsMade: 0, callsNeeded: 25, finished: false, bestFound: null });
    expect(res.body.standings.map((s: { points: number; place: number }) => [s.points, s.place])).toEqual([[0, 1], [0, 1], [0, 1]]);
    game = res.body.id;

    const bad = await create({ settings: { size: 12, bonuses: { '8': 2 } } }).expect(422);
    expect(bad.body.errors).toEqual([
      { field: 'settings.size', reason: 'une grille de 3 à 10 cases de côté (le livre joue en 5, sa variante en 8)' },
      { field: 'settings.bonuses.8', reason: 'une longueur de mot de 2 à 5 (le côté de la grille)' },
    ]);
    inFrench(bad.body);
    const alone = await evening.t.http().post(games()).set(evening.org).send({ kind: 'THINK_OF_A_LETTER', playedOn: '2026-12-04', players: [{ playerId: evening.alice }] }).expect(422);
    expect(alone.body).toMatchObject({ code: 'PLAYER_COUNT', errors: [{ field: 'players' }] });
    inFrench(alone.body);
  });

  it('refuses a grid with a missing letter, naming the square, and stores nothing', async () => {
    // Bruno wrote an X where the T of TKEQN goes: one T missing, one X too many. X was called once; the second X
    // in reading order (row 3, column 0; row 1 holds the first) is the one named.
    const wrong = ['COLER', 'HXUTI', 'AZNEE', 'XKEQN', 'SWJYK'];
    const res = await put({ calls: CALLS, grids: [{ rows: ALICE }, { rows: wrong }, { rows: JEANNE }] }, 1).expect(422);
    expect(res.body.errors).toEqual([
      { field: 'grids[1].rows[3][0]', reason: 'X est écrit 2 fois mais appelé 1 fois ; il manque à la grille T (appelé 2 fois, écrit 1 fois)' },
      { field: 'grids[1]', reason: 'la grille doit contenir les lettres appelées : il lui manque T (appelé 2 fois, écrit 1 fois)' },
    ]);
    expect(res.body.detail).toBe('2 cases refusées, la première : grids[1].rows[3][0] : X est écrit 2 fois mais appelé 1 fois ; il manque à la grille T (appelé 2 fois, écrit 1 fois)');
    inFrench(res.body);
    // A square left empty, calls out of turn: each said in French too.
    const holes = await put({ calls: [{ seat: 1, letter: 'C' }, { seat: 3, letter: 'H' }], grids: [] }, 1).expect(422);
    expect(holes.body.errors).toEqual([{ field: 'calls[1].seat', reason: 'la lettre 2 est appelée par la place 2 (les appels font le tour de la table depuis la place 1), pas par la place 3' }]);
    inFrench(holes.body);
    const empty = await put({ calls: CALLS, grids: [{ rows: ['CHATS', 'OXZKW', 'LUNEJ', 'ETEQY', ['R', 'I', '', 'N', 'K']] }] }, 1).expect(422);
    expect(empty.body.errors[0]).toEqual({ field: 'grids[0].rows[4][2]', reason: 'la case est vide : il lui manque sa lettre' });
    inFrench(empty.body);
    const stored = await evening.t.http().get(`${games()}/${game}`).expect(200);
    expect(stored.body).toMatchObject({ version: 1, record: { calls: [] } });
  });

  it('scores the three grids against the French lexicon: Jeanne 26 first, Alice and Bruno 25 share second', async () => {
    const res = await put({ calls: CALLS, grids: [{ rows: ALICE }, { rows: BRUNO }, { rows: JEANNE.map((r) => r.toLowerCase()) }] }, 1).expect(200);
    expect(res.body).toMatchObject({ version: 2, finished: true });
    expect(res.body.standings).toEqual([
      { seat: 3, name: 'Jeanne (invitée)', points: 26, place: 1 },
      { seat: 1, name: 'Alice Martin', points: 25, place: 2 },
      { seat: 2, name: 'Bruno Petit', points: 25, place: 2 },
    ]);
    const [a, b, j] = res.body.result.players;
    expect([a.score.rowTotals, a.score.columnTotals, a.score.total]).toEqual([[6, 0, 4, 3, 4], [3, 2, 3, 0, 0], 25]);
    expect([b.score.rowTotals, b.score.columnTotals]).toEqual([[3, 2, 3, 0, 0], [6, 0, 4, 3, 4]]);
    expect([j.score.rowTotals, j.score.columnTotals, j.score.total]).toEqual([[4, 3, 4, 0, 6], [5, 2, 2, 0, 0], 26]);
    // ETE counts through the lexicon's "été"; LUNE is kept over LU + NE (the same 4 points, fewer words)
    expect(a.score.rows[3].words).toEqual([{ word: 'ETE', spelling: 'été', by: 'lexicon', start: 0, end: 2, points: 3, squares: [[3, 0], [3, 1], [3, 2]] }]);
    expect(a.score.rows[2].words.map((w: { word: string }) => w.word)).toEqual(['LUNE']);
    expect(j.score.columns[0].words.map((w: { word: string }) => w.word)).toEqual(['REL', 'OC']);
    expect(res.body.record.grids[2].rows).toEqual(JEANNE);

    // for the curious: the best grid found for these 25 letters, never worse than Jeanne's
    const best = res.body.result.bestFound;
    expect(best).toMatchObject({ seed: 'douai', iterations: 5000 });
    expect(best.total).toBeGreaterThanOrEqual(26);
    expect(best.score.total).toBe(best.total);
    expect([...best.rows.join('')].sort()).toEqual([...LETTERS].sort());
  });

  it('refuses a stale version (409); the game reads back the same, with its ETag', async () => {
    inFrench((await put({ calls: CALLS, grids: [{ rows: ALICE }, { rows: BRUNO }, { rows: JEANNE }] }, 1).expect(409)).body);
    const res = await evening.t.http().get(`${games()}/${game}`).expect(200);
    expect(res.headers.etag).toBe('"2"');
    expect(res.body.standings.map((s: { points: number }) => s.points)).toEqual([26, 25, 25]);
  });

  it('prints the score sheet: each grid with its row totals, column totals and total, the standings', async () => {
    const { flat, pages } = await fetchPdf(evening.t.http().get(`${games()}/${game}/sheet.pdf`));
    expect(pages).toBe(1);
    expect(flat).toContain('Pensez à une lettre : feuille de marque');
    expect(flat).toMatch(/ 1 3 Jeanne \(invitée\) 26\n/);
    expect(flat).toMatch(/ 2 1 Alice Martin 25\n/);
    expect(flat).toMatch(/ 2 2 Bruno Petit 25\n/);
    // the first band: Alice's, Bruno's and Jeanne's grids side by side, a row of each per line
    expect(flat).toContain('C H A T S 6 C O L E R 3 R I E N K 4');
    expect(flat).toContain('3 2 3 0 0 25 6 0 4 3 4 25 5 2 2 0 0 26');
    expect(flat).toContain('L4 : ETE (été)');
    expect(flat).toContain('Pour les curieux : la meilleure grille trouvée');
  });
});
