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
 * - The full set is only needed for its values <= limit: they are marked in a bitset, not stored
 *   (or, for one target, offered to nearest.ts, which keeps the closest).
 * - A caller that needs no more plates stops after a plate count (one draw, exact with 5 plates).
 * - Typed arrays and module-level scratch buffers: no Set, Map or allocation in the hot loops.
 */
import { combineNearest, offerNearest } from './nearest';
import { subsetShape, type SubsetShape } from './subset-shapes';

/** No bound: Int32 holds every value, the largest being 100 x 75 x 50 x 25 x 10 x 10 = 937,500,000. */
export const FULL_SEARCH = 0x7fffffff;

/** The shape of the plates' subsets (canonical masks, order, splits) and the values of each. */
export interface SubsetTables extends SubsetShape {
  /** The plates, sorted ascending; bit i of a mask is plates[i]. */
  plates: number[];
  /** values[start[M] .. start[M] + length[M]) are the values of canonical mask M (not of the full set when bounded). */
  values: Int32Array;
  start: Int32Array;
  length: Int32Array;
  /** bits[v] === 1 when v (1..limit) is reachable. */
  bits: Uint8Array;
  limit: number;
  /** True when the full set's values are stored too (limit === FULL_SEARCH). */
  storesFull: boolean;
  /** The largest plate count computed: plates.length unless stopAfterLevel stopped the search. */
  levels: number;
}

export interface SearchOptions {
  /**
   * Asked before the masks of `size` plates are computed, with the bitset so far (which it may mark,
   * with madeAtLevel): true stops the search there.
   */
  stopAfterLevel?: (bits: Uint8Array, size: number) => boolean;
  /**
   * With FULL_SEARCH: the subsets' values stored without bound and, with the full set's (not stored),
   * offered to nearest.ts (startNearest called first by the caller); no bitset.
   */
  nearest?: boolean;
  /** The tables' values, bits, start and length are buffers that the next search reuses: for a caller done with them by then. */
  transient?: boolean;
}

const DIRECT = 1 << 17;
// presence[2v] and presence[2v + 1]: the canonical masks 0..31 and 32..63 whose values hold v, side by
// side so that one cache line answers.
const presence = new Int32Array(2 * DIRECT);

// Open-addressing table for the presence of values >= DIRECT (rare once bounded).
let hashSize = 1 << 12;
let hashKeys = new Int32Array(hashSize);
let hashLo = new Int32Array(hashSize);
let hashHi = new Int32Array(hashSize);
let hashStamp = new Int32Array(hashSize);
let hashCount = 0;
let generation = 0;

let pool = new Int32Array(1 << 16);
// The results of one split, before they are kept or dropped.
let cand = new Int32Array(1 << 16);
let used = 0;
// The transient tables' buffers, reused by the next search.
let scratchBits = new Uint8Array(1);
const scratchStart = new Int32Array(64);
const scratchLength = new Int32Array(64);
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

/** The one value of a singleton: the plate itself. */
function addPlate(v: number): void {
  cand[0] = v;
  keep(1);
}

/**
 * values(A) x values(B) into the current mask's list. The results are listed first, then kept in one
 * loop whose state sits in locals: cheaper than a call per result reading the module's variables.
 */
function combineInto(a0: number, a1: number, b0: number, b1: number): void {
  const most = 4 * (a1 - a0) * (b1 - b0);
  if (most > cand.length) cand = new Int32Array(2 * most);
  const c = cand;
  const p = pool;
  let n = 0;
  for (let i = a0; i < a1; i++) {
    const a = p[i];
    // Two equal halves (5 and 5): each pair of values once, since (u, w) gives what (w, u) gives.
    for (let j = a0 === b0 ? i : b0; j < b1; j++) {
      const b = p[j];
      const x = a >= b ? a : b;
      const y = a >= b ? b : a;
      // Written in turn, counted only when they count: no branch to mispredict.
      c[n++] = x + y;
      const d = x - y;
      c[n] = d;
      n += +(d !== 0 && d !== y);
      if (y !== 1) {
        c[n++] = x * y;
        const q = (x / y) | 0;
        c[n] = q;
        n += +(q * y === x && q !== y);
      }
    }
  }
  keep(n);
}

