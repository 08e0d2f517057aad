import { refusedInFrench } from '../../common/src/testing/refused';
import fc from 'fast-check';
import { searchBestGrid } from './best-grid';
import { columnsOf, scoreGrid } from './grid';
import { BOOK_BONUSES } from './points';
import { letterCounts, parseRecord } from './record';
import { scoreGame } from './score';
import { parseSettings, type ThinkOfALetterSettings } from './settings';
import { places } from './standings';
import { TEST_LEXICON } from './testing';

import { lexiconJudge } from './words';

const judge = lexiconJudge(TEST_LEXICON);
const seed = () => 'seed-1';
const settings: ThinkOfALetterSettings = parseSettings({ bestGrid: { seed: 'club-42', iterations: 3000 } }, seed);

// Grid A: ITWIT 5 (IT + WIT), TOAST 6 (5 + 1), SORTX 4, ARTSX 4, XXXXX 0 = 19 across;
// down ITSAX 4 (IT + SA), TOORX 2 (OR), WARTX 3 (ART), ISTSX 0, TTXXX 0 = 9; 19 + 9 = 28.
const A = ['ITWIT', 'TOAST', 'SORTX', 'ARTSX', 'XXXXX'];
// Grid B, same letters: XITXX 2, TWITX 4, XTASX 3, SORTX 4, TROAS 2 = 15; down XTXST 0, IWTOR 2, TIARO 0, XTSTA 2, XXXXS 0 = 4; 19.
const B = ['XITXX', 'TWITX', 'XTASX', 'SORTX', 'TROAS'];
// Grid C: A turned over its diagonal, its rows are A's columns: 9 across + 19 down = 28.
const C = columnsOf(A);
const CALLS = [...A.join('')]; // called by seats 1, 2, 3, 1, 2, 3...

const errorsOf = (f: () => unknown): { field: string; reason: string }[] => refusedInFrench(f, 'no GameInputError').errors;

describe('a grid is scored row by row and column by column (000: "reading either across or down")', () => {
  it.each([
    ['A', A, [5, 6, 4, 4, 0], [4, 2, 3, 0, 0], 28],
    ['B', B, [2, 4, 3, 4, 2], [0, 2, 0, 2, 0], 19],
    ['C (A turned)', C, [4, 2, 3, 0, 0], [5, 6, 4, 4, 0], 28],
  ])('grid %s %j: rows %j, columns %j, total %i', (_name, rows, rowTotals, columnTotals, total) => {
    const scored = scoreGrid(rows, judge, BOOK_BONUSES);
    expect(scored.rowTotals).toEqual(rowTotals);
    expect(scored.columnTotals).toEqual(columnTotals);
    expect(scored.total).toBe(total); // 000: the row totals and the column totals added together
  });

  it('names the squares of each word: WIT of row 0 takes (0,2) (0,3) (0,4); ART of column 2 takes (1,2) (2,2) (3,2)', () => {
    const scored = scoreGrid(A, judge, BOOK_BONUSES);
    expect(scored.rows[0]!.words.map((w) => [w.word, w.squares])).toEqual([['IT', [[0, 0], [0, 1]]], ['WIT', [[0, 2], [0, 3], [0, 4]]]]);
    expect(scored.columns[2]!.words.map((w) => [w.word, w.squares])).toEqual([['ART', [[1, 2], [2, 2], [3, 2]]]]);
  });
});

