import { FINAL_PLAN, MATCH_PLAN } from '@greffier/dcl';
import { Lexicon, longestWords } from '@greffier/lexicon';
import type { LettersDrawTop } from './duplicate-scoring';
import { TournamentInputError } from './errors';
import { matchPlanFor, readMatchAnswer, scoreMatch, type MatchContext, type MatchDrawAnswer } from './match-scoring';
import { draw, lexicon, session, writtenSolution } from './testing/duplicate-fixtures';
import { scoreTvMatch } from './tv-format';

const ctx: MatchContext = { lexicon };
const word = (round: number, w: string): MatchDrawAnswer => ({ round, kind: 'letters', word: w });
const lines = (round: number, written: string): MatchDrawAnswer => ({ round, kind: 'numbers', written });
const value = (round: number, declared: number): MatchDrawAnswer => ({ round, kind: 'numbers', declared });
const blank = (round: number): MatchDrawAnswer => ({ round, kind: 'blank' });
const ruledWrong = (round: number): MatchDrawAnswer => ({ round, kind: 'error', reason: 'announced, not written' });
const one = (a: MatchDrawAnswer, b: MatchDrawAnswer, c: MatchContext = ctx): [number, number] =>
  scoreMatch([draw(a.round)], [a], [b], c).draws[0]!.points;

describe('scoreMatch: one letters draw (the longer valid word scores 1)', () => {
  it.each<[string, MatchDrawAnswer, MatchDrawAnswer, [number, number]]>([
    // coup 2: B A M E R I L A N E; coup 3: A N E D O S U N E I; coup 5: F A T U I T E X Y Z
    ['remaniable (10) against marine (6)', word(2, 'remaniable'), word(2, 'marine'), [1, 0]],
    ['marine (6) against aimable (7)', word(2, 'marine'), word(2, 'aimable'), [0, 1]],
    ['two words of 6: equal, nothing', word(2, 'marine'), word(2, 'marine'), [0, 0]],
    ['aimable against nothing', word(2, 'aimable'), blank(2), [1, 0]],
    ['nothing against nothing', blank(2), blank(2), [0, 0]],
    ['marine against a letter not drawn (error): the point to the valid word', word(2, 'marine'), word(2, 'marines'), [1, 0]],
    ['nothing against an error: the error gives the point', blank(3), word(3, 'aidons'), [1, 0]], // aidons: a conjugated verb
    ['an error of 10 letters against soudaine: the error gives the point', word(3, 'saoudiennes'), word(3, 'soudaine'), [0, 1]],
    ['both in error: nothing', word(3, 'aidons'), word(3, 'saoudiennes'), [0, 0]],
    ['fatuite against fatuité: accents on E not required in a match, 7 = 7', word(5, 'fatuite'), word(5, 'fatuité'), [0, 0]],
    ['a ruled-wrong answer against nothing', ruledWrong(2), blank(2), [0, 1]],
  ])('%s: %j', (_, a, b, points) => {
    expect(one(a, b)).toEqual(points);
  });

  it('requires the accents on E when the flag says so: fatuite is then an error', () => {
    const c = { ...ctx, requireAccentsOnE: true };
    expect(one(word(5, 'fatuite'), word(5, 'fatuité'), c)).toEqual([0, 1]);
    const read = readMatchAnswer(draw(5), word(5, 'fatuite'), c);
    expect(read).toMatchObject({ outcome: 'error', length: 7, reason: { code: 'MISSING_ACCENT_ON_E' } });
  });

  it('applies the tournament rulings', () => {
    expect(one(word(2, 'marine'), word(2, 'remaniable'), { ...ctx, rulings: { refused: ['remaniable'] } })).toEqual([1, 0]);
  });
});

/** A numbers answer as a match sheet should carry it: the written solution that reaches the value. */
const solved = (round: number, result: number): MatchDrawAnswer => lines(round, writtenSolution(round, result));

describe('scoreMatch: one numbers draw (the closer valid result scores 1)', () => {
  it.each<[string, MatchDrawAnswer, MatchDrawAnswer, [number, number]]>([
    // coup 1: 3 100 8 8 10 6 -> 683; coup 4: 1 2 3 4 5 6 -> 883, infeasible (best 900, 17 away)
    ['683 exact against 680 (3 away)', solved(1, 683), solved(1, 680), [1, 0]],
    ['684 against 682: both 1 away, nothing', solved(1, 684), solved(1, 682), [0, 0]],
    ['685 (2 away) against 682 (1 away)', solved(1, 685), solved(1, 682), [0, 1]],
    ['a wrong line against nothing: the error gives the point', lines(1, '100 x 6 = 601'), blank(1), [0, 1]],
    ['two wrong lines: nothing', lines(1, '100 x 6 = 601'), lines(1, '8 x 8 = 64\n64 x 8 = 512'), [0, 0]],
    ['infeasible: 900 (17 away) against 864 (19 away)', solved(4, 900), solved(4, 864), [1, 0]],
    // coup 6: 75 8 5 2 1 1 -> 603; the regulation's unfinished "75x8 = 600 / 5-2 = 3" counts 600
    ['the unfinished solution: 600 (3 away) against 610 (7 away)', lines(6, '75x8 = 600\n5-2 = 3'), solved(6, 610), [1, 0]],
    ['ruled wrong against 680', ruledWrong(1), solved(1, 680), [0, 1]],
  ])('%s: %j', (_, a, b, points) => {
    expect(one(a, b)).toEqual(points);
  });
});

