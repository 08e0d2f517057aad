import type { DealInput } from '../types';

/**
 * Test words, with the default values: MAISON 8+10+10+8+8+8 = 52, ELITE 10+8+10+8+10 = 46,
 * HELAS 8+10+8+10+8 = 44, TROUS 8+8+8+8+8 = 40; together they fit in the pack (3 S, 3 E, 2 A...).
 */
export const HANDS = ['MAISON', 'ELITE', 'HELAS', 'TROUS'] as const;

/** The words of a deal where `declarer` shows MAISON (52) and the other seats the lower words. */
export function wordsFor(declarer: number, players: 3 | 4 = 4): Record<string, string> {
  const others = HANDS.slice(1);
  const words: Record<string, string> = {};
  let k = 0;
  for (let seat = 1; seat <= players; seat++) words[seat] = seat === declarer ? HANDS[0] : (others[k++] as string);
  return words;
}

/** A deal of 4 players declared by `declarer`, who makes `tricks`. */
export const dealOf = (declarer: number, tricks: number, extra: Partial<DealInput> = {}): DealInput => ({ words: wordsFor(declarer), tricks, ...extra });
