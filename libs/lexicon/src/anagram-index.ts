/**
 * Words of 10 letters or fewer grouped by their letter multiset ("signature"), for the longest-word finder.
 *
 * A signature is the word's letters sorted, read as a base-27 number (A = 1 ... Z = 26): AIMER and MARIE
 * are both AEIMR = ((((1 x 27 + 5) x 27 + 9) x 27 + 13) x 27 + 18). Ten letters stay below 27^10 < 2^48,
 * so the number is exact in a double and two different multisets never share it: no collision to check.
 * The signatures live in an open-addressing hash table on typed arrays (linear probing, load under one half),
 * cheaper to build and to probe than a Map keyed by doubles; the finder probes a few hundred per draw.
 * The table is placed by a hash of the multiset that does not depend on the letters' order (Zobrist's: the
 * XOR of one random number per copy of a letter), so that leaving a tile out of a draw updates it with one
 * XOR; the exact signature is computed only for the few probes that the filter lets through.
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
  countInto(key, counts);
  const sig = signatureOfCounts(counts);
  counts.fill(0);
  return sig;
}

function countInto(key: string, counts: Uint8Array): void {
  for (let i = 0; i < key.length; i++) counts[letterIndex(key, i)]++;
}

function signatureOfCounts(counts: Uint8Array): number {
  let sig = 0;
  for (let l = 1; l < BASE; l++) {
    const c = counts[l] as number;
    if (c > 0) sig = sig * (POW[c] as number) + (REP[l]?.[c] as number);
  }
  return sig;
}

// ZOBRIST[11 l + c]: the random number of the c-th copy (1..10) of letter l; CUMULATED[11 l + c]: the XOR of
// copies 1..c, the hash of c copies of l. Fixed (xorshift32 from a constant seed): the same on every run.
const COPIES = MAX_WORD_LETTERS + 1;
const ZOBRIST = new Int32Array(BASE * COPIES);
const CUMULATED = new Int32Array(BASE * COPIES);
for (let i = 0, x = 0x2545f491; i < ZOBRIST.length; i++) {
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  ZOBRIST[i] = x;
  CUMULATED[i] = i % COPIES === 0 ? 0 : (CUMULATED[i - 1] as number) ^ x;
}

/** The hash of a multiset given by its letter counts (counts[l] for l = 1..26). */
function hashOfCounts(counts: Uint8Array): number {
  let h = 0;
  for (let l = 1; l < BASE; l++) h ^= CUMULATED[l * COPIES + (counts[l] as number)] as number;
  return h;
}

/** The letter counts of a signature, into `counts`. */
function countsOf(sig: number, counts: Uint8Array): Uint8Array {
  counts.fill(0);
  for (let s = sig; s > 0; s = Math.floor(s / BASE)) counts[s % BASE]++;
  return counts;
}

// Most probes miss (a random multiset is rarely a word) and the table (4 MB for the French lexicon: 2^18 slots
// of 8 + 8 bytes) is too big for the CPU caches: a Bloom filter per word length, with at least 16 bits per
// word and two bits per signature (one at the hash's low bits, one at its remixed top bits: about 1 % false
// hits), answers most misses from cache, and only its hits reach the table. A draw probes one length at a
// time: 64 KB of filter for the 8, 9 or 10 letters words (a single filter for all lengths: 256 KB).
const FILTER_BITS_PER_WORD = 16;

export class AnagramIndex {
  private constructor(
    /**
     * Per slot, side by side (one cache line for both): table[2 slot] its signature, 0 for a free slot (no
     * word has the empty signature), and table[2 slot + 1] its first word, as an index into the indexed words.
     */
    private readonly table: Float64Array,
    /** Next word of the same signature, or -1: anagrams are chained, no sorting at build time. */
    private readonly next: Int32Array,
    private readonly shift: number,
    /** The filters of every length, one after the other, in 32-bit words. */
    private readonly filter: Int32Array,
    /** Length l's filter: filter[filterStart[l] ..], filterBits[l] = log2 of its size in bits. */
    private readonly filterStart: Int32Array,
    private readonly filterBits: Int32Array,
    readonly signatureCount: number,
  ) {}

