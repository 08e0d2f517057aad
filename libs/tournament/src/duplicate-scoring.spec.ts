import { getPointsProfile, type PointsProfile } from '@greffier/dcl';
import { drawTopPoints, scoreAnswer, scoreSheet, type AnswerFlagCode, type DuplicateAnswer, type DuplicateDraw, type NumbersDrawTop } from './duplicate-scoring';
import { TournamentInputError } from './errors';
import { douai, draw, laxou, lexicon, numbersDraw, session } from './testing/duplicate-fixtures';

const written = (round: number, lines: string, declared?: number): DuplicateAnswer => ({
  round,
  kind: 'numbers',
  written: lines,
  ...(declared === undefined ? {} : { declared }),
});
const declared = (round: number, value: number): DuplicateAnswer => ({ round, kind: 'numbers', declared: value });
const word = (round: number, w: string): DuplicateAnswer => ({ round, kind: 'letters', word: w });
const blank = (round: number): DuplicateAnswer => ({ round, kind: 'blank' });
const flagCodes = (r: { flags: { code: AnswerFlagCode }[] }): AnswerFlagCode[] => r.flags.map((f) => f.code);

const EXACT_683 = '100 x 6 = 600\n10 x 8 = 80\n600 + 80 = 680\n680 + 3 = 683';

describe('scoreAnswer: numbers, douai scale (exact 9, 1: 8, 2: 7, 3: 6, 4: 5, 5-6: 4 ...)', () => {
  it.each<[string, DuplicateAnswer, number, boolean, boolean, string | undefined, AnswerFlagCode[]]>([
    // description, answer, points, valid, topped, reason, flags
    ['written, exact 683', written(1, EXACT_683), 9, true, true, undefined, []], // distance 0: 9
    ['written, stops at 680', written(1, '100 x 6 = 600\n10 x 8 = 80\n600 + 80 = 680'), 6, true, false, undefined, []], // 683 - 680 = 3: 6
    ['declared 683 alone, the plates give it', declared(1, 683), 9, true, true, undefined, []],
    ['declared 684 alone', declared(1, 684), 8, true, false, undefined, []], // 684 - 683 = 1: 8
    // the lines count ("seule la solution écrite est acceptée"): 680, 3 away: 6, and the arbiter is told
    ['declared 683 but the lines give 680', written(1, '100 x 6 = 600\n10 x 8 = 80\n600 + 80 = 680', 683), 6, true, false, undefined, ['DECLARED_VALUE_DIFFERS']],
    ['declared 680, the last line', written(1, '100 x 6 = 600\n10 x 8 = 80\n600 + 80 = 680', 680), 6, true, false, undefined, []],
    ['a wrong line: 100 x 6 = 601', written(1, '100 x 6 = 601'), 0, false, false, 'WRONG_ARITHMETIC', []], // an error: 0
    ['a plate used three times: 8 x 8, then 64 x 8', written(1, '8 x 8 = 64\n64 x 8 = 512'), 0, false, false, 'PLATE_REUSED', []],
    ['a plate not drawn', written(1, '100 x 7 = 700'), 0, false, false, 'PLATE_NOT_AVAILABLE', []],
    ['lines that cannot be read', written(1, 'cent fois six'), 0, false, false, 'UNPARSABLE', ['UNREADABLE']],
    ['blank', blank(1), 0, false, false, undefined, []],
    ['empty lines and no value: blank', written(1, ' \n ; '), 0, false, false, undefined, []],
    // Douai: "il faut trouver 603. « 75x8 = 600 / 5-2 = 3 » On considère que le joueur a trouvé 600."
    ['unfinished, the regulation example: 600 counts', written(6, '75x8 = 600\n5-2 = 3'), 6, true, false, undefined, []], // 603 - 600 = 3: 6
    // infeasible, best approach 17 away: "la meilleure approche donne 7 points puis on applique le barème"
    ['infeasible: the best approach 900', written(4, '6 x 5 = 30\n4 + 1 = 5\n30 x 5 = 150\n150 x 3 = 450\n450 x 2 = 900'), 7, true, true, undefined, []],
    // 883 - 864 = 19, scored as distance 2 + (19 - 17) = 4: 5
    ['infeasible: the next approach 864', written(4, '5 + 1 = 6\n6 x 6 = 36\n36 x 4 = 144\n144 x 3 = 432\n432 x 2 = 864'), 5, true, false, undefined, []],
    ['infeasible: declared 900 alone', declared(4, 900), 7, true, true, undefined, []],
    ['declared 883 alone: no computation gives it', declared(4, 883), 0, false, false, 'UNREACHABLE_VALUE', ['UNREACHABLE_VALUE']],
  ])('%s', (_, answer, points, valid, topped, reason, flags) => {
    const r = scoreAnswer(draw(answer.round), answer, douai);
    expect(r).toMatchObject({ kind: 'numbers', points, computedPoints: points, valid, topped, flagged: flags.length > 0 });
    expect(r.reason?.code).toBe(reason);
    expect(flagCodes(r)).toEqual(flags);
  });

  it('names the faulty line of an error', () => {
    expect(scoreAnswer(draw(1), written(1, '100 x 6 = 600\n600 + 8 = 609'), douai).reason).toEqual({
      code: 'WRONG_ARITHMETIC',
      message: 'ligne 2 : 600 + 8 = 608, pas 609',
    });
  });

  it('keeps the declared value and the counted value apart', () => {
    const r = scoreAnswer(draw(1), written(1, '100 x 6 = 600\n10 x 8 = 80\n600 + 80 = 680', 683), douai);
    expect(r).toMatchObject({ value: 680, declared: 683, distance: 3, exact: false });
  });

  it('flags an answer that beats a wrong stored top, and scores it against itself as the top', () => {
    const stored = draw(1) as NumbersDrawTop;
    const wrongTop: NumbersDrawTop = { ...stored, top: { ...stored.top, exact: false, best: [681], distance: 2, distances: [2, 3] } };
    const r = scoreAnswer(wrongTop, written(1, EXACT_683), douai);
    expect(r).toMatchObject({ points: 9, topped: true, flagged: true, exact: true }); // exact: 9
    expect(flagCodes(r)).toEqual(['BETTER_THAN_TOP']);
  });
});

