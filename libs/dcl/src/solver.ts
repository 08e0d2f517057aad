import { formatStep, reachableValues, topFor, validateTarget, type NumbersTop } from './reachable';

export interface NumbersSolution extends NumbersTop {
  /** One shortest computation of best[0], as an arbiter writes it: ["100 x 6 = 600", ...]. A plate alone is one bare line ("100"). */
  solution: string[];
  /** The number of operations in `solution` (0 for a plate alone). */
  steps: number;
}

/**
 * Le compte est bon: + - x / on natural numbers, every intermediate result a positive integer,
 * exact divisions, each plate at most once, not every plate needed (rules-decisions.md).
 */
export function solve(plates: readonly number[], target: number): NumbersSolution {
  validateTarget(target);
  const reachable = reachableValues(plates);
  const top = topFor(reachable, target);
  const value = top.best[0]!;
  const steps = reachable.steps(value) ?? [];
  const solution = steps.length === 0 ? [String(value)] : steps.map(formatStep);
  return { ...top, solution, steps: steps.length };
}
