import { RuleInputError } from '@greffier/common';
import { MESSAGES } from '@greffier/messages';
import { englishWords } from '../../messages/src/testing/english';
import { applyLateE } from './arbitration';
import { InvalidScoreSheetError, PyramideInputError } from './errors';
import { countedEnigmas, tablePlan } from './plan';
import { nextSeating, planRotations } from './rotation';
import type { ScoreSheet } from './score-sheet';
import { checkSeating, drawDoubletteSeating, drawFirstSeating, tableSizes, type Seating } from './seating';
import { seatingExplanation } from './seating-explanation';
import { validateSheet } from './sheet-validation';
import { gameResults, standings } from './standings';
import { checkTableSheet } from './table-sheet';
import { fullSheet, PAIRS, THREE } from './testing/sheets';
import { violationText } from './violations';

const edited = (edit: (s: ScoreSheet) => void, base: () => ScoreSheet = () => fullSheet()): ScoreSheet => {
  const sheet = structuredClone(base());
  edit(sheet);
  return sheet;
};

/** Sheets that break, between them, every rule a sheet can break. */
const BROKEN: ScoreSheet[] = [
  edited((s) => {
    s.enigmes[0]!.words = [3, 3, 3, 3, 2].map((n) => ({ bricks: n, word: 'm' }));
    s.enigmes[1]!.words[1] = { bricks: 0, word: 'm' };
    s.enigmes[2]!.words[2] = { bricks: 0, word: null };
    s.enigmes[3]!.words.pop();
    s.enigmes[4]!.title = ' ';
    s.enigmes[5]!.solution = '';
    s.enigmes[6]!.words[0]!.bricks = 1.5;
    Object.assign(s.enigmes[7]!, { dico: 'ana', syno: 'bea' });
    s.enigmes.push(structuredClone(s.enigmes[8]!));
    s.pingPong.bricks = [
      { word: 1, team: 0, mark: '1' },
      { word: 2, team: 1, mark: 'x' },
      { word: 2, team: 0, mark: '1' },
      { word: 2, team: 1, mark: 'x' },
      { word: 4, team: 0, mark: 'x' },
      { word: 5, team: 1, mark: '2' as never },
    ];
    s.pingPong.finished = true;
    s.nomsPropres.names[0]!.points = [1, 1];
    s.nomsPropres.names[1]!.points = [0, 0];
    s.nomsPropres.names[2]!.bids = [4, null];
    s.nomsPropres.names[3]!.bids = [2, 2];
    s.nomsPropres.names.push({ bids: [1, null], points: [1, 0] });
    s.grandesPyramides.pyramids[1].expressions[4] = 'tête-à-tête';
    s.grandesPyramides.pyramids[0].expressions[2] = '';
    s.grandesPyramides.pyramids[0].expressions.push(null);
    s.declared = { ana: { total: 65 }, zoe: { total: 1 } };
  }),
  edited((s) => {
    const pp = s.pingPong;
    pp.bricks = [...Array.from({ length: 5 }, (_, k) => ({ word: 1, team: (k % 2) as 0 | 1, mark: 'x' as const })), { word: 1, team: 1, mark: 'x' }];
    s.pingPong.bricks.push(...Array.from({ length: 8 }, (_, k) => ({ word: 2 + k, team: 0 as const, mark: '1' as const })));
    s.nomsPropres.names.pop();
    s.grandesPyramides.pyramids[0].stop = 6;
    s.grandesPyramides.pyramids[1].expressions.pop();
    s.players.push('eve');
  }),
  edited((s) => {
    s.pingPong.bricks = [{ word: 1, team: 0, mark: 'x' }, { word: 1, team: 1, mark: 'x' }, { word: 2, team: 0, mark: 'x' }];
    s.pingPong.teams[1] = { dico: 'gus', syno: 'fred' };
    s.grandesPyramides.finished = false;
  }, () => fullSheet(THREE)),
  edited((s) => {
    s.pairs![1] = { id: 'p2', players: ['dan', 'cyr'] };
    s.pingPong.finished = 'yes' as never;
    s.nomsPropres.names[0]!.points = [2, 0] as never;
    s.enigmes[0] = null as never;
  }, () => fullSheet(undefined, 'doublette')),
  edited((s) => (s.players[3] = 'ana')),
  edited((s) => Object.assign(s, { declared: 'all' })),
  edited((s) => (s.pingPong.teams = 'two' as never)),
  edited((s) => Object.assign(s, { formula: 'triplette', enigmes: 'none', nomsPropres: null })),
  edited((s) => Object.assign(s.pingPong, { bricks: null }), () => fullSheet()),
  edited((s) => Object.assign(s.nomsPropres, { names: null })),
  edited((s) => Object.assign(s.grandesPyramides, { pyramids: [] })),
  edited((s) => (s.grandesPyramides.pyramids[0] = null as never)),
  42 as never,
];

