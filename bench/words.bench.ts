/**
 * Words benchmark: lexicon load time and memory, and the longest-word finder on 10,000 seeded random draws,
 * against a plain signature index in the same run (same draws, same answers checked).
 * Run: npm run bench:words (node --expose-gc dist/bench/words.bench.js). Results: bench/README.md, "## Words".
 */
import { cpus } from 'node:os';
import { seededRandom, type SeededRandom } from '@greffier/common';
import { loadLexicon, longestWords, type Lexicon, type LongestWordsOptions } from '@greffier/lexicon';

const DRAWS = 10_000;
const SEED = 'words-bench-2026';

// Approximate French letter frequencies (percent, accented letters folded into their base letter), after the
// corpus table of the French Wikipedia article "Fréquence d'apparition des lettres en français". Bench only:
// the official draw generator, with its cited table, is libs/dcl's.
const VOWELS: readonly [string, number][] = [['E', 14.7], ['A', 7.6], ['I', 6.7], ['O', 5.1], ['U', 4.6], ['Y', 0.5]];
const CONSONANTS: readonly [string, number][] = [
  ['S', 6.5], ['N', 6.4], ['R', 6.1], ['T', 5.9], ['L', 5.0], ['D', 3.7], ['C', 3.3], ['M', 2.6], ['P', 2.5],
  ['G', 1.2], ['B', 1.1], ['V', 1.1], ['H', 1.1], ['F', 1.1], ['Q', 0.7], ['X', 0.4], ['J', 0.3], ['K', 0.3],
  ['W', 0.2], ['Z', 0.2],
];
// Vowel counts of the 18 letters draws of a Douai duplicate (10 x 5/5, 3 x 6C/4V, 3 x 4C/6V, 7C/3V, 3C/7V).
const VOWEL_COUNTS = [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 6, 6, 6, 3, 7];

function weighted(random: SeededRandom, table: readonly [string, number][]): string {
  const total = table.reduce((sum, [, w]) => sum + w, 0);
  let x = random.next() * total;
  for (const [letter, w] of table) {
    x -= w;
    if (x < 0) return letter;
  }
  return table[table.length - 1]?.[0] as string;
}

function makeDraws(): string[][] {
  const random = seededRandom(SEED);
  return Array.from({ length: DRAWS }, (_, i) => {
    const vowels = VOWEL_COUNTS[i % VOWEL_COUNTS.length] as number;
    const letters = Array.from({ length: 10 }, (_, j) => weighted(random, j < vowels ? VOWELS : CONSONANTS));
    return random.shuffle(letters);
  });
}

function rssMb(): number {
  global.gc?.();
  return process.memoryUsage().rss / 1e6;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number;
}

/**
 * The plain way, for comparison: a Map from each word's sorted letters to its spellings, probed with every
 * sub-multiset of the draw (sorted letters joined into a string), longest first, down to the first length
 * that has words.
 */
class PlainSignatureIndex {
  /** Sorted letters -> [letter key, spelling] of each word. */
  private readonly bySorted = new Map<string, [string, string][]>();

  constructor(lexicon: Lexicon) {
    for (let k = 0; k < lexicon.keyCount; k++) {
      const key = lexicon.keyAt(k);
      if (key.length > 10) continue;
      const sorted = [...key].sort().join('');
      const words = this.bySorted.get(sorted) ?? [];
      for (const spelling of lexicon.spellingsAt(k)) words.push([key, spelling]);
      this.bySorted.set(sorted, words);
    }
  }

  longest(draw: readonly string[]): { maxLength: number; words: string[] } {
    const tiles = draw.map((t) => t.toUpperCase()).sort();
    for (let size = tiles.length; size >= 1; size--) {
      const found: [string, string][] = [];
      const kept: string[] = [];
      const choose = (from: number): void => {
        if (kept.length === size) {
          found.push(...(this.bySorted.get(kept.join('')) ?? []));
          return;
        }
        for (let i = from; i <= tiles.length - (size - kept.length); i++) {
          if (i > from && tiles[i] === tiles[i - 1]) continue; // each multiset once
          kept.push(tiles[i] as string);
          choose(i + 1);
          kept.pop();
        }
      };
      choose(0);
      // By letter key, as longestWords answers (a stable sort keeps each key's spellings in order).
      if (found.length > 0) return { maxLength: size, words: found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, w]) => w) };
    }
    return { maxLength: 0, words: [] };
  }
}

