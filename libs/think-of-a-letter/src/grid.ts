import { bestLine, type CountedWord } from './line';
import type { Bonuses } from './points';
import type { WordJudge } from './words';

/** A word counted on a grid, with the squares it takes as [row, column] pairs (0-based). */
export interface GridWord extends CountedWord {
  squares: [number, number][];
}

export interface GridLine {
  /** 0-based index of the row or column. */
  index: number;
  letters: string;
  total: number;
  words: GridWord[];
}

export interface GridScore {
  rows: GridLine[];
  columns: GridLine[];
  rowTotals: number[];
  columnTotals: number[];
  /** 000: "Every player adds his row totals and his column totals together to obtain his final score." */
  total: number;
}

export const columnsOf = (rows: readonly string[]): string[] => Array.from({ length: rows.length }, (_, c) => rows.map((r) => r[c] ?? '').join(''));

/** Scores a full grid: every row read left to right, every column top to bottom (000: "reading either across or down"). */
export function scoreGrid(rows: readonly string[], judge: WordJudge, bonuses: Bonuses): GridScore {
  const line = (letters: string, index: number, square: (k: number) => [number, number]): GridLine => {
    const scored = bestLine(letters, judge, bonuses);
    return {
      index,
      letters,
      total: scored.total,
      words: scored.words.map((w) => ({ ...w, squares: Array.from({ length: w.end - w.start + 1 }, (_, k) => square(w.start + k)) })),
    };
  };
  const rowLines = rows.map((letters, r) => line(letters, r, (c) => [r, c]));
  const columnLines = columnsOf(rows).map((letters, c) => line(letters, c, (r) => [r, c]));
  const rowTotals = rowLines.map((l) => l.total);
  const columnTotals = columnLines.map((l) => l.total);
  const total = [...rowTotals, ...columnTotals].reduce((s, x) => s + x, 0);
  return { rows: rowLines, columns: columnLines, rowTotals, columnTotals, total };
}
