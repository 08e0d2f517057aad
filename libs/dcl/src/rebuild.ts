import type { Operator, Step } from './reachable';
import type { SubsetTables } from './solver-core';

/** The canonical subset with the fewest plates whose values hold `value` (the full set if none). */
export function minimalMask(t: SubsetTables, value: number): number {
  for (const m of t.order) {
    if (m === t.full && !t.storesFull) break;
    const end = t.start[m]! + t.length[m]!;
    for (let i = t.start[m]!; i < end; i++) if (t.values[i] === value) return m;
  }
  return t.full;
}

// Where each value of one subset sits in t.values (open addressing, stamped so that it is never cleared):
// an operand's partner is looked up instead of trying every pair of values.
let slots = 1 << 12;
let keys = new Int32Array(slots);
let positions = new Int32Array(slots);
let stamps = new Int32Array(slots);
let stamp = 0;

function slotOf(v: number): number {
  let h = (Math.imul(v, 0x9e3779b1) >>> 0) & (slots - 1);
  while (stamps[h] === stamp && keys[h] !== v) h = (h + 1) & (slots - 1);
  return h;
}

/** Indexes the values of mask b, keeping the first position of each (values are distinct within a mask anyway). */
function indexValues(t: SubsetTables, b: number): void {
  const from = t.start[b]!;
  const to = from + t.length[b]!;
  if ((to - from) * 2 > slots) {
    while ((to - from) * 2 > slots) slots *= 2;
    keys = new Int32Array(slots);
    positions = new Int32Array(slots);
    stamps = new Int32Array(slots);
  }
  stamp++;
  for (let i = from; i < to; i++) {
    const h = slotOf(t.values[i]!);
    if (stamps[h] === stamp) continue;
    stamps[h] = stamp;
    keys[h] = t.values[i]!;
    positions[h] = i;
  }
}

/** The position of w among the indexed values, or Infinity. */
function positionOf(w: number): number {
  if (!Number.isInteger(w) || w < 1 || w > 0x7fffffff) return Infinity;
  const h = slotOf(w);
  return stamps[h] === stamp ? positions[h]! : Infinity;
}

/**
 * The first partner (lowest position) of u among the indexed values that makes `value` with it:
 * the same one as trying each partner in turn with operatorFor.
 */
function partnerOf(u: number, value: number): number {
  let p = Math.min(positionOf(value - u), positionOf(u - value), positionOf(u + value));
  if (u !== 1 && value % u === 0 && value / u !== 1) p = Math.min(p, positionOf(value / u));
  if (u % value === 0 && u / value !== 1) p = Math.min(p, positionOf(u / value));
  if (u !== 1) p = Math.min(p, positionOf(u * value));
  return p;
}

const FEW_PARTNERS = 8;

function firstPartner(t: SubsetTables, b: number, u: number, value: number): number {
  for (let j = t.start[b]!; j < t.start[b]! + t.length[b]!; j++) {
    const w = t.values[j]!;
    if (operatorFor(Math.max(u, w), Math.min(u, w), value) !== null) return j;
  }
  return Infinity;
}

/** Finds the split and operands that make `value` in mask m, then rebuilds each operand the same way. */
export function rebuild(t: SubsetTables, m: number, value: number): Step[] {
  if (t.splitStart[m] === t.splitEnd[m]) return [];
  for (let k = t.splitStart[m]!; k < t.splitEnd[m]!; k += 2) {
    const a = t.splits[k]!;
    const b = t.splits[k + 1]!;
    // A few partners are tried in turn; more are looked up.
    const lookUp = t.length[b]! > FEW_PARTNERS;
    if (lookUp) indexValues(t, b);
    for (let i = t.start[a]!; i < t.start[a]! + t.length[a]!; i++) {
      const j = lookUp ? partnerOf(t.values[i]!, value) : firstPartner(t, b, t.values[i]!, value);
      if (j === Infinity) continue;
      const u = t.values[i]!;
      const w = t.values[j]!;
      const x = Math.max(u, w);
      const y = Math.min(u, w);
      const operator = operatorFor(x, y, value)!;
      const [bigMask, smallMask] = u >= w ? [a, b] : [b, a];
      return [...rebuild(t, bigMask, x), ...rebuild(t, smallMask, y), { left: x, operator, right: y, result: value }];
    }
  }
  throw new Error(`internal: ${value} not rebuilt in subset ${m}`);
}

/** The operator that makes value from x >= y, with the same moves the search allows. */
function operatorFor(x: number, y: number, value: number): Operator | null {
  if (x + y === value) return '+';
  if (x - y === value) return '-';
  if (y !== 1 && x * y === value) return 'x';
  if (y !== 1 && x === value * y) return '/';
  return null;
}
