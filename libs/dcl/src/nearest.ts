/**
 * The values closest to one target, fed one value at a time: the first distinct distances (as topFor
 * ranks them) and the closest value on each side. solve() uses it for the full set of plates, whose
 * values are never stored: most of them are rejected by one comparison with the worst kept distance.
 * Module-level state, as in solver-core.ts: JavaScript runs one search at a time.
 */

let target = 0;
let ranks = 0;
const distances = new Float64Array(16);
let count = 0;
/** distances[ranks - 1] once ranks distances are kept: a farther value changes nothing. */
let worst = Infinity;
let below = false;
let above = false;

export function startNearest(forTarget: number, rankCount: number): void {
  target = forTarget;
  ranks = Math.min(rankCount, distances.length);
  count = 0;
  worst = Infinity;
  below = false;
  above = false;
}

export function offerNearest(v: number): void {
  const d = v >= target ? v - target : target - v;
  if (d <= worst) keep(d, v < target);
}

function keep(d: number, isBelow: boolean): void {
  let i = 0;
  while (i < count && distances[i]! < d) i++;
  if (i < count && distances[i] === d) {
    if (i === 0 && isBelow) below = true;
    else if (i === 0) above = true;
    return;
  }
  for (let k = Math.min(count, ranks - 1); k > i; k--) distances[k] = distances[k - 1]!;
  distances[i] = d;
  if (count < ranks) count++;
  if (count === ranks) worst = distances[ranks - 1]!;
  if (i === 0) {
    below = isBelow;
    above = !isBelow;
  }
}

/**
 * values(A) x values(B) for the full set: every result offered, nothing stored. The target and the
 * worst kept distance sit in locals (read again after a keep): most results stop at one comparison.
 */
export function combineNearest(pool: Int32Array, a0: number, a1: number, b0: number, b1: number): void {
  const t = target;
  let w = worst;
  for (let i = a0; i < a1; i++) {
    const a = pool[i]!;
    for (let j = a0 === b0 ? i : b0; j < b1; j++) {
      const b = pool[j]!;
      const x = a >= b ? a : b;
      const y = a >= b ? b : a;
      const s = x + y;
      if ((s >= t ? s - t : t - s) <= w) w = offered(s);
      const d = x - y;
      if (d !== 0 && (d >= t ? d - t : t - d) <= w) w = offered(d);
      if (y !== 1) {
        const p = x * y;
        if ((p >= t ? p - t : t - p) <= w) w = offered(p);
        const q = (x / y) | 0;
        if (q * y === x && (q >= t ? q - t : t - q) <= w) w = offered(q);
      }
    }
  }
}

function offered(v: number): number {
  keep(v >= target ? v - target : target - v, v < target);
  return worst;
}

/** The closest value(s), below first, and the distinct distances kept, closest first. */
export function nearestResult(): { best: number[]; distances: number[] } {
  const d = distances[0]!;
  const best: number[] = [];
  if (below || d === 0) best.push(target - d);
  if (above && d !== 0) best.push(target + d);
  return { best, distances: Array.from(distances.subarray(0, count)) };
}
