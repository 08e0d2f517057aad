import fc from 'fast-check';
import { checkWrittenSolution } from '../checker';
import { PLATES } from '../draws';
import { formatStep, reachableValues, topFor } from '../reachable';
import { solve, type NumbersSolution } from '../solver';
import { bruteForceBestDistance } from './brute-force';

// Fixed seeds: the runs are the same on every machine; a failure prints its counterexample.
export const PROPERTY_SEED = 20260118;
export const sixPlates = fc.shuffledSubarray([...PLATES], { minLength: 6, maxLength: 6 });
export const somePlates = fc.shuffledSubarray([...PLATES], { minLength: 1, maxLength: 6 });
export const anyTarget = fc.integer({ min: 100, max: 999 });
/**
 * Unbiased: draws as they come in play. The biased arbitraries favour small plates, hence more
 * infeasible targets, which the brute force must explore to the end.
 */
export const playedDraw = fc.noBias(fc.tuple(sixPlates, anyTarget));

export function isValidComputation(plates: number[], lines: string[], value: number): boolean {
  const check = checkWrittenSolution(plates, lines.join('\n'));
  return check.ok && check.value === value;
}

/** solve() agrees with the brute force on exactness and best distance, and its solution is valid. */
export function agreesWithBruteForce(plates: number[], target: number): boolean {
  const s = solve(plates, target);
  const distance = bruteForceBestDistance(plates, target);
  return (
    s.exact === (distance === 0) &&
    s.distance === distance &&
    s.best.every((b) => Math.abs(b - target) === distance) &&
    isValidComputation(plates, s.solution, s.best[0]!) &&
    (s.steps === 0 || s.steps === s.solution.length)
  );
}

/** solve() as the reachable values give it, with no shortcut: topFor over every value, then steps(best[0]). */
export function solveByReachableValues(plates: number[], target: number): NumbersSolution {
  const reachable = reachableValues(plates);
  const top = topFor(reachable, target);
  const steps = reachable.steps(top.best[0]!)!;
  return { ...top, solution: steps.length === 0 ? [String(top.best[0])] : steps.map(formatStep), steps: steps.length };
}
