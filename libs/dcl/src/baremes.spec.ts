import {
  duelPoints,
  getPointsProfile,
  lettersPoints,
  matchDrawPoints,
  numbersPoints,
  POINTS_PROFILES,
  tvLettersPoints,
  tvNumbersPoints,
  type LettersAnswer,
  type MatchAnswer,
  type NumbersAnswer,
  type TopInfo,
} from './baremes';
import { DclInputError } from './errors';
import { reachableValues, topFor } from './reachable';

const value = (v: number): NumbersAnswer => ({ kind: 'value', value: v });
const ERROR: NumbersAnswer = { kind: 'error' };
const NONE: NumbersAnswer = { kind: 'none' };
/** A draw whose target 600 is reachable. */
const EXACT: TopInfo = { target: 600, distance: 0, distances: [0, 1, 2, 3, 4] };
/** An infeasible draw for 600 whose best approach is at `distance`; ranked distances follow. */
const BEST_AT = (distance: number, distances = [distance, distance + 1, distance + 2, distance + 3, distance + 4]): TopInfo => ({
  target: 600,
  distance,
  distances,
});

describe('numbersPoints, douai (default): reachable target', () => {
  it.each([
    [600, 9], // exact: 9
    [601, 8], // 1 away: 8
    [598, 7], // 2: 7
    [603, 6], // 3: 6
    [596, 5], // 4: 5
    [605, 4], // 5: 4
    [594, 4], // 6: 4
    [607, 3], // 7: 3
    [592, 3], // 8: 3
    [609, 2], // 9: 2
    [590, 2], // 10: 2
    [611, 1], // 11: 1
    [580, 1], // 20: 1
    [621, 0], // 21: 0
  ])('answer %i scores %i', (v, points) => {
    expect(numbersPoints('douai', EXACT, value(v))).toBe(points);
  });

  it.each<[string, NumbersAnswer, number]>([
    ['an error', ERROR, 0],
    ['nothing', NONE, 0],
  ])('%s scores %i', (_, answer, points) => {
    expect(numbersPoints(getPointsProfile(), EXACT, answer)).toBe(points);
  });
});

describe('numbersPoints, douai: infeasible target', () => {
  it.each([
    // best approach at 1: the normal scale ("s'il est approchable à +1, il vaut 8 points")
    [1, 601, 8],
    [1, 602, 7],
    [1, 605, 4],
    // best approach at 2: 2 + (2 - 2) = 2 -> 7, the same as the normal scale
    [2, 602, 7],
    // best approach at 3: "la meilleure approche donne 7 points puis on applique le barème"
    [3, 603, 7], // 2 + (3 - 3) = 2 -> 7
    [3, 604, 6], // 2 + (4 - 3) = 3 -> 6
    [3, 605, 5], // 2 + (5 - 3) = 4 -> 5
    [3, 606, 4], // 2 + (6 - 3) = 5 -> 4
    [3, 608, 3], // 2 + (8 - 3) = 7 -> 3
    [3, 621, 1], // 2 + (21 - 3) = 20 -> 1
    [3, 622, 0], // 2 + (22 - 3) = 21 -> 0
    // a far best approach (as 81 for 999 with plates 1 1 2 2 3 3): 600 + 918 = 1518 scores 2 + 0 -> 7
    [918, 1518, 7],
  ])('best at %i: answer %i scores %i', (best, v, points) => {
    expect(numbersPoints('douai', BEST_AT(best), value(v))).toBe(points);
  });

  it('refuses an answer closer than the best reachable value (the answer or the top is wrong)', () => {
    expect(() => numbersPoints('douai', BEST_AT(3), value(601))).toThrow(expect.objectContaining({ code: 'INVALID_ANSWER' }));
  });
});