function summary(micros: number[]): { median: number; text: string } {
  micros.sort((a, b) => a - b);
  const mean = micros.reduce((s, x) => s + x, 0) / micros.length;
  const median = percentile(micros, 0.5);
  return {
    median,
    text: `median ${median.toFixed(1)} µs, p95 ${percentile(micros, 0.95).toFixed(1)} µs, mean ${mean.toFixed(1)} µs, max ${percentile(micros, 1).toFixed(0)} µs`,
  };
}

function timeDraws(lexicon: Lexicon, draws: readonly string[][], options: LongestWordsOptions): { median: number; text: string } {
  for (const draw of draws.slice(0, 2000)) longestWords(lexicon, draw, options); // warm-up (JIT)
  const micros: number[] = [];
  const byMax = new Map<number, number>();
  for (const draw of draws) {
    const start = process.hrtime.bigint();
    const result = longestWords(lexicon, draw, options);
    micros.push(Number(process.hrtime.bigint() - start) / 1000);
    byMax.set(result.maxLength, (byMax.get(result.maxLength) ?? 0) + 1);
  }
  const spread = [...byMax].sort(([a], [b]) => b - a).map(([len, n]) => `${len}:${n}`).join(' ');
  const { median, text } = summary(micros);
  return { median, text: `${text} (longest length:draws ${spread})` };
}

/**
 * The plain index on the same draws, its answers checked against longestWords'; then both timed on each
 * block of 500 draws in turn (so that both meet the same load, each with its own data in the caches):
 * the two medians.
 */
function timePlain(lexicon: Lexicon, draws: readonly string[][]): { ours: number; median: number; text: string } {
  const started = process.hrtime.bigint();
  const plain = new PlainSignatureIndex(lexicon);
  const buildMs = Number(process.hrtime.bigint() - started) / 1e6;
  let different = 0;
  for (const draw of draws) {
    const mine = longestWords(lexicon, draw);
    const theirs = plain.longest(draw);
    if (mine.maxLength !== theirs.maxLength || mine.words.join() !== theirs.words.join()) different++;
  }
  for (const draw of draws.slice(0, 2000)) plain.longest(draw); // warm-up (JIT)
  const micros: number[] = [];
  const oursMicros: number[] = [];
  for (let from = 0; from < draws.length; from += 500) {
    const block = draws.slice(from, from + 500);
    for (const draw of block) {
      const start = process.hrtime.bigint();
      longestWords(lexicon, draw);
      oursMicros.push(Number(process.hrtime.bigint() - start) / 1000);
    }
    for (const draw of block) {
      const start = process.hrtime.bigint();
      plain.longest(draw);
      micros.push(Number(process.hrtime.bigint() - start) / 1000);
    }
  }
  const { median, text } = summary(micros);
  if (different > 0) process.exitCode = 1;
  const answers = different === 0 ? 'equal' : `DIFFERENT on ${different} draws`;
  return { ours: summary(oursMicros).median, median, text: `${text} (built in ${buildMs.toFixed(0)} ms; answers ${answers})` };
}

function main(): void {
  if (!global.gc) console.warn('run with node --expose-gc for a meaningful RSS figure');
  console.log(`machine: ${cpus()[0]?.model ?? 'unknown cpu'} x${cpus().length}, node ${process.version}`);
  const rssBefore = rssMb();
  const start = process.hrtime.bigint();
  const lexicon = loadLexicon();
  const loadMs = Number(process.hrtime.bigint() - start) / 1e6;
  const rssAfter = rssMb();
  console.log(
    `load + index: ${loadMs.toFixed(0)} ms; ${lexicon.size} spellings, ` +
      `${lexicon.anagrams.signatureCount} signatures; ` +
      `RSS ${rssBefore.toFixed(0)} MB before, ${rssAfter.toFixed(0)} MB after load`,
  );
  const draws = makeDraws();
  console.log(`${DRAWS} draws, seed "${SEED}"`);
  const longest = timeDraws(lexicon, draws, { lengths: 'max' });
  console.log(`longest words only:          ${longest.text}`);
  const plain = timePlain(lexicon, draws);
  console.log(`plain signature index:       ${plain.text}`);
  console.log(
    `longest words against the plain signature index, blocks of 500 draws in turn: median ${plain.ours.toFixed(1)} ` +
      `against ${plain.median.toFixed(1)} µs, ${(plain.ours / plain.median).toFixed(2)}x`,
  );
  console.log(`with the 2 lengths below:    ${timeDraws(lexicon, draws, { lengths: 2 }).text}`);
  console.log(`RSS at the end: ${rssMb().toFixed(0)} MB`);
}

main();
