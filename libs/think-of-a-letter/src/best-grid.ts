import { seededRandom } from '@greffier/common';
import { t } from '@greffier/messages';
import { type Bonuses, wordPoints } from './points';
import type { WordJudge } from './words';

export interface BestGridOptions {
  seed: string;
  /** Swaps tried in all, whatever the machine: the answer depends on the letters, seed, budget and starts only. */
  iterations: number;
  /** Grids to start from (the players'): the best found is never worse than any of them. */
  starts?: readonly (readonly string[])[];
}

export interface BestFound {
  rows: string[];
  total: number;
  seed: string;
  iterations: number;
  /** Where the best grid came from: one of the starts (a player's grid) as it was, or the search. */
  from: 'start' | 'search';
}

const RESTARTS = 4;
const T_START = 3;
const T_END = 0.15;
const BASE = 27; // letters are 1..26 in a line's number: a stretch of up to 10 letters is exact in a double

/**
 * The best grid found for the called letters, "for the curious". There are (n*n)! arrangements, so this is a
 * bounded search, not a proof: simulated annealing over swaps of two squares, in RESTARTS runs (the first from
 * the best start given, the others from seeded shuffles), the budget of swaps shared between them. A swap
 * rescores only the rows and columns it touches; a line's total (the same exact recurrence as bestLine) and a
 * stretch's verdict are remembered by their letters, written as numbers in base 27. The same letters, seed,
 * budget and starts give the same grid on every machine. Named "best found", never "optimal".
 */
export function searchBestGrid(letters: readonly string[], size: number, judge: WordJudge, bonuses: Bonuses, options: BestGridOptions): BestFound {
  if (letters.length !== size * size) throw new RangeError(t('LETTERS_COUNT', { expected: size * size, given: letters.length }));
  const random = seededRandom(`think-of-a-letter/${options.seed}`);
  const points = Array.from({ length: size + 1 }, (_, l) => wordPoints(l, bonuses));
  const words = new Map<number, number>();
  const lines = new Map<number, number>();
  const digits = new Int32Array(size);
  const suffix = new Float64Array(size + 1);

  const ADMITTED = 1;
  const EXTENDS = 2;
  /** What the stretch from..to of the current line is: a word (ADMITTED), the start of a longer one (EXTENDS). */
  const stretch = (code: number, from: number, to: number): number => {
    let flags = words.get(code);
    if (flags === undefined) {
      let s = '';
      for (let k = from; k <= to; k++) s += String.fromCharCode(64 + (digits[k] as number));
      flags = (to > from && judge(s).admitted ? ADMITTED : 0) | (!judge.extends || judge.extends(s) ? EXTENDS : 0);
      words.set(code, flags);
    }
    return flags;
  };
  /** The line's total: suffix[i] is the best of squares i..n-1, either leaving i out or starting a word i..j there. */
  const line = (cells: Int32Array, start: number, step: number): number => {
    let key = 0;
    for (let k = 0; k < size; k++) key = key * BASE + (digits[k] = cells[start + k * step] as number);
    const known = lines.get(key);
    if (known !== undefined) return known;
    suffix[size] = 0;
    for (let i = size - 1; i >= 0; i--) {
      let b = suffix[i + 1] as number;
      let code = digits[i] as number;
      for (let j = i + 1; j < size && stretch(code, i, j - 1) & EXTENDS; j++) {
        code = code * BASE + (digits[j] as number);
        const p = (points[j - i + 1] as number) + (suffix[j + 1] as number);
        if (p > b && stretch(code, i, j) & ADMITTED) b = p;
      }
      suffix[i] = b;
    }
    lines.set(key, suffix[0] as number);
    return suffix[0] as number;
  };
  const encode = (ls: readonly string[]): Int32Array => Int32Array.from(ls, (l) => l.charCodeAt(0) - 64);
  const totalOf = (cells: Int32Array): number => {
    let sum = 0;
    for (let k = 0; k < size; k++) sum += line(cells, k * size, 1) + line(cells, k, size);
    return sum;
  };

  const starts = (options.starts ?? []).map((rows) => encode([...rows.join('')]));
  let best = starts[0] ?? encode(letters);
  let bestTotal = totalOf(best);
  let from: BestFound['from'] = starts.length ? 'start' : 'search';
  for (const s of starts.slice(1)) {
    const total = totalOf(s);
    if (total > bestTotal) [best, bestTotal] = [s, total];
  }

  const runs = Math.max(1, Math.min(RESTARTS, options.iterations));
  for (let run = 0; run < runs && options.iterations > 0; run++) {
    const budget = Math.floor(options.iterations / runs) + (run < options.iterations % runs ? 1 : 0);
    const cells = run === 0 && starts.length ? Int32Array.from(best) : encode(random.shuffle(letters));
    const rowT = Array.from({ length: size }, (_, r) => line(cells, r * size, 1));
    const colT = Array.from({ length: size }, (_, c) => line(cells, c, size));
    let total = rowT.reduce((s, x) => s + x, 0) + colT.reduce((s, x) => s + x, 0);
    if (total > bestTotal) [best, bestTotal, from] = [Int32Array.from(cells), total, 'search'];
    for (let it = 0; it < budget; it++) {
      const a = random.int(0, cells.length - 1);
      const b = random.int(0, cells.length - 1);
      if (cells[a] === cells[b]) continue;
      [cells[a], cells[b]] = [cells[b] as number, cells[a] as number];
      const [ra, ca, rb, cb] = [Math.floor(a / size), a % size, Math.floor(b / size), b % size];
      const nra = line(cells, ra * size, 1);
      const nca = line(cells, ca, size);
      const nrb = rb === ra ? nra : line(cells, rb * size, 1);
      const ncb = cb === ca ? nca : line(cells, cb, size);
      const delta = nra - rowT[ra]! + (nca - colT[ca]!) + (rb === ra ? 0 : nrb - rowT[rb]!) + (cb === ca ? 0 : ncb - colT[cb]!);
      const temperature = T_START * Math.pow(T_END / T_START, it / budget);
      if (delta >= 0 || random.next() < Math.exp(delta / temperature)) {
        [rowT[ra], colT[ca], rowT[rb], colT[cb]] = [nra, nca, nrb, ncb];
        total += delta;
        if (total > bestTotal) [best, bestTotal, from] = [Int32Array.from(cells), total, 'search'];
      } else {
        [cells[a], cells[b]] = [cells[b] as number, cells[a] as number];
      }
    }
  }
  const rows = Array.from({ length: size }, (_, r) => String.fromCharCode(...Array.from(best.subarray(r * size, r * size + size), (c) => 64 + c)));
  return { rows, total: bestTotal, seed: options.seed, iterations: options.iterations, from };
}