describe('the words of a refused sheet', () => {
  const violations = [
    ...BROKEN.flatMap((s) => validateSheet(s).violations),
    ...(() => {
      const check = checkTableSheet({ ...fullSheet(), formula: 'doublette', players: ['bea', 'ana', 'cyr', 'dan'] }, 'individuel', { number: 3, players: ['ana', 'bea', 'cyr', 'dan'], pairs: null });
      return check.ok ? [] : check.problem === 'violations' ? check.violations : [];
    })(),
  ];

  it('come from the catalogue, in French, for every rule a sheet can break', () => {
    const codes = new Set(violations.map((v) => v.code));
    expect(codes.size).toBe(35);
    for (const v of violations) expect({ code: v.code, english: englishWords(violationText(v)) }).toEqual({ code: v.code, english: [] });
    const messages = new Set(violations.map((v) => v.message.code));
    const shapes = (codes: Iterable<string>) => [...codes].filter((code) => code.startsWith('SHEET_SHAPE_')).sort();
    expect(shapes(messages)).toEqual(shapes(Object.keys(MESSAGES)));
  });

  it('refuse the sheet as a whole: 422 (refused), every box with its reason, rule and article, the players named by the caller', () => {
    const sheet = edited((s) => {
      Object.assign(s.pingPong, { bricks: [{ word: 1, team: 0, mark: '1' }, { word: 2, team: 1, mark: 'x' }], finished: false });
      s.nomsPropres.names[0]!.points = [1, 1];
    });
    const error = new InvalidScoreSheetError(validateSheet(sheet).violations, (id) => id.toUpperCase());
    expect(error).toBeInstanceOf(RuleInputError);
    expect({ code: error.code, refused: error.refused, field: error.field }).toEqual({ code: 'INVALID_SCORE_SHEET', refused: true, field: 'sheet' });
    expect(error.message).toBe('La feuille de marque enfreint 2 règles du règlement : elle est refusée en entier, rien n’est enregistré. Chaque erreur nomme la case et l’article.');
    expect(error.boxes).toEqual([
      {
        field: 'pingPong.bricks[1]',
        reason: 'brique 2 : c’était à l’équipe 1 (ANA-BEA) de proposer (l’équipe 1 a trouvé le mot 1 et garde la main) (PP_OUT_OF_TURN, art. 4.2.1)',
        code: 'PP_OUT_OF_TURN',
        article: '4.2.1',
      },
      {
        field: 'nomsPropres.names[0].points',
        reason: 'la colonne porte deux points : chaque colonne comporte un 1, et un seul (NP_TWO_POINTS, art. 6.4)',
        code: 'NP_TWO_POINTS',
        article: '6.4',
      },
    ]);
    expect(new InvalidScoreSheetError([]).boxes).toEqual([]);
  });
});