describe('settings', () => {
  it('default to the book: 5 x 5, five-letter words +1, no rulings, a new seed', () => {
    expect(parseSettings(undefined, seed)).toEqual({ size: 5, bonuses: { '5': 1 }, rulings: { admitted: [], refused: [] }, bestGrid: { seed: 'seed-1', iterations: 20000 } });
  });
  it('take the 8 x 8 variation with its bonus table (000: an eight-letter word could merit two bonus points)', () => {
    expect(parseSettings({ size: 8, bonuses: { '5': 1, '8': 2 } }, seed)).toMatchObject({ size: 8, bonuses: { '5': 1, '8': 2 } });
  });
  it('name every refused setting', () => {
    expect(errorsOf(() => parseSettings({ size: 11, bonuses: { '9': 1, x: 1 }, rulings: { admitted: ['wit', 'l1'], refused: ['WIT'] }, bestGrid: { iterations: -1 }, colour: 'red' }, seed))).toEqual([
      { field: 'settings.colour', reason: 'réglage inconnu (ceux du jeu : « size », « bonuses », « rulings », « bestGrid »)' },
      { field: 'settings.size', reason: 'une grille de 3 à 10 cases de côté (le livre joue en 5, sa variante en 8)' },
      { field: 'settings.bonuses.9', reason: 'une longueur de mot de 2 à 5 (le côté de la grille)' },
      { field: 'settings.bonuses.x', reason: 'une longueur de mot de 2 à 5 (le côté de la grille)' },
      { field: 'settings.rulings.admitted[0]', reason: '« wit » est à la fois admis et refusé (comme « WIT ») par les décisions' },
      { field: 'settings.rulings.admitted[1]', reason: 'un mot fait de lettres, reçu « l1 »' },
      { field: 'settings.bestGrid.iterations', reason: 'un nombre entier d’essais de 0 (pas de recherche) à 200000' },
    ]);
  });
});

describe('the record is checked whole, every refused box named', () => {
  const grids = (...gs: unknown[]) => ({ calls: CALLS, grids: gs });
  it('fills in the seats of the calls by turn, from whoever called first (000: each player in turn)', () => {
    const record = parseRecord(settings, 3, { calls: [{ seat: 2, letter: 'i' }, 'T', { letter: 'É' }, 'W'] });
    expect(record.calls).toEqual([{ seat: 2, letter: 'I' }, { seat: 3, letter: 'T' }, { seat: 1, letter: 'E' }, { seat: 2, letter: 'W' }]);
    expect(record.grids).toEqual([null, null, null]);
  });

  it.each([
    // one letter missing (an X where a T was called): the extra X is named, and what is missing
    ['a missing letter', grids(null, { rows: ['ITWIT', 'TOAST', 'SORXX', 'ARTSX', 'XXXXX'] }), [
      { field: 'grids[1].rows[4][4]', reason: 'X est écrit 8 fois mais appelé 7 fois ; il manque à la grille T (appelé 6 fois, écrit 5 fois)' },
      { field: 'grids[1]', reason: 'la grille doit contenir les lettres appelées : il lui manque T (appelé 6 fois, écrit 5 fois)' },
    ]],
    ['a non-letter and a wrong size', grids({ rows: ['ITWIT', 'TOAST', 'SORT1', 'ARTSXX', 'XXXXX'] }, { rows: A.slice(0, 4) }), [
      { field: 'grids[0].rows[2][4]', reason: 'chaque case contient une lettre de A à Z, reçu « 1 »' },
      { field: 'grids[0].rows[3]', reason: '5 cases attendues, 6 reçues' },
      { field: 'grids[1].rows', reason: '5 lignes attendues, 4 reçues' },
    ]],
    ['an empty square, a row that is no text, a grid that is no grid', grids({ rows: ['ITWIT', 'TOAST', ['S', 'O', 'R', '', 'X'], 12, 'XXXXX'] }, 'ITWIT'), [
      { field: 'grids[0].rows[2][3]', reason: 'la case est vide : il lui manque sa lettre' },
      { field: 'grids[0].rows[3]', reason: '5 lettres (un texte comme « ITWIT » ou une liste de lettres)' },
      { field: 'grids[1].rows', reason: '5 lignes de 5 lettres, de haut en bas' },
    ]],
    ['a call out of turn and a grid too many', { calls: [{ seat: 1, letter: 'A' }, { seat: 3, letter: 'B' }, { letter: '?' }], grids: [null, null, null, null] }, [
      { field: 'calls[1].seat', reason: 'la lettre 2 est appelée par la place 2 (les appels font le tour de la table depuis la place 1), pas par la place 3' },
      { field: 'calls[2].letter', reason: 'une lettre de A à Z, reçu « ? »' },
      { field: 'grids', reason: 'une grille par joueur : 3 joueurs, 4 grilles' },
    ]],
    ['a grid before every letter is called', { calls: CALLS.slice(0, 24), grids: [{ rows: A }] }, [
      { field: 'grids[0]', reason: 'une grille se saisit quand les 25 lettres sont appelées (24 pour l’instant)' },
    ]],
    ['too many calls, a seat off the table, a box the record does not hold', { calls: [...CALLS, 'E', { seat: 7, letter: 'A' }], grids: [], note: 'x' }, [
      { field: 'note', reason: 'case inconnue (celles qu’on attend ici : « calls », « grids »)' },
      { field: 'calls', reason: '25 lettres remplissent une grille de 5 × 5 : 27 appelées' },
      { field: 'calls[26].seat', reason: 'une place de 1 à 3, reçu 7' },
    ]],
  ])('refuses %s', (_what, record, errors) => {
    expect(errorsOf(() => parseRecord(settings, 3, record))).toEqual(errors);
  });
});

