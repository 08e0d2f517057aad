/**
 * Words of 10 letters or fewer grouped by their letter multiset ("signature"), for the longest-word finder.
 *
 * A signature is the word's letters sorted, read as a base-27 number (A = 1 ... Z = 26): AIMER and MARIE
 * are both AEIMR = ((((1 x 27 + 5) x 27 + 9) x 27 + 13) x 27 + 18). Ten letters stay below 27^10 < 2^48,
 * so the number is exact in a double and two different multisets never share it: no collision to check.
 * The signatures live in an open-addressing hash table on typed arrays (linear probing, load under one half),
 * cheaper to build and to probe than a Map keyed by doubles; the finder probes a few hundred per draw.
 */

export const MAX_WORD_LETTERS = 10;
const BASE = 27;
const POW = Array.from({ length: MAX_WORD_LETTERS + 1 }, (_, c) => BASE ** c);
/** REP[l][c]: the base-27 digits "l" repeated c times, i.e. the signature of c copies of letter l. */
const REP = Array.from({ length: BASE }, (_, l) => POW.map((p) => (l * (p - 1)) / (BASE - 1)));

function letterIndex(key: string, i: number): number {
  return key.charCodeAt(i) - 64; // 'A' -> 1
}

/** Signature of a letter key (A-Z only, at most 10 letters). */
export function signatureOf(key: string): number {
  return signatureWith(key, new Uint8Array(BASE));
}

/** signatureOf with a caller's scratch array (all zeros, left all zeros), to spare an allocation per word. */
function signatureWith(key: string, counts: Uint8Array): number {
  for (let i = 0; i < key.length; i++) counts[letterIndex(key, i)]++;
  let sig = 0;
  for (let l = 1; l < BASE; l++) {
    const c = counts[l] as number;
    if (c > 0) {
      sig = sig * (POW[c] as number) + (REP[l]?.[c] as number);
      counts[l] = 0;
    }
  }
  return sig;
}

/** 32-bit hash of a signature; the table and the filter use its top bits. */
function hashOf(sig: number): number {
  const lo = sig >>> 0; // ToUint32 is sig mod 2^32, exact for integers below 2^53
  const hi = (sig / 4294967296) | 0;
  return Math.imul(lo ^ Math.imul(hi, 0x27d4eb2d), 0x9e3779b1);
}

// Most probes miss (a random multiset is rarely a word) and the table (3 MB for the French lexicon: 2^18 slots
// of 8 + 4 bytes) is too big for the CPU caches:
// a one-bit-per-hash filter of 128 KB answers most misses from cache, and only its hits reach the table.
const FILTER_BITS = 20;

export class AnagramIndex {
  private constructor(
    /** Signature per slot, 0 for a free slot (no word has the empty signature). */
    private readonly table: Float64Array,
    /** First word of the slot's signature, as an index into the indexed words. */
    private readonly head: Int32Array,
    /** Next word of the same signature, or -1: anagrams are chained, no sorting at build time. */
    private readonly next: Int32Array,
    private readonly shift: number,
    private readonly filter: Int32Array,
    readonly signatureCount: number,
  ) {}

  /**
   * Index words given as letter keys (A-Z only); the index answers with their positions in `keys`.
   * Keys of more than 10 letters (or none) are skipped: they can never be made from a draw.
   */
  static build(keys: readonly string[]): AnagramIndex {
    let indexed = 0;
    for (const key of keys) if (key.length > 0 && key.length <= MAX_WORD_LETTERS) indexed++;
    let bits = 4;
    while (1 << bits < indexed * 2) bits++;
    const shift = 32 - bits;
    const mask = (1 << bits) - 1;
    const table = new Float64Array(1 << bits);
    const head = new Int32Array(1 << bits).fill(-1);
    const next = new Int32Array(keys.length).fill(-1);
    const filter = new Int32Array(1 << (FILTER_BITS - 5));
    const counts = new Uint8Array(BASE);
    let signatureCount = 0;
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k] as string;
      if (key.length === 0 || key.length > MAX_WORD_LETTERS) continue;
      const sig = signatureWith(key, counts);
      const hash = hashOf(sig);
      filter[hash >>> (32 - FILTER_BITS + 5)] |= 1 << ((hash >>> (32 - FILTER_BITS)) & 31);
      let slot = hash >>> shift;
      while (table[slot] !== 0 && table[slot] !== sig) slot = (slot + 1) & mask;
      if (table[slot] === 0) {
        table[slot] = sig;
        signatureCount++;
      }
      next[k] = head[slot] as number;
      head[slot] = k;
    }
    return new AnagramIndex(table, head, next, shift, filter, signatureCount);
  }

  /** The slot holding this signature, or -1. */
  slotOf(sig: number): number {
    const hash = hashOf(sig);
    const bits = this.filter[hash >>> (32 - FILTER_BITS + 5)] as number;
    if (((bits >>> ((hash >>> (32 - FILTER_BITS)) & 31)) & 1) === 0) return -1;
    const table = this.table;
    const mask = table.length - 1;
    let slot = hash >>> this.shift;
    for (;;) {
      const found = table[slot];
      if (found === sig) return slot;
      if (found === 0) return -1;
      slot = (slot + 1) & mask;
    }
  }

  /** Positions (in the keys given to build) of the words of a slot: anagrams of each other. */
  wordsOf(slot: number): number[] {
    const out: number[] = [];
    for (let k = this.head[slot] as number; k >= 0; k = this.next[k] as number) out.push(k);
    return out;
  }

  /**
   * Push onto `out` the words (positions in the keys given to build) made of `size` tiles of the draw.
   * `tiles` holds the draw's letters (1..26) sorted ascending, `n` of them. The sub-multisets are reached by
   * choosing the n - size tiles to leave out (a handful for the lengths that matter: 45 pairs for 8 letters
   * out of 10), skipping a tile equal to the previous one at the same depth so that each multiset comes once.
   * Its signature is then read off the remaining tiles, already in order: no sorting, no recursion over the
   * kept letters (which cost several times more in calls than the probes themselves).
   */
  collect(tiles: Uint8Array, n: number, size: number, out: number[]): void {
    this.leaveOut(tiles, n, 0, n - size, 0, out);
  }

  private leaveOut(tiles: Uint8Array, n: number, start: number, left: number, mask: number, out: number[]): void {
    if (left === 0) {
      let sig = 0;
      for (let j = 0; j < n; j++) if ((mask & (1 << j)) === 0) sig = sig * BASE + (tiles[j] as number);
      if (sig === 0) return;
      const slot = this.slotOf(sig);
      if (slot >= 0) for (let k = this.head[slot] as number; k >= 0; k = this.next[k] as number) out.push(k);
      return;
    }
    for (let j = start; j <= n - left; j++) {
      if (j > start && tiles[j] === tiles[j - 1]) continue;
      this.leaveOut(tiles, n, j + 1, left - 1, mask | (1 << j), out);
    }
  }
}