describe('numbersPoints, laxou', () => {
  it.each([
    [600, 10], // exact: 10
    [601, 9], // 1: 9
    [602, 8], // 2: 8
    [603, 7], // 3: 7
    [604, 6], // 4: 6
    [605, 5], // 5: 5
    [606, 4], // 6: 4
    [608, 3], // 8: 3
    [610, 2], // 10: 2
    [620, 1], // 20: 1
    [621, 0], // 21: 0
  ])('reachable target: answer %i scores %i', (v, points) => {
    expect(numbersPoints('laxou', EXACT, value(v))).toBe(points);
  });

  // plates 4 5 1 1 10 8, target 825: reachable distances 5, 6, 7, 14, 15 (solver.spec.ts)
  const top = topFor(reachableValues([4, 5, 1, 1, 10, 8]), 825);
  it.each([
    [820, 8], // rank 1 (distance 5): 8 > scale 5
    [831, 6], // rank 2 (distance 6): 6 > scale 4
    [818, 4], // rank 3 (distance 7): 4 > scale 3
    [839, 2], // rank 4 (distance 14): 2 > scale 1
    [810, 1], // rank 5 (distance 15): 1 = scale 1
    [809, 1], // distance 16, no rank: scale 1
    [804, 0], // distance 21: 0
  ])('infeasible target, ranked distances %j: answer %i scores %i', (v, points) => {
    expect(top.distances).toEqual([5, 6, 7, 14, 15]);
    expect(numbersPoints('laxou', top, value(v))).toBe(points);
  });

  it.each([
    // best at 1: rank 1 gives 8 but the scale gives 9 for distance 1, so 9
    [BEST_AT(1), 601, 9],
    // rank 2 (distance 2): 6 < scale 8 -> 8
    [BEST_AT(1), 602, 8],
    // best at 918: rank 1 -> 8, the scale gives 0
    [BEST_AT(918, [918, 927, 935, 936, 939]), 1518, 8],
    [BEST_AT(918, [918, 927, 935, 936, 939]), 1527, 6], // rank 2
  ])('the normal scale applies where it gives more (%j, %i -> %i)', (t, v, points) => {
    expect(numbersPoints('laxou', t, value(v))).toBe(points);
  });
});

describe('tvNumbersPoints (relative)', () => {
  it.each<[string, TopInfo, NumbersAnswer, NumbersAnswer, [number, number]]>([
    ['exact vs 3 away', EXACT, value(600), value(603), [10, 0]],
    ['both exact', EXACT, value(600), value(600), [10, 10]],
    ['3 away vs 3 away on the other side', EXACT, value(603), value(597), [7, 7]],
    ['3 away vs 5 away', EXACT, value(603), value(605), [7, 0]],
    ['3 away vs an error', EXACT, value(603), ERROR, [7, 0]],
    ['nothing vs 30 away', EXACT, NONE, value(630), [0, 7]],
    ['best possible approach (infeasible) vs 1 more', BEST_AT(3), value(603), value(596), [10, 0]],
    ['both in error', EXACT, ERROR, ERROR, [0, 0]],
  ])('%s: %j', (_, top, a, b, points) => {
    expect(tvNumbersPoints(top, a, b)).toEqual(points);
  });

  it('is refused by numbersPoints, which scores one answer alone', () => {
    expect(() => numbersPoints('tv', EXACT, value(600))).toThrow(expect.objectContaining({ code: 'RELATIVE_PROFILE' }));
  });
});

