import { checkWrittenSolution } from './checker';
import { DclInputError } from './errors';
import { REACH_LIMIT, reachableValues, topFor } from './reachable';
import { solve } from './solver';
import { bruteForceReachable } from './testing/brute-force';

/** Replays the solution through the written-solution checker: it must be a valid computation. */
function expectValid(plates: number[], lines: string[], value: number): void {
  const check = checkWrittenSolution(plates, lines.join('\n'));
  expect(check).toEqual(expect.objectContaining({ ok: true, value }));
}

describe('solve: regulation examples', () => {
  it.each([
    // 6 x 100 = 600, 8 x 10 = 80, 600 + 80 = 680, 680 + 3 = 683
    [[3, 100, 8, 8, 10, 6], 683, 4],
    // 75 - 1 = 74, 3 x 4 = 12, 74 x 12 = 888
    [[3, 75, 2, 4, 1, 1], 888, 3],
  ])('%j reaches %i exactly in %i steps', (plates, target, steps) => {
    const s = solve(plates, target);
    expect(s).toEqual(expect.objectContaining({ target, exact: true, best: [target], distance: 0, steps }));
    expect(s.solution).toHaveLength(steps);
    expectValid(plates, s.solution, target);
  });

  it('writes lines as an arbiter does, larger operand first', () => {
    expect(solve([3, 100, 8, 8, 10, 6], 683).solution).toEqual(['100 x 6 = 600', '10 x 8 = 80', '600 + 80 = 680', '680 + 3 = 683']);
    expect(solve([3, 75, 2, 4, 1, 1], 888).solution).toEqual(['75 - 1 = 74', '74 x 4 = 296', '296 x 3 = 888']);
  });
});

describe('solve: infeasible targets (compte infaisable)', () => {
  it.each([
    // both sides at distance 1: 923 - 1 = 922, 923 + 1 = 924
    [[8, 100, 1, 2, 4, 4], 923, [922, 924], 1, [1, 2, 3, 4, 5]],
    // 338 - 2 = 336 and 338 + 2 = 340
    [[10, 3, 5, 2, 1, 1], 338, [336, 340], 2, [2, 3, 4, 5, 6]],
    // one side only: 825 - 5 = 820; the next distinct distances are 6, 7, 14, 15
    [[4, 5, 1, 1, 10, 8], 825, [820], 5, [5, 6, 7, 14, 15]],
    // the best approach is above 999: 1008 - 996 = 12
    [[5, 2, 2, 4, 7, 3], 996, [1008], 12, [12, 16, 36, 44, 54]],
    // small plates: 3 x 3 x (2 + 1) x (2 + 1) = 81 is the largest value; 999 - 81 = 918
    [[1, 1, 2, 2, 3, 3], 999, [81], 918, [918, 927, 935, 936, 939]],
  ])('%j for %i: best %j at distance %i, distances %j', (plates, target, best, distance, distances) => {
    const s = solve(plates, target);
    expect(s).toEqual(expect.objectContaining({ exact: false, best, distance, distances }));
    expectValid(plates, s.solution, best[0]!);
  });
});

describe('solve: edge cases', () => {
  it.each([
    // a plate alone is an answer: no operation
    [[100, 1, 2, 3, 4, 5], 100, ['100'], 0],
    // a single plate
    [[7], 100, ['7'], 0],
    // targets beyond the usual range are answered too: 100 x 50 = 5000
    [[25, 50, 75, 100, 1, 1], 5000, ['100 x 50 = 5000'], 1],
  ])('%j for %i gives %j (%i steps)', (plates, target, solution, steps) => {
    expect(solve(plates, target)).toEqual(expect.objectContaining({ solution, steps }));
  });

  it.each<[string, unknown, unknown, string]>([
    ['seven plates', [1, 2, 3, 4, 5, 6, 7], 500, 'INVALID_PLATES'],
    ['no plate', [], 500, 'INVALID_PLATES'],
    ['three 10s', [10, 10, 10], 500, 'INVALID_PLATES'],
    ['a target of 0', [1, 2], 0, 'INVALID_TARGET'],
    ['a fractional target', [1, 2], 2.5, 'INVALID_TARGET'],
  ])('refuses %s', (_, plates, target, code) => {
    expect(() => solve(plates as number[], target as number)).toThrow(DclInputError);
    expect(() => solve(plates as number[], target as number)).toThrow(expect.objectContaining({ code }));
  });
});

describe('reachableValues', () => {
  const plates = [3, 100, 8, 8, 10, 6];
  const reachable = reachableValues(plates);
  const reference = bruteForceReachable(plates);

  it('answers every target from one computation, as the brute force does', () => {
    for (let v = 1; v <= REACH_LIMIT; v++) expect([v, reachable.has(v)]).toEqual([v, reference.has(v)]);
  });

  it('answers any value, beyond the bitset too', () => {
    expect([...reachable.values()]).toEqual([...reference].sort((a, b) => a - b));
    // 100 x 10 x 8 x 8 x 6 x 3 = 1,152,000 is the largest value
    expect(reachable.has(1_152_000)).toBe(true);
    expect(reachable.has(1_152_001)).toBe(false);
    expect(reachable.ceil(1_151_999)).toBe(1_152_000);
    expect(reachable.ceil(1_152_001)).toBe(0);
  });

  it.each([
    [683, 4], // see the regulation example
    [100, 0], // a plate
    [800, 1], // 100 x 8
    [1_152_000, 5], // every plate multiplied
  ])('rebuilds a shortest computation of %i (%i steps)', (value, steps) => {
    const found = reachable.steps(value)!;
    expect(found).toHaveLength(steps);
    if (steps > 0) expect(found[found.length - 1]!.result).toBe(value);
  });

  it('gives no computation for an unreachable value', () => {
    expect(reachableValues([1, 2]).steps(4)).toBeNull(); // 1 + 2 = 3 and 2 x 1 = 2 at most
  });

  it('ranks distinct distances across both sides', () => {
    // 1, 2, 3 reach all of 1..9 ((1 + 2) x 3 = 9 is the largest): 12 - 9 = 3, then 4, 5, 6, 7
    expect(topFor(reachableValues([1, 2, 3]), 12)).toEqual({ target: 12, exact: false, best: [9], distance: 3, distances: [3, 4, 5, 6, 7] });
    // 2 and 7: 2, 5, 7, 9, 14 (and 2 x 7 = 14); for 8: 7 and 9 at 1, then 5 at 3, then 2 and 14 at 6
    expect(topFor(reachableValues([2, 7]), 8)).toEqual({ target: 8, exact: false, best: [7, 9], distance: 1, distances: [1, 3, 6] });
  });
});
