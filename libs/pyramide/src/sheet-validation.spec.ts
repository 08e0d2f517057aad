import type { PingPongBrick, ScoreSheet } from './score-sheet';
import { validateSheet } from './sheet-validation';
import { violationText } from './violations';
import { fullSheet, THREE } from './testing/sheets';

const edited = (edit: (s: ScoreSheet) => void, base: () => ScoreSheet = () => fullSheet()): ScoreSheet => {
  const sheet = structuredClone(base());
  edit(sheet);
  return sheet;
};
const found = (sheet: ScoreSheet): [string, string][] => validateSheet(sheet).violations.map((v) => [v.box, v.code]);
const b = (word: number, team: 0 | 1, mark: PingPongBrick['mark']): PingPongBrick => ({ word, team, mark });

describe('validateSheet: a well-kept sheet', () => {
  it.each([
    ['a table of 4', () => fullSheet()],
    ['a table of 3', () => fullSheet(THREE)],
    ['a doublette table', () => fullSheet(undefined, 'doublette')],
  ])('accepts %s', (_, sheet) => {
    expect(validateSheet(sheet())).toEqual({ valid: true, violations: [] });
  });

  it('names the box, the rule, the article, and the message by its code in the catalogue (said in French)', () => {
    const v = validateSheet(edited((s) => s.nomsPropres.names[2]!.points = [1, 1])).violations;
    expect(v).toEqual([{ box: 'nomsPropres.names[2].points', code: 'NP_TWO_POINTS', article: '6.4', message: { code: 'NP_TWO_POINTS' } }]);
    expect(violationText(v[0]!)).toBe('la colonne porte deux points : chaque colonne comporte un 1, et un seul');
  });
});

describe('validateSheet: the enigmas (4.1, 6.2)', () => {
  it.each<[string, (s: ScoreSheet) => void, [string, string][]]>([
    ['14 bricks: 3 + 3 + 3 + 3 + 2', (s) => (s.enigmes[3]!.words = [3, 3, 3, 3, 2].map((n) => ({ bricks: n, word: 'm' }))), [['enigmes[3].words[4].bricks', 'ENIGMA_TOO_MANY_BRICKS']]],
    ['a word found with no brick', (s) => (s.enigmes[0]!.words[1] = { bricks: 0, word: 'm' }), [['enigmes[0].words[1].bricks', 'ENIGMA_FOUND_WITHOUT_BRICK']]],
    ['a word skipped while 5 bricks are left', (s) => (s.enigmes[0]!.words[2] = { bricks: 0, word: null }), [['enigmes[0].words[2].bricks', 'ENIGMA_WORD_SKIPPED']]],
    ['4 words', (s) => s.enigmes[5]!.words.pop(), [['enigmes[5].words', 'ENIGMA_WORD_COUNT']]],
    ['no title', (s) => (s.enigmes[2]!.title = ' '), [['enigmes[2].title', 'ENIGMA_TITLE']]],
    ['an empty word box: neither a word nor a dash', (s) => (s.enigmes[1]!.words[0]!.word = ''), [['enigmes[1].words[0].word', 'ENIGMA_EMPTY_BOX']]],
    ['an empty solution box', (s) => (s.enigmes[1]!.solution = ''), [['enigmes[1].solution', 'ENIGMA_EMPTY_BOX']]],
    ['a fractional brick count', (s) => (s.enigmes[1]!.words[0]!.bricks = 1.5), [['enigmes[1].words[0].bricks', 'ENIGMA_BRICKS_VALUE']]],
    ['a 13th enigma', (s) => s.enigmes.push(structuredClone(s.enigmes[0]!)), [['enigmes[12]', 'ENIGMES_TOO_MANY']]],
    ['the wrong partners at enigma 5 (ana and bea instead of cyr and ana)', (s) => Object.assign(s.enigmes[4]!, { dico: 'ana', syno: 'bea' }), [['enigmes[4]', 'ROLES_NOT_PLANNED']]],
  ])('%s', (_, edit, expected) => {
    expect(found(edited(edit))).toEqual(expected);
  });

  it('accepts the words left at 0 bricks once the 13 are used, and Dico and Syno swapped', () => {
    const sheet = edited((s) => {
      s.enigmes[0]!.words = [5, 5, 3, 0, 0].map((n, j) => ({ bricks: n, word: j < 2 ? 'm' : null }));
      Object.assign(s.enigmes[1]!, { dico: s.enigmes[1]!.syno, syno: s.enigmes[1]!.dico });
    });
    expect(found(sheet)).toEqual([]);
  });
});