describe('the game', () => {
  it('scores every grid, shares the places of a tie and finds a best grid once finished', () => {
    const { record, result } = scoreGame(settings, 3, { calls: CALLS, grids: [{ rows: A }, { rows: B }, { rows: C }] }, judge);
    expect(record.calls.map((c) => c.seat).slice(0, 4)).toEqual([1, 2, 3, 1]);
    expect(result.finished).toBe(true);
    expect(result.players.map((p) => [p.seat, p.points, p.place])).toEqual([[1, 28, 1], [2, 19, 3], [3, 28, 1]]); // 28 = 28 > 19
    const best = result.bestFound!;
    expect(best.score.total).toBe(best.total);
    expect(best.total).toBeGreaterThanOrEqual(28); // the players' grids are its starts
    expect(letterCounts(best.rows.join(''))).toEqual(letterCounts(CALLS));
  });

  it('is not finished while a grid is missing; the missing grid scores 0, and no search runs', () => {
    const { result } = scoreGame(settings, 3, { calls: CALLS, grids: [{ rows: A }, null] }, judge);
    expect(result).toMatchObject({ finished: false, callsMade: 25, callsNeeded: 25, bestFound: null });
    expect(result.players.map((p) => [p.entered, p.points, p.place])).toEqual([[true, 28, 1], [false, 0, 2], [false, 0, 2]]);
  });
});

describe('places (000: the highest final score wins)', () => {
  it.each([
    [[28, 19, 28], [1, 3, 1]],
    [[10, 12, 10, 5], [2, 1, 2, 4]],
    [[0, 0], [1, 1]],
  ])('%j -> %j', (points, expected) => {
    expect(places(points).map((p) => p.place)).toEqual(expected);
  });
});

describe('the best grid found (a bounded search, not a proof)', () => {
  const letters = fc.array(fc.constantFrom('A', 'T', 'S', 'O', 'R', 'I', 'W', 'X'), { minLength: 16, maxLength: 16 });
  it('keeps the called letters, scores what scoreGrid says, is never worse than a start, and repeats itself for a seed', () => {
    fc.assert(
      fc.property(letters, fc.string({ minLength: 1, maxLength: 8 }), (ls, s) => {
        const start = [0, 1, 2, 3].map((r) => ls.slice(r * 4, r * 4 + 4).join(''));
        const found = searchBestGrid(ls, 4, judge, BOOK_BONUSES, { seed: s, iterations: 300, starts: [start] });
        expect(letterCounts(found.rows.join(''))).toEqual(letterCounts(ls));
        expect(scoreGrid(found.rows, judge, BOOK_BONUSES).total).toBe(found.total);
        expect(found.total).toBeGreaterThanOrEqual(scoreGrid(start, judge, BOOK_BONUSES).total);
        expect(searchBestGrid(ls, 4, judge, BOOK_BONUSES, { seed: s, iterations: 300, starts: [start] })).toEqual(found);
      }),
      { seed: 7, numRuns: 60 },
    );
  });

  it('with no budget, gives back the best start as it was', () => {
    expect(searchBestGrid(CALLS, 5, judge, BOOK_BONUSES, { seed: 'x', iterations: 0, starts: [B, A] })).toEqual({ rows: A, total: 28, seed: 'x', iterations: 0, from: 'start' });
  });

  it('improves on a poor grid: from B (19) a 3000-swap search finds more', () => {
    const found = searchBestGrid(CALLS, 5, judge, BOOK_BONUSES, { seed: 'club-42', iterations: 3000, starts: [B] });
    expect(found.from).toBe('search');
    expect(found.total).toBeGreaterThan(19);
  });
});
