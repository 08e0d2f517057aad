import type { NumbersTop, SessionDraw } from '@greffier/dcl';
import type { DuplicateDraw } from '@greffier/tournament';
import type { DuplicateDraw as DrawRow } from '../generated/prisma/client';

/** What is stored in duplicate_draw.top: the numbers top with one solution, or the longest words. */
export type StoredTop =
  | ({ kind: 'numbers'; solution: string[] } & NumbersTop)
  | { kind: 'letters'; maxLength: number; words: string[] };

export function toRuleDraw(row: DrawRow): DuplicateDraw {
  const top = row.top as unknown as StoredTop;
  if (row.kind === 'NUMBERS' && top.kind === 'numbers') {
    const { target, exact, best, distance, distances } = top;
    return { round: row.round, kind: 'numbers', plates: row.plates, target: row.target!, top: { target, exact, best, distance, distances } };
  }
  if (top.kind !== 'letters') throw new Error(`draw ${row.id}: stored top does not match its kind`);
  return { round: row.round, kind: 'letters', letters: [...(row.letters ?? '')], maxLength: top.maxLength, longestWords: top.words };
}

export function drawOf(row: DrawRow): SessionDraw {
  return row.kind === 'NUMBERS'
    ? { round: row.round, kind: 'numbers', plates: row.plates, target: row.target! }
    : { round: row.round, kind: 'letters', letters: [...(row.letters ?? '')], consonants: row.consonants!, vowels: row.vowels! };
}
