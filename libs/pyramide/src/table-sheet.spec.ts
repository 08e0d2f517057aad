import type { ScoreSheet } from './score-sheet';
import { seatingExplanation } from './seating-explanation';
import type { Table } from './seating';
import { canonicalSheet, checkTableSheet, sameSheet } from './table-sheet';
import { FOUR, fullSheet, PAIRS } from './testing/sheets';

const TABLE: Table = { number: 2, players: FOUR, pairs: null };
const DOUBLETTE: Table = { number: 1, players: FOUR, pairs: PAIRS };
/** What a screen sends: the boxes, without the header the seating gives. */
const typed = (sheet: ScoreSheet = fullSheet()): Record<string, unknown> => {
  const { formula: _f, players: _p, pairs: _pairs, ...boxes } = sheet;
  return boxes;
};
const problemOf = (body: unknown, table = TABLE, formula: 'individuel' | 'doublette' = 'individuel') => {
  const check = checkTableSheet(body, formula, table);
  if (check.ok) return 'ok';
  return check.problem === 'violations' ? check.violations.map((v) => `${v.box} ${v.code}`) : check.problem === 'unknown-boxes' ? check.boxes : check.problem;
};

describe('checkTableSheet: a feuille de marque sent for a table', () => {
  it.each<[string, unknown, unknown]>([
    ['the boxes alone: the header is the seating\'s', typed(), 'ok'],
    ['the whole sheet, header included', fullSheet(), 'ok'],
    ['with the version the request carries', { ...typed(), version: 3 }, 'ok'],
    ['an array', [typed()], 'not-an-object'],
    ['null', null, 'not-an-object'],
    ['a box that is not on the paper sheet', { ...typed(), score: 12, notes: '' }, ['score', 'notes']],
    ['another formula (a doublette sheet then misses its pairs)', { ...typed(), formula: 'doublette' }, ['formula SHEET_SHAPE', 'pairs SHEET_PAIRS']],
  ])('%s', (_name, body, expected) => {
    expect(problemOf(body)).toEqual(expected);
  });

  it('refuses the players out of seat order first, then the roles that no longer fit', () => {
    expect((problemOf({ ...typed(), players: ['bea', 'ana', 'cyr', 'dan'] }) as string[])[0]).toBe('players SHEET_PLAYERS');
  });

  it('checks the pairs of a doublette table against the seating', () => {
    expect(problemOf(typed(fullSheet(FOUR, 'doublette')), DOUBLETTE, 'doublette')).toBe('ok');
    const swapped = { ...typed(fullSheet(FOUR, 'doublette')), pairs: [PAIRS[1], PAIRS[0]] };
    expect(problemOf(swapped, DOUBLETTE, 'doublette')).toContain('pairs SHEET_PAIRS');
  });

  it('lists every violation of the boxes at once, and a header violation once', () => {
    const sheet = fullSheet();
    sheet.nomsPropres.names[2]!.points = [1, 1];
    sheet.enigmes[0]!.title = ' ';
    expect(problemOf(typed(sheet))).toEqual(['enigmes[0].title ENIGMA_TITLE', 'nomsPropres.names[2].points NP_TWO_POINTS']);
  });

  it('gives a valid sheet back canonical: the paper\'s boxes only, in a fixed order, declared null when left out', () => {
    const check = checkTableSheet(typed(), 'individuel', TABLE);
    expect(check.ok && Object.keys(check.sheet)).toEqual(['formula', 'players', 'pairs', 'enigmes', 'pingPong', 'nomsPropres', 'grandesPyramides', 'declared']);
    expect(check.ok && check.sheet.declared).toBeNull();
  });
});

describe('canonicalSheet and sameSheet: what a retried entry is compared by', () => {
  it.each<[string, (s: ScoreSheet) => void, boolean]>([
    ['the same sheet', () => undefined, true],
    ['keys in another order', (s) => Object.assign(s.pingPong.bricks[0]!, { mark: s.pingPong.bricks[0]!.mark }), true],
    ['an extra key inside a box', (s) => Object.assign(s.enigmes[0]!, { colour: 'blue' }), true],
    ['a declared figure left undefined', (s) => (s.declared = { ana: { total: 40, bonus: undefined } }), false],
    ['another mark', (s) => (s.pingPong.bricks[0]!.mark = '1'), false],
    ['a missing proper-name lower bid read as none', (s) => (s.nomsPropres.names[1]!.bids = [2] as unknown as [number, null]), true],
  ])('%s: %s', (_name, edit, same) => {
    const edited = structuredClone(fullSheet());
    edit(edited);
    expect(sameSheet(fullSheet(), edited)).toBe(same);
  });

  it('keeps the declared figures the paper has, in its order', () => {
    const sheet = { ...fullSheet(), declared: { ana: { total: 40, enigmes: 30, colour: 'x' } } } as unknown as ScoreSheet;
    expect(JSON.stringify(canonicalSheet(sheet).declared)).toBe('{"ana":{"enigmes":30,"total":40}}');
  });
});

describe('seatingExplanation: how a game was seated, for the organiser', () => {
  it.each([
    ['draw', null, 0, 'partie 1 : tirage au sort à partir de la graine du tournoi (3.1)'],
    ['regulation', null, 0, 'rotation du règlement (3.2) : A reste, B avance d’une table, C recule d’une table, D avance de 2 tables'],
    ['regulation', null, 2, 'rotation du règlement (3.2) ; elle fait 2 rencontres répétées, mais aucune autre disposition n’en fait moins'],
    ['computed', 'PLAYERS_CHANGED', 1, 'rotation calculée : des joueurs sont arrivés ou partis depuis la partie précédente ; 1 rencontre répétée'],
    ['computed', 'DOUBLETTE', 0, 'rotation calculée : en doublette, les paires rencontrent de nouvelles paires par une rotation calculée (tournante) ; 0 rencontre répétée'],
    ['computed', null, 3, 'rotation calculée : la rotation du règlement ne convient pas ; 3 rencontres répétées'],
  ])('%s, fallback %s, %i repeats', (method, fallback, repeats, expected) => {
    expect(seatingExplanation(method, fallback, repeats)).toBe(expected);
  });
});
