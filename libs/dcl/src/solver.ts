import { validatePlates } from './draws';
import { nearestResult, startNearest } from './nearest';
import { minimalMask, rebuild } from './rebuild';
import { formatStep, RANKED_DISTANCES, REACH_LIMIT, topFor, validateTarget, type NumbersTop, type OrderedValues } from './reachable';
import { computeSubsetTables, FULL_SEARCH, madeAtLevel, type SubsetTables } from './solver-core';

export interface NumbersSolution extends NumbersTop {
  /** One shortest computation of best[0], as an arbiter writes it: ["100 x 6 = 600", ...]. A plate alone is one bare line ("100"). */
  solution: string[];
  /** The number of operations in `solution` (0 for a plate alone). */
  steps: number;
}

/**
 * Le compte est bon: + - x / on natural numbers, every intermediate result a positive integer,
 * exact divisions, each plate at most once, not every plate needed (docs/rules/numbers.md, "The rule").
 *
 * The answer is the one topFor(reachableValues(plates), target) and its steps(best[0]) give, computed
 * with less work for one target:
 * - a target within the bitset stops after the plate count at which the target and a value at each
 *   distance 1..4 are reached (then nothing further can change the top), else every value up to the
 *   bitset's limit; the subsets of 5 plates out of 6, used by the full set alone, are first only
 *   searched for those values (madeAtLevel), and computed only if the top is not settled then;
 * - otherwise (a target above the bitset, or a top that needs values above it) one unbounded search
 *   in which the full set's values are only compared with the closest kept, never stored or sorted.
 */
export function solve(plates: readonly number[], target: number): NumbersSolution {
  validateTarget(target);
  const sorted = validatePlates(plates, { min: 1, max: 6 });
  let bounded: SubsetTables | null = null;
  let top: NumbersTop | null = null;
  let madeIn = -1;
  if (target <= REACH_LIMIT) {
    // Before each plate count; before the subsets of 5 plates out of 6, they are first searched for the
    // target (if not reached yet: madeIn, its first subset) and its missing neighbours.
    const stopAfterLevel = (bits: Uint8Array, size: number): boolean => {
      if (settled(bits, target)) return true;
      if (size !== sorted.length - 1 || size < 2) return false;
      madeIn = bits[target] === 1 ? -1 : madeAtLevel(size, target);
      return (bits[target] === 1 || madeIn >= 0) && settledWith(bits, target, size);
    };
    bounded = computeSubsetTables(sorted, REACH_LIMIT, { stopAfterLevel, transient: true });
    top = topWithinBitset(bounded.bits, target, sorted);
  }
  let tables = bounded;
  if (top === null) {
    startNearest(target, RANKED_DISTANCES);
    tables = computeSubsetTables(sorted, FULL_SEARCH, { nearest: true, transient: true });
    const { best, distances } = nearestResult();
    top = { target, exact: distances[0] === 0, best, distance: distances[0]!, distances };
  }
  const value = top.best[0]!;
  // A value within the bitset is rebuilt from the bounded tables, as reachableValues(plates).steps(value) does
  // (computed again if the unbounded search has reused their buffers).
  if (value <= REACH_LIMIT && tables !== bounded) tables = computeSubsetTables(sorted, REACH_LIMIT, { transient: true });
  // madeIn: the first subset that makes the target, when the search stopped before computing it.
  const mask = tables === bounded && madeIn >= 0 ? madeIn : minimalMask(tables!, value);
  const steps = rebuild(tables!, mask, value);
  const solution = steps.length === 0 ? [String(value)] : steps.map(formatStep);
  return { ...top, solution, steps: steps.length };
}

/** The target and a value at each distance 1..RANKED_DISTANCES - 1 are reached: the top is [0, 1, 2, 3, 4]. */
function settled(bits: Uint8Array, target: number): boolean {
  if (bits[target] !== 1) return false;
  for (let d = 1; d < RANKED_DISTANCES; d++) if (!hasDistance(bits, target, d)) return false;
  return true;
}

/**
 * Before computing the subsets of `size` plates (the target reached, by them or fewer): looks for the
 * missing distances 1..4 among their values with madeAtLevel, marking what it finds (every mark is a
 * reachable value). True when the top is then settled.
 */
function settledWith(bits: Uint8Array, target: number, size: number): boolean {
  bits[target] = 1;
  for (let d = 1; d < RANKED_DISTANCES; d++) {
    for (const v of [target - d, target + d]) {
      if (hasDistance(bits, target, d)) break;
      if (v >= 1 && v <= REACH_LIMIT && madeAtLevel(size, v) >= 0) bits[v] = 1;
    }
    if (!hasDistance(bits, target, d)) return false;
  }
  return true;
}

function hasDistance(bits: Uint8Array, target: number, d: number): boolean {
  return (target - d >= 1 && bits[target - d] === 1) || (target + d <= REACH_LIMIT && bits[target + d] === 1);
}

/** topFor over the bitset alone, or null when it needed values above the bitset (and some exist). */
function topWithinBitset(bits: Uint8Array, target: number, plates: number[]): NumbersTop | null {
  const view = new BitsetValues(bits, plates.reduce((q, p) => q * Math.max(p, 2), 1) <= REACH_LIMIT);
  const top = topFor(view, target);
  return view.beyond && !settled(bits, target) ? null : top;
}

/** The values 1..REACH_LIMIT of a bitset; `beyond` records a look above it that the bitset cannot answer. */
class BitsetValues implements OrderedValues {
  beyond = false;

  /** `complete`: no value of the selection exceeds the bitset (prod(max(p, 2)) <= REACH_LIMIT). */
  constructor(
    private readonly bits: Uint8Array,
    private readonly complete: boolean,
  ) {}

  floor(value: number): number {
    for (let v = Math.min(value, REACH_LIMIT); v >= 1; v--) if (this.bits[v] === 1) return v;
    return 0;
  }

  ceil(value: number): number {
    for (let v = Math.max(value, 1); v <= REACH_LIMIT; v++) if (this.bits[v] === 1) return v;
    if (!this.complete) this.beyond = true;
    return 0;
  }
}