describe('letters', () => {
  it.each([
    [true, 8, 8], // 8 letters: 8 points
    [true, 10, 10],
    [false, 9, 0], // invalid: 0
    [true, 0, 0], // no word
  ])('lettersPoints(%p, %i) = %i', (valid, length, points) => {
    expect(lettersPoints(valid, length)).toBe(points);
  });

  const ok = (length: number): LettersAnswer => ({ length, valid: true });
  const wrong = (length: number): LettersAnswer => ({ length, valid: false });
  it.each<[string, LettersAnswer, LettersAnswer, [number, number]]>([
    // TV rule examples
    ['6 correct vs 8 correct: B alone scores 8', ok(6), ok(8), [0, 8]],
    ['7 correct each: both score 7', ok(7), ok(7), [7, 7]],
    ['both incorrect: nobody scores', wrong(7), wrong(9), [0, 0]],
    ['8 correct vs 10 incorrect: A scores the 10 of B', ok(8), wrong(10), [10, 0]],
    // readings where the text is silent
    ['8 correct vs 7 incorrect: A scores its 8', ok(8), wrong(7), [8, 0]],
    ['8 correct vs 8 incorrect: A scores its 8', ok(8), wrong(8), [8, 0]],
    ['no word vs 7 incorrect: no correct word, nobody scores', ok(0), wrong(7), [0, 0]],
    ['7 correct vs no word', ok(7), wrong(0), [7, 0]],
  ])('tvLettersPoints, %s', (_, a, b, points) => {
    expect(tvLettersPoints(a, b)).toEqual(points);
    expect(tvLettersPoints(b, a)).toEqual([points[1], points[0]]);
  });

  it.each([-1, 11, 2.5])('refuses a length of %p', (length) => {
    expect(() => lettersPoints(true, length)).toThrow(expect.objectContaining({ code: 'INVALID_LENGTH' }));
  });
});

describe('duelPoints (duels and final sprint)', () => {
  it.each<[string, Parameters<typeof duelPoints>[0], [number, number]]>([
    ['A right', { by: 'a', right: true }, [5, 0]],
    ['A wrong: 5 to B', { by: 'a', right: false }, [0, 5]],
    ['B right', { by: 'b', right: true }, [0, 5]],
    ['B wrong: 5 to A', { by: 'b', right: false }, [5, 0]],
    ['no answer', null, [0, 0]],
  ])('%s: %j', (_, result, points) => {
    expect(duelPoints(result)).toEqual(points);
  });
});

describe('matchDrawPoints (knockout matches)', () => {
  const word = (length: number): MatchAnswer => ({ kind: 'word', length });
  const result = (v: number): MatchAnswer => ({ kind: 'value', value: v, target: 603 });
  const error: MatchAnswer = { kind: 'error' };
  const none: MatchAnswer = { kind: 'none' };
  it.each<[string, MatchAnswer, MatchAnswer, [number, number]]>([
    ['a longer valid word', word(8), word(7), [1, 0]],
    ['equal words: nothing', word(7), word(7), [0, 0]],
    ['a word against nothing', word(5), none, [1, 0]],
    ['a closer result (|603 - 605| = 2 < 3)', result(600), result(605), [0, 1]],
    ['equal distances on both sides: nothing', result(600), result(606), [0, 0]],
    ['alone in error: the point to the opponent', error, word(4), [0, 1]],
    ['alone in error, the opponent wrote nothing: the point still goes to the opponent', none, error, [1, 0]],
    ['both in error: nothing', error, error, [0, 0]],
    ['nothing each: nothing', none, none, [0, 0]],
  ])('%s', (_, a, b, points) => {
    expect(matchDrawPoints(a, b)).toEqual(points);
  });

  it.each<[string, MatchAnswer, MatchAnswer]>([
    ['a word against a result', word(7), result(600)],
    ['results for different targets', result(600), { kind: 'value', value: 600, target: 700 }],
  ])('refuses %s', (_, a, b) => {
    expect(() => matchDrawPoints(a, b)).toThrow(DclInputError);
  });
});

describe('points profiles are data', () => {
  it('has douai (the default), laxou and tv', () => {
    expect(Object.keys(POINTS_PROFILES)).toEqual(['douai', 'laxou', 'tv']);
    expect(getPointsProfile().name).toBe('douai');
  });

  it('scores the same from a profile stored as JSON', () => {
    const stored = JSON.parse(JSON.stringify(getPointsProfile('laxou')));
    expect(numbersPoints(stored, BEST_AT(918, [918, 927, 935, 936, 939]), value(1527))).toBe(6);
  });

  it.each(['unknown', 'toString', '__proto__', ''])('refuses the profile name %p', (name) => {
    expect(() => getPointsProfile(name)).toThrow(expect.objectContaining({ code: 'UNKNOWN_PROFILE', field: 'profile' }));
  });
});