describe('scoreAnswer: numbers, laxou scale (exact 10; infeasible 8, 6, 4, 2, 1 by rank of distance)', () => {
  it.each<[string, number, DuplicateAnswer]>([
    ['exact 683', 10, written(1, EXACT_683)],
    ['683 - 680 = 3', 7, written(1, '100 x 6 = 600\n10 x 8 = 80\n600 + 80 = 680')],
    ['infeasible, 900 is the 1st distance (17): max(scale 1, rank 8)', 8, declared(4, 900)],
    ['infeasible, 864 is the 2nd distance (19): max(scale 1, rank 6)', 6, declared(4, 864)],
  ])('%s: %i points', (_, points, answer) => {
    expect(scoreAnswer(draw(answer.round), answer, laxou).points).toBe(points);
  });
});

describe('scoreAnswer: letters, one point per letter of a valid word', () => {
  const withRulings = { ...douai, rulings: { admitted: ['ondines'], refused: ['soudaine'] } };
  it.each<[string, DuplicateAnswer, number, boolean, string | undefined, AnswerFlagCode[]]>([
    // description, answer, points, topped, reason, flags
    ['remaniable, the top', word(2, 'remaniable'), 10, true, undefined, []], // 10 letters x 1
    ['RÉANIMABLE, the other top', word(2, 'RÉANIMABLE'), 10, true, undefined, []],
    ['mariable', word(2, 'mariable'), 8, false, undefined, []], // 8 x 1
    ['aimable', word(2, 'aimable'), 7, false, undefined, []],
    ['table: no T drawn', word(2, 'table'), 0, false, 'LETTER_NOT_IN_DRAW', []],
    ['fatuité, the top', word(5, 'fatuité'), 7, true, undefined, []],
    // Douai: "fatuité (bon) - fatuite (faux)"; handwritten accents are flagged for the arbiter
    ['fatuite, accent missing on E', word(5, 'fatuite'), 0, false, 'MISSING_ACCENT_ON_E', ['ACCENT_ON_E']],
    ['aidons, a conjugated verb', word(3, 'aidons'), 0, false, 'CONJUGATED_VERB', []],
    ['sonde, not in the lexicon', word(3, 'sonde'), 0, false, 'NOT_IN_LEXICON', []],
    ['two words: unreadable', word(3, 'deux mots'), 0, false, 'UNREADABLE', ['UNREADABLE']],
    ['an empty word: blank', word(3, '  '), 0, false, undefined, []],
    ['blank', blank(3), 0, false, undefined, []],
  ])('%s', (_, answer, points, topped, reason, flags) => {
    const r = scoreAnswer(draw(answer.round), answer, douai);
    expect(r).toMatchObject({ kind: 'letters', points, topped, valid: points > 0, flagged: flags.length > 0 });
    expect(r.reason?.code).toBe(reason);
    expect(flagCodes(r)).toEqual(flags);
  });

  it.each<[string, string, number, string | undefined]>([
    ['ondines, admitted by a ruling', 'ondines', 7, undefined],
    ['soudaine, refused by a ruling', 'soudaine', 0, 'REFUSED_BY_RULING'],
  ])("applies the tournament's rulings: %s", (_, w, points, reason) => {
    const r = scoreAnswer(draw(3), word(3, w), withRulings);
    expect(r.points).toBe(points);
    expect(r.reason?.code).toBe(reason);
    if (r.kind === 'letters') expect(r.admittedByRuling).toBe(points > 0);
  });

  it("reads the accents-on-E flag from the profile (off: fatuite is right)", () => {
    const douaiProfile = getPointsProfile('douai');
    const lenient: PointsProfile = { ...douaiProfile, name: 'lenient', letters: { ...douaiProfile.letters, requireEAccents: false } };
    expect(scoreAnswer(draw(5), word(5, 'fatuite'), { profile: lenient, lexicon }).points).toBe(7);
  });

  it('gives the length of a refused word, and the spelling matched by a valid one', () => {
    expect(scoreAnswer(draw(2), word(2, 'table'), douai)).toMatchObject({ length: 5, word: 'table' });
    const lenient: PointsProfile = { ...getPointsProfile('douai'), letters: { mode: 'absolute', pointsPerLetter: 1, requireEAccents: false } };
    expect(scoreAnswer(draw(2), word(2, 'REANIMABLE'), { profile: lenient, lexicon })).toMatchObject({ spelling: 'réanimable', length: 10 });
  });
});

