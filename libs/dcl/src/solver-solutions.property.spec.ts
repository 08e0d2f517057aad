import fc from 'fast-check';
import { allSolutions } from './all-solutions';
import { solve } from './solver';
import { reachableValues } from './reachable';
import { anyTarget, isValidComputation, playedDraw, PROPERTY_SEED, sixPlates } from './testing/solver-properties';

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