/** Keeps cand[0 .. n) that are within the bound and new for the mask and its submasks. */
function keep(n: number): void {
  if (used + n > pool.length) {
    const bigger = new Int32Array(2 * (used + n));
    bigger.set(pool);
    pool = bigger;
  }
  const c = cand;
  const p = pool;
  const seen = presence;
  const most = bound;
  const lim = limit;
  const spare = limit + 1;
  const out = bits;
  const tLo = testLo;
  const tHi = testHi;
  const bLo = bitLo;
  const bHi = bitHi;
  let u = used;
  for (let k = 0; k < n; k++) {
    const v = c[k];
    if (v > most) continue;
    if (v < DIRECT) {
      // Stored in any case, counted when new (about 1 in 4: a branch would be mispredicted often).
      // Marking a known value for this mask too changes no later test: a submask already holds it.
      const lo = seen[2 * v];
      const hi = seen[2 * v + 1];
      seen[2 * v] = lo | bLo;
      seen[2 * v + 1] = hi | bHi;
      p[u] = v;
      u += +(((lo & tLo) | (hi & tHi)) === 0);
    } else if (markLarge(v)) p[u++] = v;
    out[v <= lim ? v : spare] = 1;
  }
  used = u;
}

/**
 * values(A) x values(B) for the full set: only values <= limit matter, marked in the bitset. A result
 * out of range is marked in a spare slot, bits[limit + 1] (left out of the tables), rather than tested.
 */
function combineFinal(a0: number, a1: number, b0: number, b1: number): void {
  const spare = limit + 1;
  const out = bits;
  const p = pool;
  for (let i = a0; i < a1; i++) {
    const a = p[i];
    for (let j = a0 === b0 ? i : b0; j < b1; j++) {
      const b = p[j];
      const x = a >= b ? a : b;
      const y = a >= b ? b : a;
      out[Math.min(x + y, spare)] = 1;
      out[Math.min(x - y, spare)] = 1; // 0 lands on bits[0], cleared at the end
      if (y !== 1) {
        out[Math.min(x * y, spare)] = 1;
        const q = (x / y) | 0;
        out[q * y === x ? Math.min(q, spare) : spare] = 1;
      }
    }
  }
}

/**
 * Computes the subset tables of 1 to 6 plates (validated by the caller). `searchLimit` is the
 * largest value of interest: FULL_SEARCH keeps everything, including the full set's values.
 */
export function computeSubsetTables(sortedPlates: readonly number[], searchLimit: number, options: SearchOptions = {}): SubsetTables {
  const plates = [...sortedPlates];
  const shape = subsetShape(plates);
  const { full, order, splits, splitStart, splitEnd, subLo, subHi } = shape;
  const nearest = options.nearest === true && searchLimit === FULL_SEARCH;
  const storesFull = searchLimit === FULL_SEARCH && !nearest;
  const transient = options.transient === true;

  limit = nearest ? 0 : storesFull ? DIRECT - 1 : searchLimit;
  // One slot more than the limit: combineFinal's spare.
  bits = transient && scratchBits.length === limit + 2 ? scratchBits.fill(0) : new Uint8Array(limit + 2);
  if (transient) scratchBits = bits;
  const start = transient ? scratchStart.fill(0) : new Int32Array(64);
  const length = transient ? scratchLength.fill(0) : new Int32Array(64);
  used = 0;
  generation++;
  hashCount = 0;
  active = { shape, start, length };

  let levels = 1;
  try {
    for (const m of order) {
      const size = popcount(m);
      if (size > levels) {
        bits[0] = 0;
        if (options.stopAfterLevel?.(bits, size)) break;
        levels = size;
      }
      fillMask(m);
    }
  } finally {
    // The presence array is shared by every call: leave it clean even if this one failed.
    for (let i = 0; i < used; i++) {
      const v = pool[i];
      if (v < DIRECT) {
        presence[2 * v] = 0;
        presence[2 * v + 1] = 0;
      }
    }
  }
  bits[0] = 0;
  if (nearest) for (let i = 0; i < used; i++) offerNearest(pool[i]);
  const values = transient ? pool : pool.slice(0, used);
  // One literal, always the same fields in the same order: the readers of the tables stay monomorphic.
  const { canon } = shape;
  return {
    full, canon, order, splits, splitStart, splitEnd, subLo, subHi,
    plates, values, start, length, bits: bits.subarray(0, limit + 1), limit, storesFull, levels,
  };

  function fillMask(m: number): void {
    start[m] = used;
    bitLo = m < 32 ? 1 << m : 0;
    bitHi = m < 32 ? 0 : 1 << (m - 32);
    testLo = subLo[m] | bitLo;
    testHi = subHi[m] | bitHi;
    const first = splitStart[m];
    const last = splitEnd[m];
    if (first === last) {
      bound = FULL_SEARCH;
      addPlate(plates[31 - Math.clz32(m)]);
    } else if (m === full && nearest) {
      for (let k = first; k < last; k += 2) {
        const a = splits[k];
        const b = splits[k + 1];
        combineNearest(pool, start[a], start[a] + length[a], start[b], start[b] + length[b]);
      }
    } else if (m === full && !storesFull) {
      for (let k = first; k < last; k += 2) {
        const a = splits[k];
        const b = splits[k + 1];
        combineFinal(start[a], start[a] + length[a], start[b], start[b] + length[b]);
      }
    } else {
      bound = storesFull ? FULL_SEARCH : valueBound(plates, full ^ m, searchLimit);
      for (let k = first; k < last; k += 2) {
        const a = splits[k];
        const b = splits[k + 1];
        combineInto(start[a], start[a] + length[a], start[b], start[b] + length[b]);
      }
    }
    length[m] = used - start[m];
  }
}

