/**
 * The points of a word by its length. 000: "as many points are scored as there are letters in the word.
 * One-letter words, however, score nothing. Five-letter words score a bonus point." The variations let a club
 * reward longer words more ("an eight-letter word could merit two bonus points"): the bonuses are a settings
 * table, length -> extra points, for that exact length.
 */
export type Bonuses = Readonly<Record<string, number>>;

/** 000, rule 2: the book's own table. */
export const BOOK_BONUSES: Bonuses = Object.freeze({ '5': 1 });

export function wordPoints(length: number, bonuses: Bonuses): number {
  if (length < 2) return 0; // 000: one-letter words score nothing
  return length + (bonuses[String(length)] ?? 0);
}

/** The points of every word length that fits in a line of `size` squares (2..size), for the sheet. */
export function pointsTable(size: number, bonuses: Bonuses): { length: number; points: number }[] {
  return Array.from({ length: Math.max(0, size - 1) }, (_, i) => ({ length: i + 2, points: wordPoints(i + 2, bonuses) }));
}
