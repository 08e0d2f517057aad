import { type Bonuses, wordPoints } from './points';
import type { WordJudge } from './words';

/** One word counted in a line: its letters, the squares it takes (start..end, both inclusive) and its points. */
export interface CountedWord {
  word: string;
  /** The spelling that admitted it (the lexicon's "été" for ETE, or the ruling's). */
  spelling: string;
  by: 'lexicon' | 'ruling';
  start: number;
  end: number;
  points: number;
}

export interface LineScore {
  letters: string;
  total: number;
  words: CountedWord[];
}

/**
 * The best set of words of one line (a row read left to right, a column top to bottom), exactly: 000, "No two
 * words in the same row, or column, may share letters": I T W I T scores IT + WIT = 5, never IT + TWIT. That is
 * weighted interval scheduling over the admitted stretches of the line: best[j] is the best score of the first
 * j squares, either leaving square j-1 out (best[j-1]) or ending a word i..j-1 there (best[i] + points). O(n^2)
 * stretches, each asked once of the judge. On equal points, the set with fewer (so longer) words is kept, then
 * the first found from the left: the choice is deterministic.
 */
export function bestLine(letters: string, judge: WordJudge, bonuses: Bonuses): LineScore {
  const n = letters.length;
  const best = new Array<number>(n + 1).fill(0);
  const count = new Array<number>(n + 1).fill(0);
  /** from[j] = i when a word i..j-1 ends the best set of the first j squares, -1 when square j-1 is left out. */
  const from = new Array<number>(n + 1).fill(-1);
  for (let j = 1; j <= n; j++) {
    best[j] = best[j - 1] as number;
    count[j] = count[j - 1] as number;
    for (let i = j - 2; i >= 0; i--) {
      const points = wordPoints(j - i, bonuses);
      if (points <= 0 || !judge(letters.slice(i, j)).admitted) continue;
      const score = (best[i] as number) + points;
      const words = (count[i] as number) + 1;
      if (score > (best[j] as number) || (score === best[j] && words < (count[j] as number))) {
        best[j] = score;
        count[j] = words;
        from[j] = i;
      }
    }
  }
  const words: CountedWord[] = [];
  for (let j = n; j > 0; ) {
    const i = from[j] as number;
    if (i < 0) {
      j--;
      continue;
    }
    const verdict = judge(letters.slice(i, j));
    if (verdict.admitted) words.unshift({ word: letters.slice(i, j), spelling: verdict.spelling, by: verdict.by, start: i, end: j - 1, points: wordPoints(j - i, bonuses) });
    j = i;
  }
  return { letters, total: best[n] as number, words };
}

/** The total alone, for the search: the same recurrence without the words. */
export function lineTotal(letters: string, judge: WordJudge, bonuses: Bonuses): number {
  const n = letters.length;
  const best = new Array<number>(n + 1).fill(0);
  for (let j = 1; j <= n; j++) {
    let b = best[j - 1] as number;
    for (let i = j - 2; i >= 0; i--) {
      const points = wordPoints(j - i, bonuses);
      if (points > 0 && (best[i] as number) + points > b && judge(letters.slice(i, j)).admitted) b = (best[i] as number) + points;
    }
    best[j] = b;
  }
  return best[n] as number;
}
