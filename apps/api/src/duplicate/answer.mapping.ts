import type { DuplicateAnswer } from '@greffier/tournament';
import type { Answer, DuplicateDraw as DrawRow } from '../generated/prisma/client';

/** A stored answer as the rules library reads it: lines count over the declared value (see docs/rules). */
export function toRuleAnswer(kind: DrawRow['kind'], a: Pick<Answer, 'round' | 'word' | 'value' | 'lines' | 'pointsOverride' | 'overrideReason'>): DuplicateAnswer {
  const pointsOverride = a.pointsOverride === null ? undefined : { points: a.pointsOverride, reason: a.overrideReason ?? '' };
  if (kind === 'LETTERS') return a.word ? { round: a.round, kind: 'letters', word: a.word, pointsOverride } : { round: a.round, kind: 'blank', pointsOverride };
  if (a.value === null && !a.lines) return { round: a.round, kind: 'blank', pointsOverride };
  return { round: a.round, kind: 'numbers', declared: a.value ?? undefined, written: a.lines ?? undefined, pointsOverride };
}