describe('the refusals of the rules', () => {
  const seating = (tables: string[][]): Seating => ({ formula: 'individuel', tables: tables.map((players, i) => ({ number: i + 1, players, pairs: null })) });
  const sheet = fullSheet();
  it.each<[string, () => unknown, string]>([
    ['5 players', () => tableSizes(5), 'CANNOT_SEAT'],
    ['a blank id', () => drawFirstSeating(['a', '', 'c'], 's'), 'INVALID_SEATING'],
    ['a player twice', () => drawFirstSeating(['a', 'b', 'a'], 's'), 'DUPLICATE_PLAYER'],
    ['3 pairs', () => drawDoubletteSeating([...PAIRS, { id: 'p3', players: ['eve', 'fred'] }], 's'), 'ODD_PAIRS'],
    ['a pair of one', () => drawDoubletteSeating([PAIRS[0], { id: 'p2', players: ['cyr'] as never }], 's'), 'INVALID_PAIR'],
    ['no formula', () => checkSeating({ formula: 'triplette' as never, tables: [] }), 'INVALID_FORMULA'],
    ['no table', () => checkSeating({ formula: 'individuel', tables: [] }), 'INVALID_SEATING'],
    ['tables out of order', () => checkSeating({ formula: 'individuel', tables: [{ number: 2, players: ['a', 'b', 'c'], pairs: null }] }), 'INVALID_TABLE'],
    ['a table of 5', () => checkSeating(seating([['a', 'b', 'c', 'd', 'e']])), 'INVALID_TABLE'],
    ['a doublette table without its pairs', () => checkSeating({ formula: 'doublette', tables: [{ number: 1, players: ['ana', 'bea', 'cyr', 'dan'], pairs: null }] }), 'INVALID_TABLE'],
    ['a doublette plan for 3', () => tablePlan({ players: ['a', 'b', 'c'], pairs: null }, 'doublette'), 'INVALID_TABLE'],
    ['a cap of 13 enigmas', () => countedEnigmas(12, 13), 'INVALID_ENIGMA_CAP'],
    ['no history', () => nextSeating([], { seed: 's' }), 'INVALID_GAMES'],
    ['no seed', () => nextSeating([seating([['a', 'b', 'c']])], { seed: '' }), 'INVALID_SEATING'],
    ['no game', () => planRotations(seating([['a', 'b', 'c']]), 0, 's'), 'INVALID_GAMES'],
    ['a late E elsewhere', () => applyLateE(sheet, { event: 'enigmes' } as never), 'INVALID_CORRECTION'],
    ['a late E on no brick', () => applyLateE(sheet, { event: 'pingPong', brick: 20 }), 'INVALID_CORRECTION'],
    ['a late E on an earlier word', () => applyLateE(sheet, { event: 'pingPong', brick: 1 }), 'LATE_E_TOO_LATE'],
    ['a late E on no name', () => applyLateE(sheet, { event: 'nomsPropres', name: 9 }), 'INVALID_CORRECTION'],
    ['a late E on an earlier name', () => applyLateE(sheet, { event: 'nomsPropres', name: 0 }), 'LATE_E_TOO_LATE'],
    ['a late E on no team', () => applyLateE(sheet, { event: 'grandesPyramides', team: 2 as never, expression: 1 }), 'INVALID_CORRECTION'],
    ['a late E on no expression', () => applyLateE(sheet, { event: 'grandesPyramides', team: 0, expression: 6 }), 'INVALID_CORRECTION'],
    ['a late E after the stop', () => applyLateE(sheet, { event: 'grandesPyramides', team: 1, expression: 4 }), 'INVALID_CORRECTION'],
    ['no sheet', () => gameResults({ game: 1, sheets: [] }), 'INVALID_STANDINGS_INPUT'],
    ['two formulas', () => gameResults({ game: 1, sheets: [sheet, fullSheet(undefined, 'doublette')] }), 'INVALID_STANDINGS_INPUT'],
    ['a player at two tables', () => gameResults({ game: 1, sheets: [sheet, sheet] }), 'DUPLICATE_PLAYER'],
    ['no seed for the standings', () => standings([{ game: 1, sheets: [sheet] }], { randomSeed: '' }), 'INVALID_STANDINGS_INPUT'],
    ['no game to rank', () => standings([], { randomSeed: 's' }), 'INVALID_STANDINGS_INPUT'],
    ['a game twice', () => standings([{ game: 1, sheets: [sheet] }, { game: 1, sheets: [sheet] }], { randomSeed: 's' }), 'INVALID_STANDINGS_INPUT'],
  ])('%s: said in French', (_, run, code) => {
    let error: unknown;
    try {
      run();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(PyramideInputError);
    const { message } = error as PyramideInputError;
    expect({ code: (error as PyramideInputError).code, english: englishWords(message) }).toEqual({ code, english: [] });
    expect(message).not.toMatch(/undefined|NaN|\[object/);
  });

  it.each<[string, string | null, number]>([
    ['draw', null, 0],
    ['regulation', null, 0],
    ['regulation', null, 2],
    ['computed', 'TABLE_SIZES', 1],
    ['computed', 'PLAYERS_CHANGED', 0],
    ['computed', 'REPEATS', 3],
    ['computed', 'DOUBLETTE', 0],
    ['computed', 'ELSE', 0],
  ])('explains a seating (%s, %s, %i repeats) in French', (method, fallback, repeats) => {
    expect(englishWords(seatingExplanation(method, fallback, repeats))).toEqual([]);
  });
});
