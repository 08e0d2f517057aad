import type { NumbersTop, SessionDraw } from '@greffier/dcl';
import type { DuplicateAnswer, DuplicateDraw } from '@greffier/tournament';
import type { Answer, DuplicateDraw as DrawRow } from '../generated/prisma/client';

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

/** A stored answer as the rules library reads it: lines count over the declared value (see docs/rules). */
export function toRuleAnswer(kind: DrawRow['kind'], a: Pick<Answer, 'round' | 'word' | 'value' | 'lines' | 'pointsOverride' | 'overrideReason'>): DuplicateAnswer {
  const pointsOverride = a.pointsOverride === null ? undefined : { points: a.pointsOverride, reason: a.overrideReason ?? '' };
  if (kind === 'LETTERS') return a.word ? { round: a.round, kind: 'letters', word: a.word, pointsOverride } : { round: a.round, kind: 'blank', pointsOverride };
  if (a.value === null && !a.lines) return { round: a.round, kind: 'blank', pointsOverride };
  return { round: a.round, kind: 'numbers', declared: a.value ?? undefined, written: a.lines ?? undefined, pointsOverride };
}
