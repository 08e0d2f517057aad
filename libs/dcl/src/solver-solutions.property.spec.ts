import fc from 'fast-check';
import { allSolutions } from './all-solutions';
import { solve } from './solver';
import { reachableValues } from './reachable';
import { anyTarget, isValidComputation, playedDraw, PROPERTY_SEED, sixPlates, solveByReachableValues, somePlates } from './testing/solver-properties';

describe('solver solutions (property tests)', () => {
  it('returns a valid computation of the best value, and nothing reachable is closer, on 3,000 played draws', () => {
    fc.assert(
      fc.property(playedDraw, ([plates, target]) => {
        const s = solve(plates, target);
        const reachable = reachableValues(plates);
        expect(isValidComputation(plates, s.solution, s.best[0]!)).toBe(true);
        for (const b of s.best) expect(reachable.has(b)).toBe(true);
        for (let d = 0; d < s.distance; d++) expect([d, reachable.has(target - d) || reachable.has(target + d)]).toEqual([d, false]);
        expect(s.distances[0]).toBe(s.distance);
      }),
      { seed: PROPERTY_SEED + 10, numRuns: 3000 },
    );
  }, 120_000);

  it('gives what topFor and steps over every reachable value give (its shortcuts change nothing), on 1,000 played draws', () => {
    fc.assert(
      fc.property(playedDraw, ([plates, target]) => {
        expect(solve(plates, target)).toEqual(solveByReachableValues(plates, target));
      }),
      { seed: PROPERTY_SEED + 11, numRuns: 1000 },
    );
  }, 120_000);

  it('does so for any target, above the bitset and up to the largest accepted, on 600 selections of 1 to 6 plates', () => {
    const anyValue = fc.oneof(fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 1, max: 0x7fffffff }), fc.constant(0x7fffffff));
    fc.assert(
      fc.property(somePlates, anyValue, (plates, target) => {
        expect(solve(plates, target)).toEqual(solveByReachableValues(plates, target));
      }),
      { seed: PROPERTY_SEED + 12, numRuns: 600 },
    );
  }, 120_000);

  it('lists only valid, distinct solutions that reach the target, on 150 draws', () => {
    fc.assert(
      fc.property(sixPlates, anyTarget, (plates, target) => {
        const { solutions } = allSolutions(plates, target, { limit: 40 });
        expect(solutions.length > 0).toBe(solve(plates, target).exact);
        expect(new Set(solutions.map((s) => s.expression)).size).toBe(solutions.length);
        for (const s of solutions) expect(isValidComputation(plates, s.lines, target)).toBe(true);
      }),
      { seed: PROPERTY_SEED + 3, numRuns: 150 },
    );
  }, 120_000);
});