describe('validateSheet: the Ping-Pong (4.2, 6.3)', () => {
  const pp = (bricks: PingPongBrick[], finished = false) => (s: ScoreSheet) => Object.assign(s.pingPong, { bricks, finished });
  it.each<[string, (s: ScoreSheet) => void, [string, string][]]>([
    ['a 14th brick', (s) => s.pingPong.bricks.push(b(5, 0, 'x')), [['pingPong.bricks[13]', 'PP_TOO_MANY_BRICKS']]],
    ['a 6th brick on a word', pp([...Array.from({ length: 5 }, (_, k) => b(1, (k % 2) as 0 | 1, 'x')), b(1, 1, 'x')]), [['pingPong.bricks[5]', 'PP_TOO_MANY_BRICKS_FOR_WORD']]],
    ['a brick after the word was found', pp([b(1, 0, 'x'), b(1, 1, '1'), b(1, 0, 'x')]), [['pingPong.bricks[2]', 'PP_BRICK_AFTER_POINT']]],
    ['a brick after an E', pp([b(1, 0, 'E'), b(1, 1, 'x')]), [['pingPong.bricks[1]', 'PP_BRICK_AFTER_POINT']]],
    ['a word given up after 2 bricks without a point', pp([b(1, 0, 'x'), b(1, 1, 'x'), b(2, 0, 'x')]), [['pingPong.bricks[2]', 'PP_WORD_ENDED_EARLY']]],
    ['word 3 after word 1', pp([b(1, 0, '1'), b(3, 0, 'x')]), [['pingPong.bricks[1]', 'PP_WORD_ORDER']]],
    ['a 6th word', pp([1, 2, 3, 4, 5, 6].map((w) => b(w, 0, '1')), true), [['pingPong.bricks[5]', 'PP_TOO_MANY_WORDS']]],
    ['the same team twice in a row', pp([b(1, 0, 'x'), b(1, 0, 'x')]), [['pingPong.bricks[1]', 'PP_OUT_OF_TURN']]],
    ['team 1 starting the first word', pp([b(1, 1, 'x')]), [['pingPong.bricks[0]', 'PP_OUT_OF_TURN']]],
    ['the finder not keeping the hand', pp([b(1, 0, '1'), b(2, 1, 'x')]), [['pingPong.bricks[1]', 'PP_OUT_OF_TURN']]],
    ['the erring team keeping the hand', pp([b(1, 0, 'E'), b(2, 0, 'x')]), [['pingPong.bricks[1]', 'PP_OUT_OF_TURN']]],
    ['an unknown mark', pp([b(1, 0, '2' as never)]), [['pingPong.bricks[0]', 'PP_MARK']]],
    ['marked finished after 3 words in 6 bricks', pp([b(1, 0, '1'), b(2, 0, 'x'), b(2, 1, '1'), b(3, 1, 'x'), b(3, 0, 'x'), b(3, 1, '1')], true), [['pingPong.finished', 'EVENT_INCOMPLETE']]],
    ['marked unfinished though played out', (s) => (s.pingPong.finished = false), [['pingPong.finished', 'EVENT_NOT_UNFINISHED']]],
    ['the wrong partners', (s) => (s.pingPong.teams = [{ dico: 'ana', syno: 'cyr' }, { dico: 'bea', syno: 'dan' }]), [['pingPong.teams[0]', 'ROLES_NOT_PLANNED'], ['pingPong.teams[1]', 'ROLES_NOT_PLANNED']]],
  ])('%s', (_, edit, expected) => {
    expect(found(edited(edit))).toEqual(expected);
  });

  it('explains an out-of-turn brick by the hand, the players by id unless the caller names them', () => {
    const [v] = validateSheet(edited(pp([b(1, 0, '1'), b(2, 1, 'x')]))).violations;
    expect(violationText(v!)).toBe('brique 2 : c’était à l’équipe 1 (ana-bea) de proposer (l’équipe 1 a trouvé le mot 1 et garde la main)');
    expect(violationText(v!, (id) => `${id[0]!.toUpperCase()}${id.slice(1)} Martin`)).toBe(
      'brique 2 : c’était à l’équipe 1 (Ana Martin-Bea Martin) de proposer (l’équipe 1 a trouvé le mot 1 et garde la main)',
    );
  });

  it('accepts an unfinished Ping-Pong as a clean prefix (it will be cancelled)', () => {
    expect(found(edited(pp([b(1, 0, 'x'), b(1, 1, 'x')])))).toEqual([]);
  });
});

describe('validateSheet: the Noms propres (4.3, 6.4)', () => {
  it.each<[string, (s: ScoreSheet) => void, [string, string][]]>([
    ['a column with two points', (s) => (s.nomsPropres.names[0]!.points = [1, 1]), [['nomsPropres.names[0].points', 'NP_TWO_POINTS']]],
    ['a column with no point', (s) => (s.nomsPropres.names[1]!.points = [0, 0]), [['nomsPropres.names[1].points', 'NP_NO_POINT']]],
    ['a bid of 4 bricks', (s) => (s.nomsPropres.names[2]!.bids = [4, null]), [['nomsPropres.names[2].bids[0]', 'NP_BID']]],
    ['a second bid that is not lower', (s) => (s.nomsPropres.names[0]!.bids = [2, 2]), [['nomsPropres.names[0].bids[1]', 'NP_UNDERBID']]],
    ['a 5th name', (s) => s.nomsPropres.names.push({ bids: [1, null], points: [1, 0] }), [['nomsPropres.names[4]', 'NP_TOO_MANY_NAMES']]],
    ['marked finished with 3 names', (s) => s.nomsPropres.names.pop(), [['nomsPropres.finished', 'EVENT_INCOMPLETE']]],
  ])('%s', (_, edit, expected) => {
    expect(found(edited(edit))).toEqual(expected);
  });
});

