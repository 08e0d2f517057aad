/**
 * What a search over the subsets of sorted plates needs that depends only on which plates are equal:
 * the canonical masks, their order, their splits and their submasks. A draw has one of a few dozen
 * patterns (6 distinct plates, one pair, ...): each is computed once and kept.
 */

export interface SubsetShape {
  full: number;
  /** The canonical mask of every mask (the same multiset of plates, lowest positions). */
  canon: Uint8Array;
  /** Canonical masks in increasing plate count, singletons first. */
  order: number[];
  /** Canonical mask M's splits: the pairs of canonical masks in splits[splitStart[M] .. splitEnd[M]), as [a0, b0, a1, b1, ...]. */
  splits: Int8Array;
  splitStart: Int16Array;
  splitEnd: Int16Array;
  /** The canonical strict submasks of each canonical mask, as two sets of masks: 0..31 in subLo, 32..63 in subHi. */
  subLo: Int32Array;
  subHi: Int32Array;
}

const shapes = new Map<number, SubsetShape>();

/** The shape of 1 to 6 sorted plates. */
export function subsetShape(plates: readonly number[]): SubsetShape {
  let key = plates.length;
  for (let i = 1; i < plates.length; i++) if (plates[i] === plates[i - 1]) key |= 1 << (i + 3);
  let shape = shapes.get(key);
  if (!shape) shapes.set(key, (shape = computeShape(plates)));
  return shape;
}

function popcount(m: number): number {
  let c = 0;
  for (let x = m; x !== 0; x &= x - 1) c++;
  return c;
}

/** For every mask, the mask of the same multiset of plates at the lowest positions (plates sorted). */
export function canonicalMasks(plates: readonly number[]): Uint8Array {
  const n = plates.length;
  const canon = new Uint8Array(1 << n);
  for (let m = 0; m < 1 << n; m++) {
    let c = 0;
    let i = 0;
    while (i < n) {
      let j = i;
      let k = 0;
      while (j < n && plates[j] === plates[i]) {
        if (m & (1 << j)) k++;
        j++;
      }
      for (let t = 0; t < k; t++) c |= 1 << (i + t);
      i = j;
    }
    canon[m] = c;
  }
  return canon;
}

function computeShape(plates: readonly number[]): SubsetShape {
  const full = (1 << plates.length) - 1;
  const canon = canonicalMasks(plates);
  const order: number[] = [];
  for (let m = 1; m <= full; m++) if (canon[m] === m) order.push(m);
  order.sort((a, b) => popcount(a) - popcount(b) || a - b);
  // At most (3^6 - 2 * 2^6 + 1) / 2 = 301 splits for 6 distinct plates.
  const splits = new Int8Array(2 * 301);
  const splitStart = new Int16Array(64);
  const splitEnd = new Int16Array(64);
  const subLo = new Int32Array(64);
  const subHi = new Int32Array(64);
  let count = 0;
  for (const m of order) {
    splitStart[m] = count;
    const seen = new Set<number>();
    for (let s = (m - 1) & m; s !== 0; s = (s - 1) & m) {
      const a = canon[s]!;
      const b = canon[m ^ s]!;
      if (a < 32) subLo[m] |= 1 << a;
      else subHi[m] |= 1 << (a - 32);
      const pair = a < b ? a * 64 + b : b * 64 + a;
      if (seen.has(pair)) continue;
      seen.add(pair);
      splits[count++] = a;
      splits[count++] = b;
    }
    splitEnd[m] = count;
  }
  return { full, canon, order, splits, splitStart, splitEnd, subLo, subHi };
}