// Douai, IV - Matchs: "Pour les comptes, seule la solution écrite est acceptée, les lapsus ne seront donc pas
// sanctionnés". A value typed alone is not accepted: no answer (not an error, which would give the point away).
describe('scoreMatch: a numbers value typed alone is not accepted ("seule la solution écrite est acceptée")', () => {
  it.each<[string, MatchDrawAnswer, MatchDrawAnswer, [number, number]]>([
    ['683 alone against nothing: nothing against nothing', value(1, 683), blank(1), [0, 0]],
    ['683 alone against 680 written: the written 680 scores', value(1, 683), solved(1, 680), [0, 1]],
    ['683 alone against 683 alone: nothing', value(1, 683), value(1, 683), [0, 0]],
    ['683 alone against a wrong line: the error gives the point', value(1, 683), lines(1, '100 x 6 = 601'), [1, 0]],
    ['883 alone, which the plates cannot give: no answer, not an error', value(4, 883), blank(4), [0, 0]],
    ['683 with blank lines: still a value alone', { round: 1, kind: 'numbers', declared: 683, written: '  ' }, solved(1, 680), [0, 1]],
    ['683 with its lines: the lines count', { round: 1, kind: 'numbers', declared: 683, written: writtenSolution(1, 683) }, solved(1, 680), [1, 0]],
  ])('%s', (_, a, b, points) => {
    expect(one(a, b)).toEqual(points);
  });

  it('tells the arbiter why: VALUE_WITHOUT_SOLUTION, no answer', () => {
    const read = readMatchAnswer(draw(1), value(1, 683), ctx);
    expect(read).toEqual({
      outcome: 'none',
      missing: false,
      flags: [],
      reason: { code: 'VALUE_WITHOUT_SOLUTION', message: expect.stringContaining('seule la solution écrite est acceptée') },
    });
  });

  it('still refuses a value that is not a positive integer (a typing error)', () => {
    expect(() => readMatchAnswer(draw(1), value(1, 0), ctx)).toThrow(expect.objectContaining({ code: 'INVALID_ANSWER' }));
  });
});

describe('scoreMatch: a whole match', () => {
  const answersA: MatchDrawAnswer[] = [
    solved(1, 683), word(2, 'remaniable'), word(3, 'soudaine'), solved(4, 864), word(5, 'fatuité'), lines(6, '75x8 = 600\n5-2 = 3'),
  ];
  const answersB: MatchDrawAnswer[] = [
    solved(1, 683), word(2, 'aimable'), word(3, 'saoudienne'), solved(4, 900), lines(5, 'x'), blank(6),
  ];

  it('adds the draws, and scores a draw with no answer typed in as blank', () => {
    // B's coup 5 left out: blank against fatuité
    const r = scoreMatch(session, answersA, answersB.filter((a) => a.round !== 5), ctx);
    expect(r.draws.map((d) => d.points)).toEqual([[0, 0], [1, 0], [0, 1], [0, 1], [1, 0], [1, 0]]);
    expect(r.totals).toEqual([3, 2]); // 0+1+0+0+1+1 = 3; 0+0+1+1+0+0 = 2
    expect(r).toMatchObject({ tied: false, leader: 'a', missingRounds: { a: [], b: [5] } });
  });

  it('a tie: equal totals', () => {
    const r = scoreMatch(session.slice(0, 3), answersA.slice(0, 3), answersB.slice(0, 3), ctx);
    expect(r.totals).toEqual([1, 1]); // 0+1+0 = 1; 0+0+1 = 1
    expect(r).toMatchObject({ tied: true, leader: null });
  });

  it.each<[string, () => unknown, string]>([
    ['an answer for a coup not in the match', () => scoreMatch(session.slice(0, 2), [value(3, 1)], [], ctx), 'UNKNOWN_ROUND'],
    ['two answers for one coup', () => scoreMatch(session, [], [blank(1), blank(1)], ctx), 'DUPLICATE_ROUND'],
    ['lines for a letters draw', () => scoreMatch(session, answersA, answersB, ctx), 'ANSWER_KIND_MISMATCH'],
  ])('refuses %s', (_, act, code) => {
    expect(act).toThrow(TournamentInputError);
    expect(act).toThrow(expect.objectContaining({ code }));
  });
});

