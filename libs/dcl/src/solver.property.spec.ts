import fc from 'fast-check';
import { REACH_LIMIT, reachableValues } from './reachable';
import { solve } from './solver';
import { bruteForceMinSteps, bruteForceReachable } from './testing/brute-force';
import { agreesWithBruteForce, anyTarget, playedDraw, PROPERTY_SEED, sixPlates, somePlates } from './testing/solver-properties';

// The brute force explores every list of numbers when a target is infeasible (~20 ms a draw under
// Jest): 1,000 played draws here; the set comparison below covers every target of 150 selections
// (135,000 pairs); solver-solutions.property.spec.ts checks 3,000 more draws without the oracle.
describe('solver against an independent brute force (property tests)', () => {
  it('finds the same exactness and best distance on 1,000 played draws, with a valid solution', () => {
    fc.assert(
      fc.property(playedDraw, ([plates, target]) => agreesWithBruteForce(plates, target)),
      { seed: PROPERTY_SEED, numRuns: 1000 },
    );
  }, 120_000);

  it('reaches exactly the brute force values, up to the largest, on 150 selections of 1 to 6 plates (every target)', () => {
    fc.assert(
      fc.property(somePlates, (plates) => {
        const reference = bruteForceReachable(plates);
        const reachable = reachableValues(plates);
        for (let v = 1; v <= REACH_LIMIT; v++) if (reachable.has(v) !== reference.has(v)) return false;
        expect([...reachable.values()]).toEqual([...reference].sort((a, b) => a - b));
        return true;
      }),
      { seed: PROPERTY_SEED + 1, numRuns: 150 },
    );
  }, 120_000);

  it('gives a solution as short as the brute force one (fewest plates), on 60 draws', () => {
    fc.assert(
      fc.property(sixPlates, anyTarget, (plates, target) => {
        const s = solve(plates, target);
        expect(s.steps).toBe(bruteForceMinSteps(plates, s.best[0]!));
      }),
      { seed: PROPERTY_SEED + 2, numRuns: 60 },
    );
  }, 120_000);
});
