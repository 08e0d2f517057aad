/**
 * The reachable values of a plate selection, by dynamic programming over the subsets of the plates.
 *
 * For every subset M of the plates (a bitmask), values(M) holds the results of the expressions that
 * use exactly the plates of M, built by combining values(A) and values(B) for every split of M into
 * two disjoint parts. Every reachable value of the draw is in the union of the values(M).
 * What keeps this fast (see bench/README.md, "Solver"):
 * - Equal plates (two 5s) make equal subsets: only one canonical subset per multiset is computed,
 *   and a split is tried once per pair of canonical halves.
 * - A value already reachable with a strict subset of M is not kept in values(M): an expression
 *   using it can use the smaller subset instead, which leaves more plates free. This also dedupes.
 * - Commutations are tried once (x >= y), and x*1, x/1, x-y = y, x/y = y are skipped (their result
 *   is an operand, already known with fewer plates).
 * - A value too large to come back under `limit` is dropped. Along the path from a subexpression c
 *   to the root, each step gives c <= (c' + 1) * Q where Q >= any value of the sibling (a bound on
 *   the values of a plate set R is the product of max(r, 2)), so c < (limit + 1) * prod(max(r,2)+1)
 *   over the plates outside M.
 * - The full set is only needed for its values <= limit: they are marked in a bitset, not stored.
 * - Typed arrays and module-level scratch buffers: no Set, Map or allocation in the hot loops.
 */

/** No bound: Int32 holds every value, the largest being 100 x 75 x 50 x 25 x 10 x 10 = 937,500,000. */
export const FULL_SEARCH = 0x7fffffff;

export interface SubsetTables {
  /** The plates, sorted ascending; bit i of a mask is plates[i]. */
  plates: number[];
  full: number;
  /** The canonical mask of every mask (the same multiset of plates, lowest positions). */
  canon: Uint8Array;
  /** Canonical masks in increasing plate count, singletons first. */
  order: number[];
  /** Canonical mask M's splits: the pairs of canonical masks in splits[splitStart[M] .. splitEnd[M]), as [a0, b0, a1, b1, ...]. */
  splits: Int8Array;
  splitStart: Int16Array;
  splitEnd: Int16Array;
  /** values[start[M] .. start[M] + length[M]) are the values of canonical mask M (not of the full set when bounded). */
  values: Int32Array;
  start: Int32Array;
  length: Int32Array;
  /** bits[v] === 1 when v (1..limit) is reachable. */
  bits: Uint8Array;
  limit: number;
  /** True when the full set's values are stored too (limit === FULL_SEARCH). */
  storesFull: boolean;
}

const DIRECT = 1 << 17;
const presenceLo = new Int32Array(DIRECT);
const presenceHi = new Int32Array(DIRECT);

// Open-addressing table for the presence of values >= DIRECT (rare once bounded).
let hashSize = 1 << 12;
let hashKeys = new Int32Array(hashSize);
let hashLo = new Int32Array(hashSize);
let hashHi = new Int32Array(hashSize);
let hashStamp = new Int32Array(hashSize);
let hashCount = 0;
let generation = 0;

let pool = new Int32Array(1 << 16);
// Dedupes a mask's splits by their pair of canonical halves; stamped so it is never cleared.
const seenSplit = new Int32Array(4096);
let splitStamp = 0;
let used = 0;
let bits = new Uint8Array(1);
let limit = 0;
let bound = 0;
let bitLo = 0;
let bitHi = 0;
let testLo = 0;
let testHi = 0;

function hashSlot(v: number): number {
  let h = Math.imul(v, 0x9e3779b1) >>> 0;
  h = h & (hashSize - 1);
  while (hashStamp[h] === generation && hashKeys[h] !== v) h = (h + 1) & (hashSize - 1);
  return h;
}

function growHash(): void {
  const keys = hashKeys;
  const lo = hashLo;
  const hi = hashHi;
  const stamp = hashStamp;
  hashSize *= 2;
  hashKeys = new Int32Array(hashSize);
  hashLo = new Int32Array(hashSize);
  hashHi = new Int32Array(hashSize);
  hashStamp = new Int32Array(hashSize);
  for (let i = 0; i < keys.length; i++) {
    if (stamp[i] !== generation) continue;
    const h = hashSlot(keys[i]);
    hashKeys[h] = keys[i];
    hashLo[h] = lo[i];
    hashHi[h] = hi[i];
    hashStamp[h] = generation;
  }
}

/** Records v for the current mask; false when it is already known for it or for a submask. */
function markLarge(v: number): boolean {
  if (hashCount * 2 >= hashSize) growHash();
  const h = hashSlot(v);
  if (hashStamp[h] !== generation) {
    hashStamp[h] = generation;
    hashKeys[h] = v;
    hashLo[h] = bitLo;
    hashHi[h] = bitHi;
    hashCount++;
    return true;
  }
  if ((hashLo[h] & testLo) !== 0 || (hashHi[h] & testHi) !== 0) return false;
  hashLo[h] = hashLo[h] | bitLo;
  hashHi[h] = hashHi[h] | bitHi;
  return true;
}

function add(v: number): void {
  if (v > bound) return;
  if (v < DIRECT) {
    const lo = presenceLo[v];
    const hi = presenceHi[v];
    if ((lo & testLo) !== 0 || (hi & testHi) !== 0) return;
    presenceLo[v] = lo | bitLo;
    presenceHi[v] = hi | bitHi;
  } else if (!markLarge(v)) return;
  if (used === pool.length) {
    const bigger = new Int32Array(pool.length * 2);
    bigger.set(pool);
    pool = bigger;
  }
  pool[used++] = v;
  if (v <= limit) bits[v] = 1;
}

