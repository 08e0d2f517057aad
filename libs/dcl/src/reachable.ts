import { validatePlates } from './draws';
import { DclInputError } from './errors';
import { minimalMask, rebuild } from './rebuild';
import { computeSubsetTables, FULL_SEARCH, type SubsetTables } from './solver-core';
import { t } from '@greffier/messages';

/** The bitset covers 0..REACH_LIMIT: every target 100..999 and its neighbours, with room to spare. */
export const REACH_LIMIT = 2047;
/** How many distinct distances topFor ranks (the "laxou" infeasible scale uses five). */
export const RANKED_DISTANCES = 5;

export type Operator = '+' | '-' | 'x' | '/';

/** One line of a computation, written larger operand first: "100 x 6 = 600". */
export interface Step {
  left: number;
  operator: Operator;
  right: number;
  result: number;
}

export function formatStep(step: Step): string {
  return `${step.left} ${step.operator} ${step.right} = ${step.result}`;
}

/** The "top" of a numbers draw (docs/rules/numbers.md, "The rule"). */
export interface NumbersTop {
  target: number;
  exact: boolean;
  /** The closest reachable value(s); two when both sides are equally close, e.g. [812, 818]. */
  best: number[];
  /** |best - target|, 0 when exact. */
  distance: number;
  /** The first distinct distances of reachable values, closest first (distances[0] === distance). */
  distances: number[];
}

/** What topFor reads of a set of values. */
export interface OrderedValues {
  /** The largest value <= value, or 0 when there is none. */
  floor(value: number): number;
  /** The smallest value >= value, or 0 when there is none. */
  ceil(value: number): number;
}

/**
 * Every value reachable from a selection, computed once: any target (or any value) is answered
 * from it, and one shortest computation can be rebuilt for any reachable value.
 */
export class ReachableValues implements OrderedValues {
  readonly plates: readonly number[];
  /** bits[v] === 1 when v (1..REACH_LIMIT) is reachable. */
  readonly bits: Uint8Array;
  private readonly tables: SubsetTables;
  /** No value of the selection can exceed the bitset: prod(max(p, 2)) bounds every value. */
  private readonly complete: boolean;
  private everything?: { tables: SubsetTables; sorted: Int32Array };

  /** 1 to 6 plates, each an existing plate, no more copies than exist (DclInputError otherwise). */
  constructor(plates: readonly number[]) {
    const sorted = validatePlates(plates, { min: 1, max: 6 });
    this.plates = Object.freeze(sorted);
    this.tables = computeSubsetTables(sorted, REACH_LIMIT);
    this.bits = this.tables.bits;
    this.complete = sorted.reduce((q, p) => q * Math.max(p, 2), 1) <= REACH_LIMIT;
  }

  has(value: number): boolean {
    if (!Number.isInteger(value) || value < 1) return false;
    if (value <= REACH_LIMIT) return this.bits[value] === 1;
    if (this.complete) return false;
    const sorted = this.all().sorted;
    const i = lowerBound(sorted, value);
    return i < sorted.length && sorted[i] === value;
  }

  /** Every reachable value, ascending (computed on first use: the full search has no bound). */
  values(): Int32Array {
    return this.all().sorted;
  }

  /** The largest reachable value <= value, or 0 when there is none. */
  floor(value: number): number {
    if (value > REACH_LIMIT && !this.complete) {
      const sorted = this.all().sorted;
      const i = lowerBound(sorted, value + 1) - 1;
      return i >= 0 ? (sorted[i] as number) : 0;
    }
    for (let v = Math.min(value, REACH_LIMIT); v >= 1; v--) if (this.bits[v] === 1) return v;
    return 0;
  }

  /** The smallest reachable value >= value, or 0 when there is none. */
  ceil(value: number): number {
    for (let v = Math.max(value, 1); v <= REACH_LIMIT; v++) if (this.bits[v] === 1) return v;
    if (this.complete) return 0;
    const sorted = this.all().sorted;
    const i = lowerBound(sorted, Math.max(value, REACH_LIMIT + 1));
    return i < sorted.length ? (sorted[i] as number) : 0;
  }

  /** One shortest computation of value (fewest lines), or null when it is not reachable. */
  steps(value: number): Step[] | null {
    if (!this.has(value)) return null;
    const tables = value <= REACH_LIMIT ? this.tables : this.all().tables;
    return rebuild(tables, minimalMask(tables, value), value);
  }

  private all(): { tables: SubsetTables; sorted: Int32Array } {
    if (!this.everything) {
      const tables = computeSubsetTables(this.plates, FULL_SEARCH);
      const sorted = tables.values.slice().sort();
      let n = 0;
      for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i] as number;
      this.everything = { tables, sorted: sorted.slice(0, n) };
    }
    return this.everything;
  }
}

function lowerBound(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Reachable values of 1 to 6 plates (each an existing plate, no more copies than exist). */
export function reachableValues(plates: readonly number[]): ReachableValues {
  return new ReachableValues(plates);
}

export function validateTarget(target: unknown): number {
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 1 || target > FULL_SEARCH) {
    throw new DclInputError('INVALID_TARGET', 'target', t('TARGET_NOT_POSITIVE', { target: String(target) }));
  }
  return target;
}

/** The top of a draw: exact or closest value(s), and the first distinct distances, closest first. */
export function topFor(reachable: OrderedValues, target: number, ranks = RANKED_DISTANCES): NumbersTop {
  validateTarget(target);
  let below = reachable.floor(target);
  let above = reachable.ceil(target);
  const distances: number[] = [];
  let best: number[] = [];
  while (distances.length < ranks && (below > 0 || above > 0)) {
    const dBelow = below > 0 ? target - below : Infinity;
    const dAbove = above > 0 ? above - target : Infinity;
    const d = Math.min(dBelow, dAbove);
    if (distances.length === 0) best = [...new Set([dBelow === d ? below : 0, dAbove === d ? above : 0])].filter((v) => v > 0);
    distances.push(d);
    if (dBelow === d) below = below > 1 ? reachable.floor(below - 1) : 0;
    if (dAbove === d) above = reachable.ceil(above + 1);
  }
  return { target, exact: distances[0] === 0, best, distance: distances[0]!, distances };
}