  /** Letter counts of the multiset being probed (scratch). */
  private readonly counts = new Uint8Array(BASE);
  /** The filter of the length being probed. */
  private probeStart = 0;
  private probeBits = 5;

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
    const table = new Float64Array(2 << bits);
    for (let slot = 0; slot < 1 << bits; slot++) table[2 * slot + 1] = -1;
    const next = new Int32Array(keys.length).fill(-1);
    const byLength = new Int32Array(MAX_WORD_LETTERS + 1);
    for (const key of keys) if (key.length <= MAX_WORD_LETTERS) byLength[key.length]++;
    const filterStart = new Int32Array(MAX_WORD_LETTERS + 1);
    const filterBits = new Int32Array(MAX_WORD_LETTERS + 1);
    let words = 0;
    for (let l = 1; l <= MAX_WORD_LETTERS; l++) {
      filterStart[l] = words;
      filterBits[l] = 5;
      while (1 << filterBits[l]! < FILTER_BITS_PER_WORD * byLength[l]!) filterBits[l]++;
      words += 1 << (filterBits[l]! - 5);
    }
    const filter = new Int32Array(words);
    const counts = new Uint8Array(BASE);
    let signatureCount = 0;
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k] as string;
      if (key.length === 0 || key.length > MAX_WORD_LETTERS) continue;
      countInto(key, counts);
      const sig = signatureOfCounts(counts);
      const hash = hashOfCounts(counts);
      counts.fill(0);
      const first = hash & ((1 << filterBits[key.length]!) - 1);
      const second = Math.imul(hash, 0x9e3779b1) >>> (32 - filterBits[key.length]!);
      filter[filterStart[key.length]! + (first >>> 5)] |= 1 << (first & 31);
      filter[filterStart[key.length]! + (second >>> 5)] |= 1 << (second & 31);
      let slot = hash >>> shift;
      while (table[2 * slot] !== 0 && table[2 * slot] !== sig) slot = (slot + 1) & mask;
      if (table[2 * slot] === 0) {
        table[2 * slot] = sig;
        signatureCount++;
      }
      next[k] = table[2 * slot + 1] as number;
      table[2 * slot + 1] = k;
    }
    return new AnagramIndex(table, next, shift, filter, filterStart, filterBits, signatureCount);
  }

  /** The slot holding this signature, or -1. */
  slotOf(sig: number): number {
    const counts = countsOf(sig, this.counts);
    let size = 0;
    for (let l = 1; l < BASE; l++) size += counts[l] as number;
    if (size > MAX_WORD_LETTERS) return -1;
    this.filterFor(size);
    const hash = hashOfCounts(counts);
    return this.passes(hash) ? this.probe(sig, hash) : -1;
  }

  private filterFor(size: number): void {
    this.probeStart = this.filterStart[size] as number;
    this.probeBits = this.filterBits[size] as number;
  }

  /** The filter's bits for this hash (in the filter of the length being probed): false means no word has it. */
  private passes(hash: number): boolean {
    const filter = this.filter;
    const bits = this.probeBits;
    const first = hash & ((1 << bits) - 1);
    if ((((filter[this.probeStart + (first >>> 5)] as number) >>> (first & 31)) & 1) === 0) return false;
    const second = Math.imul(hash, 0x9e3779b1) >>> (32 - bits);
    return (((filter[this.probeStart + (second >>> 5)] as number) >>> (second & 31)) & 1) !== 0;
  }

  private probe(sig: number, hash: number): number {
    const table = this.table;
    const mask = (table.length >> 1) - 1;
    let slot = hash >>> this.shift;
    for (;;) {
      const found = table[2 * slot];
      if (found === sig) return slot;
      if (found === 0) return -1;
      slot = (slot + 1) & mask;
    }
  }

  /** Positions (in the keys given to build) of the words of a slot: anagrams of each other. */
  wordsOf(slot: number): number[] {
    const out: number[] = [];
    for (let k = this.table[2 * slot + 1] as number; k >= 0; k = this.next[k] as number) out.push(k);
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
    if (size < 1 || size > MAX_WORD_LETTERS || size > n) return;
    this.filterFor(size);
    const counts = this.counts.fill(0);
    for (let j = 0; j < n; j++) counts[tiles[j] as number]++;
    const hash = hashOfCounts(counts);
    if (size === n) {
      if (this.passes(hash)) this.lookUp(tiles, n, 0, hash, out);
    } else this.leaveOut(tiles, n, 0, n - size, 0, hash, out);
  }

  /**
   * Leaves out `left` more tiles from `start` on; `hash` is the hash of the tiles not in `mask`, `this.counts`
   * their letter counts. The last tile left out is probed in the loop itself: no call per probe.
   */
  private leaveOut(tiles: Uint8Array, n: number, start: number, left: number, mask: number, hash: number, out: number[]): void {
    const counts = this.counts;
    for (let j = start; j <= n - left; j++) {
      const l = tiles[j] as number;
      if (j > start && l === tiles[j - 1]) continue;
      // One copy of l fewer: its last copy's number leaves the hash.
      const c = counts[l] as number;
      const h = hash ^ (ZOBRIST[l * COPIES + c] as number);
      if (left === 1) {
        if (this.passes(h)) this.lookUp(tiles, n, mask | (1 << j), h, out);
        continue;
      }
      counts[l] = c - 1;
      this.leaveOut(tiles, n, j + 1, left - 1, mask | (1 << j), h, out);
      counts[l] = c;
    }
  }

  /** Past the filter: the exact signature of the tiles not in `mask`, read in order, and its words. */
  private lookUp(tiles: Uint8Array, n: number, mask: number, hash: number, out: number[]): void {
    let sig = 0;
    for (let j = 0; j < n; j++) if ((mask & (1 << j)) === 0) sig = sig * BASE + (tiles[j] as number);
    const slot = this.probe(sig, hash);
    if (slot >= 0) for (let k = this.table[2 * slot + 1] as number; k >= 0; k = this.next[k] as number) out.push(k);
  }
}