// The search in progress, for madeAtLevel.
let active: { shape: SubsetShape; start: Int32Array; length: Int32Array } | null = null;

/**
 * From stopAfterLevel: the first canonical mask of `size` plates (not computed yet) in which one
 * operation on values of a split makes `value`, or -1. Each value of the split's smaller side is tried
 * with the six partners that would make `value`, looked up in the presence bits of the other side:
 * far less work than computing the masks when a few values are wanted.
 */
export function madeAtLevel(size: number, value: number): number {
  const { shape, start, length } = active!;
  const { order, splits, splitStart, splitEnd } = shape;
  for (const m of order) {
    if (popcount(m) !== size) continue;
    for (let k = splitStart[m]; k < splitEnd[m]; k += 2) {
      const small = length[splits[k]] <= length[splits[k + 1]] ? splits[k] : splits[k + 1];
      const other = small === splits[k] ? splits[k + 1] : splits[k];
      for (let i = start[small]; i < start[small] + length[small]; i++) if (madeWith(pool[i], value, other)) return m;
    }
  }
  return -1;
}

/** Some w of mask b gives u + w, |u - w|, u x w or an exact u / w or w / u equal to v. */
function madeWith(u: number, v: number, b: number): boolean {
  return (
    holds(b, v - u) ||
    holds(b, u - v) ||
    holds(b, u + v) ||
    (v % u === 0 && holds(b, v / u)) ||
    (u % v === 0 && holds(b, u / v)) ||
    holds(b, u * v)
  );
}

/** Whether value w was kept (or met) in canonical mask b: its presence bit. */
function holds(b: number, w: number): boolean {
  if (w < 1 || w > FULL_SEARCH) return false;
  const bit = 1 << (b & 31);
  if (w < DIRECT) return (presence[2 * w + (b >> 5)] & bit) !== 0;
  const h = hashSlot(w);
  return hashStamp[h] === generation && ((b < 32 ? hashLo[h] : hashHi[h]) & bit) !== 0;
}

function popcount(m: number): number {
  let c = 0;
  for (let x = m; x !== 0; x &= x - 1) c++;
  return c;
}

/** (limit + 1) * prod(max(r, 2) + 1) over the plates r of `rest`: larger values cannot come back under limit. */
function valueBound(plates: number[], rest: number, searchLimit: number): number {
  let b = searchLimit + 1;
  for (let i = 0; i < plates.length; i++) {
    if (rest & (1 << i)) b *= Math.max(plates[i], 2) + 1;
  }
  return Math.min(b, FULL_SEARCH);
}
