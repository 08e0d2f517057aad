import { parse } from 'csv-parse/sync';
import { restoreFormula } from '../common/spreadsheet-csv';
import { bestClubCupTable, generalRankingTable, matchesTable } from './afternoon-rows';
import { answerSheetsTable, changeText, duplicateRankingTable } from './duplicate-rows';
import { csvCell, type ExportTable, tableToCsv } from './export-table';
import { clubGamesTable, pyramideSheetsTable, pyramideStandingsTable } from './pyramide-rows';

/** The CSV read back as a spreadsheet would: BOM, ";" and the neutralised formulas undone. */
function readBack(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return (parse(csv.slice(1), { delimiter: ';' }) as string[][]).map((r) => r.map(restoreFormula));
}

const figures = (total: number) => ({ enigmes: 10, pingPong: 4, nomsPropres: 2, grandesPyramides: total - 16, total, bonus: 1, solutions: 5 });
const ranked = (bib: number, name: string) => ({ bib, licence: `L${bib}`, name, club: 'Douai' });

describe('the exports as tables', () => {
  it.each([
    [null, ''],
    [true, 'oui'],
    [false, 'non'],
    [0, '0'],
    [312, '312'],
    ['=1+1', '=1+1'],
  ])('a cell %p is written %p (before the formula guard)', (value, text) => {
    expect(csvCell(value)).toBe(text);
  });

  it('writes UTF-8 with a BOM, ";" separated, CRLF, headings in French, formula cells neutralised, and reads back the same', () => {
    const table: ExportTable = { name: 't', columns: [{ key: 'name', label: 'nom' }, { key: 'total', label: 'total' }], rows: [{ name: '=HYPERLINK("x")', total: 12 }, { name: 'Zoé; « Æ »', total: null }] };
    const csv = tableToCsv(table);
    expect(csv).toContain('nom;total\r\n');
    expect(csv).toContain(`'=HYPERLINK`);
    expect(readBack(csv)).toEqual([['nom', 'total'], ['=HYPERLINK("x")', '12'], ['Zoé; « Æ »', '']]);
  });

  it('the duplicate ranking: every tie-break column, then the sheets not counted and those not typed in, unranked', () => {
    const row = (rank: number, total: number, extra: object = {}) => ({
      ...ranked(rank, `Joueur ${rank}`),
      rank,
      total,
      tens: 1,
      numbersPoints: 30,
      nines: 0,
      eights: 2,
      sevens: 0,
      lettersPoints: total - 30,
      toppedRounds: [1, 2],
      tiedOnTotal: false,
      brokenBy: null,
      brokenByReason: null,
      firstToppedDifference: null,
      randomDraw: null,
      percentOfTopPerMille: 973,
      ...extra,
    });
    const table = duplicateRankingTable({
      rows: [
        row(1, 100, { tiedOnTotal: true, brokenBy: 'first-topped-draw', brokenByReason: 'départagé au premier coup topé (coup 3)', firstToppedDifference: { round: 3, position: 3 } }),
        row(2, 100, { tiedOnTotal: true, brokenBy: 'random-draw', brokenByReason: 'tirage au sort', randomDraw: { seed: 's', lot: 2, of: 2 } }),
      ],
      notCounted: [{ ...ranked(7, 'Incomplet'), reason: 'INCOMPLETE', form: { total: 40, tens: 0, numbersPoints: 10, nines: 0, eights: 0, sevens: 1 } }],
      missingSheets: [ranked(9, 'Absent')],
    });
    expect(table.columns.map((c) => c.key)).toEqual(
      expect.arrayContaining(['rank', 'total', 'tens', 'numbersPoints', 'nines', 'eights', 'sevens', 'brokenBy', 'brokenByReason', 'firstToppedRound', 'randomLot', 'percentOfTopPerMille']),
    );
    expect(table.rows.map((r) => [r.rank, r.total, r.brokenBy, r.firstToppedRound, r.randomLot, r.status])).toEqual([
      [1, 100, 'first-topped-draw', 3, null, 'classé'],
      [2, 100, 'random-draw', null, '2/2', 'classé'],
      [null, 40, null, null, null, 'non classé : feuille non entièrement recopiée'],
      [null, null, null, null, null, 'feuille non saisie'],
    ]);
    expect(table.rows[0]!.toppedRounds).toBe(2);
  });

  it('the answer sheets: one row per coup, the coups not typed in too, each with its own corrections', () => {
    const draws = [
      { round: 1, kind: 'LETTERS' as const, draw: 'BAMERILANE', topPoints: 10, topAnswer: 'REMANIABLE' },
      { round: 2, kind: 'NUMBERS' as const, draw: '1 2 3 4 5 6 → 500', topPoints: 9, topAnswer: '500' },
    ];
    const at = new Date('2026-12-12T09:31:00Z');
    const table = answerSheetsTable(draws, [
      {
        ...ranked(3, 'Jeanne'),
        status: 'CHECKED',
        notCounted: null,
        answers: [{ round: 1, word: 'MANIABLE', value: null, lines: null, points: 8, computedPoints: 0, pointsOverride: 8, overrideReason: 'mot admis', valid: true, topped: false, reasonMessage: null }],
        changes: [
          { round: 1, at, action: 'entry', reason: 'saisie', actorName: null },
          { round: 1, at, action: 'correct', reason: 'mot admis', actorName: 'Paul' },
        ],
      },
    ]);
    expect(table.rows.map((r) => [r.round, r.kind, r.answer, r.points, r.topPoints, r.topped, r.sheetStatus, r.corrections, r.reason])).toEqual([
      // the entry is not a correction: 1 change of 2
      [1, 'lettres', 'MANIABLE', 8, 10, false, 'vérifiée', 1, null],
      [2, 'chiffres', null, null, 9, null, 'vérifiée', 0, 'coup non saisi'],
    ]);
    expect(table.rows[0]!.correctionsDetail).toBe('12/12/2026 10:31 correction (Paul) : mot admis');
    expect(changeText({ round: 1, at, action: 'revert', reason: 'erreur', actorName: null })).toBe('12/12/2026 10:31 annulation : erreur');
  });

  it('the matches: the points of each draw in columns, as many as the longest match, the winner and how it was decided', () => {
    const side = (name: string) => ({ name, club: 'Douai' });
    const table = matchesTable([
      { poule: 'A', code: 'A-R16-1', stage: 'round-of-16', places: { from: 1, to: 16 }, a: side('Ann'), b: side('Bob'), status: 'FINISHED', score: [17, 17], extra: [5, 5], winner: side('Ann'), decidedBy: 'sudden-death', draws: [{ round: 1, a: 10, b: 7 }, { round: 2, a: 7, b: 10 }], suddenDeath: [[0, 0], [7, 0]] },
      { poule: 'A', code: 'A-R16-2', stage: 'round-of-16', places: { from: 1, to: 16 }, a: side('Cat'), b: null, status: 'FINISHED', score: [0, 0], extra: null, winner: side('Cat'), decidedBy: 'bye', draws: [], suddenDeath: [] },
    ]);
    expect(table.columns.filter((c) => c.key.startsWith('draw')).map((c) => c.label)).toEqual(['tirage 1 A', 'tirage 1 B', 'tirage 2 A', 'tirage 2 B']);
    expect(table.rows.map((r) => [r.code, r.stage, r.scoreA, r.scoreB, r.draw1A, r.draw2B, r.extraA, r.suddenDeath, r.winner, r.decidedBy])).toEqual([
      // 10 + 7 = 17 each: 5 all in the extra draws, Ann wins the second sudden-death draw
      ['A-R16-1', 'huitième de finale', 17, 17, 10, 10, 5, '0-0 ; 7-0', 'Ann', 'à la mort subite'],
      ['A-R16-2', 'huitième de finale', 0, 0, null, null, null, null, 'Cat', 'exempt'],
    ]);
  });

  it('the general ranking and the best-club cup, the unranked last', () => {
    const general = generalRankingTable({ rows: [{ place: 1, poule: 'A', placeInPoule: 1, name: 'Ann', club: 'X' }], withdrawnBeforePoules: [{ name: 'Zed', club: 'Y' }] });
    expect(general.rows.map((r) => [r.place, r.name, r.status])).toEqual([[1, 'Ann', 'classé'], [null, 'Zed', 'retiré avant les poules']]);
    const cup = bestClubCupTable({
      ranked: [{ rank: 1, club: 'Z', total: 20, thirdPlace: 8, brokenBy: 'third-place', players: [{ name: 'A', place: 5 }, { name: 'B', place: 7 }, { name: 'C', place: 8 }] }],
      notRanked: [{ club: 'V', players: [{ name: 'D', place: 39 }] }],
    });
    // 5 + 7 + 8 = 20
    expect(cup.rows.map((r) => [r.rank, r.club, r.total, r.brokenBy, r.players])).toEqual([
      [1, 'Z', 20, 'place du troisième joueur', 'A (5), B (7), C (8)'],
      [null, 'V', null, null, 'D (39)'],
    ]);
  });

  it('the Pyramide: the standings with a column per game counted, the sheets one row per player (and pair), a table not entered once', () => {
    const standings = pyramideStandingsTable({
      gamesCounted: [1, 2],
      rows: [{ rank: 1, name: 'Ann', players: [{ name: 'Ann' }], ...figures(40), tiedOnTotal: false, brokenBy: null, brokenByReason: null, randomDraw: null, withdrawn: false, games: 2, perGame: [{ game: 1, total: 18 }, { game: 2, total: 22 }] }],
    });
    // 18 + 22 = 40
    expect([standings.rows[0]!.game1, standings.rows[0]!.game2, standings.rows[0]!.total]).toEqual([18, 22, 40]);
    const sheets = pyramideSheetsTable([
      { game: 1, tables: [{ table: 1, status: 'CHECKED', result: { scores: [{ bib: 1, name: 'Ann', ...figures(18) }], pairScores: [{ name: 'Ann et Bob', ...figures(30) }] } }, { table: 2, status: null, result: null }] },
    ]);
    expect(sheets.rows.map((r) => [r.game, r.table, r.sheetStatus, r.scoredAs, r.name, r.total])).toEqual([
      [1, 1, 'vérifiée', 'joueur', 'Ann', 18],
      [1, 1, 'vérifiée', 'doublette', 'Ann et Bob', 30],
      [1, 2, 'non saisie', null, null, null],
    ]);
  });

  it('a club evening: one row per game and player, by place, guests marked', () => {
    const table = clubGamesTable([
      { kindLabel: 'Sloubi', playedOn: '2026-12-04', title: null, finished: true, players: [{ seat: 1, playerId: 'p', name: 'Ann' }, { seat: 2, playerId: null, name: 'Invité' }], standings: [{ seat: 1, name: 'Ann', points: 3, place: 2 }, { seat: 2, name: 'Invité', points: 5, place: 1 }] },
    ]);
    expect(table.rows.map((r) => [r.place, r.name, r.guest, r.points])).toEqual([[1, 'Invité', true, 5], [2, 'Ann', false, 3]]);
  });
});
