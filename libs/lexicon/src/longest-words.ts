import { MAX_WORD_LETTERS } from './anagram-index';
import { DRAW_LENGTH, parseDraw } from './draw';
import { LexiconInputError } from './errors';
import type { Lexicon } from './lexicon';
import { letterKey } from './normalize';
import { compileRulings, type CompiledRulings, type Rulings } from './rulings';
import { t } from '@greffier/messages';

export interface LongestWordsOptions {
  /** 'max' (default): only the longest words; n: also the words of the n lengths below the longest. */
  readonly lengths?: 'max' | number;
  readonly rulings?: Rulings;
}

export interface WordsOfLength {
  readonly length: number;
  /** Lexicon spellings (accents kept), sorted by letters then spelling. */
  readonly words: readonly string[];
}

export interface LongestWordsResult {
  /** Letters of the longest words, 0 when the draw makes no word. */
  readonly maxLength: number;
  readonly words: readonly string[];
  /** Longest first: byLength[0] holds the longest words, then the next lengths that have words. */
  readonly byLength: readonly WordsOfLength[];
}

// Scratch space reused by every call (JavaScript runs one call at a time): no allocation per draw.
const counts = new Uint8Array(27);
const sortedTiles = new Uint8Array(MAX_WORD_LETTERS);
const found: number[] = [];

/** Counts a valid draw's letters into `counts` (A = 1 ... Z = 26, either case); false for any other draw. */
function countDraw(draw: readonly string[]): boolean {
  if (!Array.isArray(draw) || draw.length !== DRAW_LENGTH) return false;
  counts.fill(0);
  for (let i = 0; i < DRAW_LENGTH; i++) {
    const tile: unknown = draw[i];
    if (typeof tile !== 'string' || tile.length !== 1) return false;
    const code = tile.charCodeAt(0) & ~32; // upper case
    if (code < 65 || code > 90) return false;
    counts[code - 64]++;
  }
  return true;
}

const byPosition = (a: number, b: number): number => a - b;

function levelsOf(lengths: LongestWordsOptions['lengths']): number {
  if (lengths === undefined || lengths === 'max') return 0;
  if (!Number.isInteger(lengths) || lengths < 0 || lengths > MAX_WORD_LETTERS) {
    throw new LexiconInputError(
      'INVALID_OPTIONS',
      'lengths',
      t('LENGTHS_OPTION', { max: MAX_WORD_LETTERS, given: String(JSON.stringify(lengths)) }),
    );
  }
  return lengths;
}

/** Whether a letter key can be made from the draw's tiles (each tile used once). */
function fits(key: string, available: Uint8Array): boolean {
  const used = new Uint8Array(27);
  for (let i = 0; i < key.length; i++) {
    const l = key.charCodeAt(i) - 64;
    if (++used[l] > (available[l] as number)) return false;
  }
  return true;
}

function wordsOfSize(lexicon: Lexicon, size: number, n: number, rulings: CompiledRulings): string[] {
  found.length = 0;
  lexicon.anagrams.collect(sortedTiles, n, size, found);
  // Letter keys are stored sorted, so sorting their positions sorts the words by letters.
  if (found.length > 1) found.sort(byPosition);
  const words: string[] = [];
  for (const k of found) {
    if (rulings.refused.size === 0 || !rulings.refused.has(lexicon.keyAt(k))) lexicon.pushSpellingsAt(k, words);
  }
  if (rulings.admitted.size === 0) return words;
  let added = false;
  for (const [key, spellings] of rulings.admitted) {
    if (key.length !== size || !fits(key, counts)) continue;
    for (const spelling of spellings) {
      if (!words.includes(spelling)) {
        words.push(spelling);
        added = true;
      }
    }
  }
  return added ? sortByLetters(words) : words;
}

function sortByLetters(words: string[]): string[] {
  const keyed = words.map((w) => [letterKey(w) ?? w, w] as const);
  keyed.sort(([ka, a], [kb, b]) => (ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : a > b ? 1 : 0));
  return keyed.map(([, w]) => w);
}

/**
 * The longest words that the draw's letters make (each tile at most once, accents ignored), and on request
 * the words of the next lengths below. Sub-multisets of the draw are enumerated longest first and each one's
 * signature is probed in the anagram index: a draw of 10 letters has at most 1,024 of them, and the search
 * stops at the first length (or the first lengths + n) that has words.
 */
export function longestWords(
  lexicon: Lexicon,
  draw: readonly string[],
  options: LongestWordsOptions = {},
): LongestWordsResult {
  // parseDraw throws the precise error; a valid draw is counted without its upper-cased copy.
  if (!countDraw(draw)) parseDraw(draw);
  const levels = levelsOf(options.lengths);
  const rulings = compileRulings(options.rulings);
  let n = 0;
  for (let l = 1; l <= 26; l++) for (let c = counts[l] as number; c > 0; c--) sortedTiles[n++] = l;

  const byLength: WordsOfLength[] = [];
  for (let size = n; size >= 1 && byLength.length <= levels; size--) {
    const words = wordsOfSize(lexicon, size, n, rulings);
    if (words.length > 0) byLength.push({ length: size, words });
  }
  return { maxLength: byLength[0]?.length ?? 0, words: byLength[0]?.words ?? [], byLength };
}