describe("scoreAnswer: an arbiter's override", () => {
  it.each<[string, DuplicateAnswer, number, number, boolean, boolean]>([
    // description, answer with override, points, computed points, valid, topped
    ['forces 5 on a refused word', { ...word(2, 'table'), pointsOverride: { points: 5, reason: 'lecture de la feuille' } }, 5, 0, false, false],
    ['voids a top: 0 instead of 10', { ...word(2, 'remaniable'), pointsOverride: { points: 0, reason: 'mot modifié après le temps' } }, 0, 10, false, false],
    ['forces 8 instead of 9', { ...written(1, EXACT_683), pointsOverride: { points: 8, reason: 'pénalité' } }, 8, 9, true, true],
  ])('%s', (_, answer, points, computedPoints, valid, topped) => {
    const r = scoreAnswer(draw(answer.round), answer, douai);
    expect(r).toMatchObject({ points, computedPoints, valid, topped, override: answer.pointsOverride });
  });

  it.each([
    ['negative points', { points: -1, reason: 'x' }],
    ['a fraction', { points: 1.5, reason: 'x' }],
    ['no reason', { points: 3, reason: ' ' }],
  ])('refuses an override with %s', (_, pointsOverride) => {
    expect(() => scoreAnswer(draw(2), { ...blank(2), pointsOverride }, douai)).toThrow(
      expect.objectContaining({ code: 'INVALID_OVERRIDE' }),
    );
  });
});

describe('scoreAnswer: input errors', () => {
  it.each<[string, DuplicateDraw, DuplicateAnswer, object, string]>([
    ['a letters answer to a numbers draw', draw(1), word(1, 'marine'), douai, 'ANSWER_KIND_MISMATCH'],
    ['a numbers answer to a letters draw', draw(2), declared(2, 100), douai, 'ANSWER_KIND_MISMATCH'],
    ['an answer for another coup', draw(1), declared(2, 683), douai, 'UNKNOWN_ROUND'],
    ['a declared value of 0', draw(1), declared(1, 0), douai, 'INVALID_ANSWER'],
    ['the tv profile (scores against an opponent)', draw(1), declared(1, 683), { ...douai, profile: 'tv' }, 'RELATIVE_PROFILE'],
    ['a top for another target', { ...(draw(1) as NumbersDrawTop), target: 684 }, declared(1, 684), douai, 'INVALID_DRAW'],
    ['a plate that does not exist', { ...(draw(1) as NumbersDrawTop), plates: [3, 100, 8, 8, 10, 11] }, declared(1, 683), douai, 'INVALID_DRAW'],
    ['a letters draw of 9 letters', { ...draw(2), letters: 'BAMERILAN'.split('') } as DuplicateDraw, word(2, 'marine'), douai, 'INVALID_DRAW'],
  ])('%s', (_, d, answer, ctx, code) => {
    expect(() => scoreAnswer(d, answer, ctx as typeof douai)).toThrow(TournamentInputError);
    expect(() => scoreAnswer(d, answer, ctx as typeof douai)).toThrow(expect.objectContaining({ code }));
  });
});