describe('validateSheet: the Grandes Pyramides (4.4, 6.5)', () => {
  it.each<[string, (s: ScoreSheet) => void, [string, string][]]>([
    ['an expression after the stop', (s) => (s.grandesPyramides.pyramids[1].expressions[4] = 'tête-à-tête'), [['grandesPyramides.pyramids[1].expressions[4]', 'GP_AFTER_STOP']]],
    ['an empty box', (s) => (s.grandesPyramides.pyramids[0].expressions[2] = ''), [['grandesPyramides.pyramids[0].expressions[2]', 'GP_EMPTY_BOX']]],
    ['a 7th box', (s) => s.grandesPyramides.pyramids[0].expressions.push(null), [['grandesPyramides.pyramids[0].expressions', 'GP_BOX_COUNT']]],
    ['a stop on a 7th expression', (s) => (s.grandesPyramides.pyramids[0].stop = 6), [['grandesPyramides.pyramids[0].stop', 'GP_STOP']]],
    ['marked finished with 5 boxes', (s) => s.grandesPyramides.pyramids[0].expressions.pop(), [['grandesPyramides.finished', 'EVENT_INCOMPLETE']]],
  ])('%s', (_, edit, expected) => {
    expect(found(edited(edit))).toEqual(expected);
  });
});

describe('validateSheet: the table and the report', () => {
  it.each<[string, (s: ScoreSheet) => void, [string, string][]]>([
    ['points on the recto that do not follow from the marks', (s) => (s.declared = { ana: { pingPong: 3, total: 65, bonus: 18 } }), [['declared.ana.total', 'DECLARED_MISMATCH']]],
    ['a report for a player of another table', (s) => (s.declared = { zoe: { total: 1 } }), [['declared.zoe', 'DECLARED_UNKNOWN_PLAYER']]],
    ['5 players', (s) => s.players.push('eve'), [['players', 'SHEET_PLAYERS']]],
    ['a player twice', (s) => (s.players[3] = 'ana'), [['players[3]', 'SHEET_PLAYERS']]],
    ['an unknown formula', (s) => (s.formula = 'triplette' as never), [['formula', 'SHEET_FORMULA']]],
    ['a missing event', (s) => delete (s as Partial<ScoreSheet>).nomsPropres, [['nomsPropres', 'SHEET_SHAPE']]],
  ])('%s', (_, edit, expected) => {
    expect(found(edited(edit))).toEqual(expected);
  });

  it('refuses the shared Syno of a table of 3 as a Dico (a Dico knows the list)', () => {
    const sheet = edited((s) => (s.pingPong.teams[1] = { dico: 'gus', syno: 'fred' }), () => fullSheet(THREE));
    expect(found(sheet)).toEqual([['pingPong.teams[1].dico', 'ROLE_SHARED_NOT_SYNO']]);
  });

  it('refuses a doublette sheet whose pairs are not seated A-B and C-D', () => {
    const sheet = edited((s) => (s.pairs![1] = { id: 'p2', players: ['dan', 'cyr'] }), () => fullSheet(undefined, 'doublette'));
    expect(found(sheet)).toEqual([['pairs', 'SHEET_PAIRS']]);
  });

  it('lists every violation of the sheet at once, in the order of the sheet', () => {
    const sheet = edited((s) => {
      s.enigmes[0]!.words[1] = { bricks: 0, word: 'm' };
      s.pingPong.bricks.push(b(5, 0, 'x'));
      s.nomsPropres.names[0]!.points = [1, 1];
      s.grandesPyramides.pyramids[1].expressions[5] = 'bouche-à-oreille';
    });
    expect(found(sheet)).toEqual([
      ['enigmes[0].words[1].bricks', 'ENIGMA_FOUND_WITHOUT_BRICK'],
      ['pingPong.bricks[13]', 'PP_TOO_MANY_BRICKS'],
      ['nomsPropres.names[0].points', 'NP_TWO_POINTS'],
      ['grandesPyramides.pyramids[1].expressions[5]', 'GP_AFTER_STOP'],
    ]);
  });

  it('does not crash on garbage', () => {
    for (const garbage of [null, 42, 'sheet', [], { formula: 'individuel' }, { ...fullSheet(), enigmes: [null, 3] }]) {
      expect(validateSheet(garbage as never).valid).toBe(false);
    }
  });
});