/** values(A) x values(B) into the current mask's list. */
function combineInto(a0: number, a1: number, b0: number, b1: number): void {
  for (let i = a0; i < a1; i++) {
    const a = pool[i];
    for (let j = b0; j < b1; j++) {
      const b = pool[j];
      const x = a >= b ? a : b;
      const y = a >= b ? b : a;
      add(x + y);
      const d = x - y;
      if (d !== 0 && d !== y) add(d);
      if (y !== 1) {
        add(x * y);
        const q = (x / y) | 0;
        if (q * y === x && q !== y) add(q);
      }
    }
  }
}

/** values(A) x values(B) for the full set: only values <= limit matter, marked in the bitset. */
function combineFinal(a0: number, a1: number, b0: number, b1: number): void {
  const lim = limit;
  const out = bits;
  for (let i = a0; i < a1; i++) {
    const a = pool[i];
    for (let j = b0; j < b1; j++) {
      const b = pool[j];
      const x = a >= b ? a : b;
      const y = a >= b ? b : a;
      const s = x + y;
      if (s <= lim) out[s] = 1;
      const d = x - y; // 0 lands on bits[0], cleared at the end
      if (d <= lim) out[d] = 1;
      if (y !== 1) {
        const p = x * y;
        if (p <= lim) out[p] = 1;
        if (x <= lim * y) {
          const q = (x / y) | 0;
          if (q * y === x) out[q] = 1;
        }
      }
    }
  }
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

/**
 * Computes the subset tables of 1 to 6 plates (validated by the caller). `searchLimit` is the
 * largest value of interest: FULL_SEARCH keeps everything, including the full set's values.
 */
export function computeSubsetTables(sortedPlates: readonly number[], searchLimit: number): SubsetTables {
  const plates = [...sortedPlates];
  const n = plates.length;
  const full = (1 << n) - 1;
  const storesFull = searchLimit === FULL_SEARCH;
  const canon = canonicalMasks(plates);
  const order: number[] = [];
  for (let m = 1; m <= full; m++) if (canon[m] === m) order.push(m);
  order.sort((a, b) => popcount(a) - popcount(b) || a - b);

  limit = storesFull ? DIRECT - 1 : searchLimit;
  bits = new Uint8Array(limit + 1);
  used = 0;
  generation++;
  hashCount = 0;
  const start = new Int32Array(64);
  const length = new Int32Array(64);
  // At most (3^6 - 2 * 2^6 + 1) / 2 = 301 splits for 6 distinct plates.
  const splits = new Int8Array(2 * 301);
  const splitStart = new Int16Array(64);
  const splitEnd = new Int16Array(64);
  let splitCount = 0;

  try {
    for (const m of order) fillMask(m);
  } finally {
    // The presence arrays are shared by every call: leave them clean even if this one failed.
    for (let i = 0; i < used; i++) {
      const v = pool[i];
      if (v < DIRECT) {
        presenceLo[v] = 0;
        presenceHi[v] = 0;
      }
    }
  }
  bits[0] = 0;
  const values = pool.slice(0, used);
  return { plates, full, canon, order, splits, splitStart, splitEnd, values, start, length, bits, limit, storesFull };

  function fillMask(m: number): void {
    start[m] = used;
    splitStart[m] = splitCount;
    let subLo = 0;
    let subHi = 0;
    splitStamp++;
    for (let s = (m - 1) & m; s !== 0; s = (s - 1) & m) {
      const a = canon[s];
      const b = canon[m ^ s];
      if (a < 32) subLo |= 1 << a;
      else subHi |= 1 << (a - 32);
      const key = a < b ? a * 64 + b : b * 64 + a;
      if (seenSplit[key] !== splitStamp) {
        seenSplit[key] = splitStamp;
        splits[splitCount++] = a;
        splits[splitCount++] = b;
      }
    }
    splitEnd[m] = splitCount;
    bitLo = m < 32 ? 1 << m : 0;
    bitHi = m < 32 ? 0 : 1 << (m - 32);
    testLo = subLo | bitLo;
    testHi = subHi | bitHi;
    if (splitCount === splitStart[m]) {
      bound = FULL_SEARCH;
      add(plates[31 - Math.clz32(m)]);
    } else if (m === full && !storesFull) {
      for (let k = splitStart[m]; k < splitCount; k += 2) {
        const a = splits[k];
        const b = splits[k + 1];
        combineFinal(start[a], start[a] + length[a], start[b], start[b] + length[b]);
      }
    } else {
      bound = storesFull ? FULL_SEARCH : valueBound(plates, full ^ m, searchLimit);
      for (let k = splitStart[m]; k < splitCount; k += 2) {
        const a = splits[k];
        const b = splits[k + 1];
        combineInto(start[a], start[a] + length[a], start[b], start[b] + length[b]);
      }
    }
    length[m] = used - start[m];
  }
}

/** (limit + 1) * prod(max(r, 2) + 1) over the plates r of `rest`: larger values cannot come back under limit. */
function valueBound(plates: number[], rest: number, searchLimit: number): number {
  let b = searchLimit + 1;
  for (let i = 0; i < plates.length; i++) {
    if (rest & (1 << i)) b *= Math.max(plates[i], 2) + 1;
  }
  return Math.min(b, FULL_SEARCH);
}