describe('drawTopPoints: the most one answer can score', () => {
  it.each<[number, string, number]>([
    [1, 'douai', 9], // exact
    [2, 'douai', 10], // 10 letters x 1
    [4, 'douai', 7], // infeasible, best approach 17 away: 7
    [5, 'douai', 7], // fatuité
    [1, 'laxou', 10],
    [4, 'laxou', 8], // max(scale at 17: 1, 1st rank: 8)
  ])('coup %i under %s: %i', (round, profile, points) => {
    expect(drawTopPoints(draw(round), profile)).toBe(points);
  });

  it('takes the closer side of a draw topped both ways', () => {
    // 1 2 3 4 5 6 -> 863: 864 is 1 away, the normal scale: 8
    expect(drawTopPoints(numbersDraw(7, [1, 2, 3, 4, 5, 6], 863), 'douai')).toBe(8);
  });
});

describe('scoreSheet', () => {
  const answers: DuplicateAnswer[] = [
    written(1, EXACT_683), // 9, topped
    word(2, 'mariable'), // 8: one eight
    word(3, 'adénosine'), // 9: one nine
    written(4, '5 + 1 = 6\n6 x 6 = 36\n36 x 4 = 144\n144 x 3 = 432\n432 x 2 = 864', 900), // 5, flagged (declared 900)
    word(5, 'fatuité'), // 7: one seven, topped
    // coup 6: not typed in
  ];
  const sheet = scoreSheet(session, answers, douai);

  it.each<[string, number]>([
    ['total', 38], // 9 + 8 + 9 + 5 + 7 + 0 = 38
    ['numbersPoints', 14], // 9 + 5 + 0 = 14
    ['lettersPoints', 24], // 8 + 9 + 7 = 24
    ['tens', 0],
    ['nines', 1], // adénosine
    ['eights', 1], // mariable
    ['sevens', 1], // fatuité
    ['topPoints', 52], // 9 + 10 + 10 + 7 + 7 + 9 = 52
  ])('%s = %i', (key, value) => {
    expect(sheet[key as keyof typeof sheet]).toBe(value);
  });

  it('lists the topped, missing and flagged coups in play order', () => {
    expect(sheet.toppedRounds).toEqual([1, 5]);
    expect(sheet.missingRounds).toEqual([6]);
    expect(sheet.flaggedRounds).toEqual([4]);
    expect(sheet.rounds.map((r) => r.round)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sheet.rounds[5]).toMatchObject({ missing: true, points: 0 });
  });

  it('counts a word overridden to 0 in no column, and an override in the totals', () => {
    const voided = scoreSheet(
      session,
      [
        { ...word(3, 'saoudienne'), pointsOverride: { points: 0, reason: 'hors délai' } },
        { ...blank(2), pointsOverride: { points: 2, reason: 'erreur de saisie' } },
      ],
      douai,
    );
    expect(voided).toMatchObject({ total: 2, lettersPoints: 2, tens: 0, toppedRounds: [] }); // 0 + 2 = 2
  });

  it.each<[string, DuplicateAnswer[], string]>([
    ['an answer for a coup not in the session', [declared(9, 100)], 'UNKNOWN_ROUND'],
    ['two answers for one coup', [blank(2), word(2, 'marine')], 'DUPLICATE_ROUND'],
  ])('refuses %s', (_, bad, code) => {
    expect(() => scoreSheet(session, bad, douai)).toThrow(expect.objectContaining({ code }));
  });

  it('refuses a session with a coup twice', () => {
    expect(() => scoreSheet([...session, draw(1)], [], douai)).toThrow(expect.objectContaining({ code: 'DUPLICATE_ROUND' }));
  });
});