describe('matchPlanFor', () => {
  it.each<[string, number, number]>([
    // stage, numbers draws, letters draws
    ['round-of-16', 8, 12], // 8 + 12 = 20
    ['quarter-final', 8, 12],
    ['semi-final', 8, 12],
    ['classification', 8, 12],
    ['final', 8, 16], // 8 + 16 = 24
  ])('%s: %i numbers + %i letters', (stage, numbers, letters) => {
    const plan = matchPlanFor(stage as Parameters<typeof matchPlanFor>[0]);
    expect(plan).toBe(stage === 'final' ? FINAL_PLAN : MATCH_PLAN);
    expect([plan.numbers, plan.letters.reduce((n, l) => n + l.count, 0)]).toEqual([numbers, letters]);
  });
});

// 004, Le Mot le plus long: "si un candidat propose un mot erroné plus long que le mot correct joué par son
// adversaire, ce dernier marque le nombre de points correspondant au plus long des deux mots". A word the table's
// arbiter ruled wrong is an erroneous word like any other: it keeps its length.
describe('a word ruled wrong keeps its length (TV format, 004 "le plus long des deux mots")', () => {
  const tvLexicon = Lexicon.fromForms(['loi', 'diol', 'code', 'codé', 'capitule', 'capitulé', 'pic']);
  const letters = 'C A P I T U L E O D'.split(' ');
  const { maxLength, words } = longestWords(tvLexicon, letters);
  const CAPITULEOD: LettersDrawTop = { round: 1, kind: 'letters', letters, maxLength, longestWords: words };
  const said = (w: string): MatchDrawAnswer => ({ round: 1, kind: 'letters', word: w });
  const wrong = (w?: string): MatchDrawAnswer => ({ round: 1, kind: 'error', reason: 'announced, not written', ...(w === undefined ? {} : { word: w }) });
  const tv = (a: MatchDrawAnswer, b: MatchDrawAnswer): [number, number] =>
    scoreTvMatch([{ kind: 'letters', draw: CAPITULEOD, a, b }], { lexicon: tvLexicon }).steps[0]!.points;

  it.each<[string, MatchDrawAnswer, MatchDrawAnswer, [number, number]]>([
    ['diol (4) ruled wrong against loi (3): max(4, 3) = 4 to loi', wrong('diol'), said('loi'), [0, 4]],
    ['code (4) against capitulé (8) ruled wrong: max(4, 8) = 8 to code', said('code'), wrong('capitulé'), [8, 0]],
    ['capitulé (8) against code (4) ruled wrong: not longer, 8 alone', said('capitulé'), wrong('code'), [8, 0]],
    ['loi (3) against pic (3) ruled wrong: as long, 3 alone', said('loi'), wrong('pic'), [3, 0]],
    ['diol ruled wrong against capitulé ruled wrong: both wrong, nothing', wrong('diol'), wrong('capitulé'), [0, 0]],
    ['capitulé ruled wrong against nothing: no correct word, nothing', wrong('capitulé'), { round: 1, kind: 'blank' }, [0, 0]],
    ['a ruling with no word typed against loi: 0 letters, 3 alone', wrong(), said('loi'), [0, 3]],
    // the same lengths as a word refused by the lexicon or the draw (capituler: the R is not drawn, 9 letters)
    ['code (4) against capituler (9, R not drawn): 9 to code', said('code'), said('capituler'), [9, 0]],
  ])('%s', (_, a, b, points) => {
    expect(tv(a, b)).toEqual(points);
  });

  it('reads the ruled-wrong word as an error with its letters: capitulé, 8 (accents ignored), RULED_WRONG', () => {
    expect(readMatchAnswer(CAPITULEOD, wrong(' capitulé '), { lexicon: tvLexicon })).toEqual({
      outcome: 'error',
      word: 'capitulé',
      length: 8,
      reason: { code: 'RULED_WRONG', message: 'announced, not written' },
      flags: [],
      missing: false,
    });
  });

  it('keeps the Douai match rule: a player alone in error gives the point, whatever its length', () => {
    const r = scoreMatch([CAPITULEOD], [said('loi')], [wrong('capitulé')], { lexicon: tvLexicon });
    expect(r.draws[0]!.points).toEqual([1, 0]);
  });

  it('ignores a word given with a ruled-wrong numbers answer', () => {
    expect(readMatchAnswer(draw(1), wrong('code'), ctx)).toEqual({ outcome: 'error', reason: { code: 'RULED_WRONG', message: 'announced, not written' }, flags: [], missing: false });
  });
});
