import { DclInputError } from './errors';
import { getPointsProfile, type PointsProfile, type ScaleBand } from './points-profiles';
import type { NumbersTop } from './reachable';
import { t } from '@greffier/messages';

export * from './points-profiles';

/** A player's numbers answer: the value that counts (see checker.ts), an error, or nothing. */
export type NumbersAnswer = { kind: 'value'; value: number } | { kind: 'error' } | { kind: 'none' };

/** The part of a draw's top that scoring needs (NumbersTop from topFor fits). */
export type TopInfo = Pick<NumbersTop, 'target' | 'distance' | 'distances'>;

/** A letters answer: `length` letters; a missing word is length 0. */
export interface LettersAnswer {
  length: number;
  valid: boolean;
}

function scalePoints(scale: readonly ScaleBand[], distance: number): number {
  return scale.find((b) => distance <= b.upTo)?.points ?? 0;
}

function answerDistance(top: TopInfo, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new DclInputError('INVALID_ANSWER', 'answer', t('NUMBERS_ANSWER_NOT_POSITIVE', { value: String(value) }));
  }
  const d = Math.abs(value - top.target);
  if (d < top.distance) {
    // A valid computation cannot beat the best reachable value: the answer or the top is wrong.
    throw new DclInputError('INVALID_ANSWER', 'answer', t('ANSWER_BEATS_BEST', { value, target: top.target }));
  }
  return d;
}

/** Numbers points of one answer under an absolute profile (douai, laxou). */
export function numbersPoints(profile: PointsProfile | string, top: TopInfo, answer: NumbersAnswer): number {
  const p = typeof profile === 'string' ? getPointsProfile(profile) : profile;
  const rules = p.numbers;
  if (rules.mode !== 'absolute') {
    throw new DclInputError('RELATIVE_PROFILE', 'profile', t('RELATIVE_PROFILE', { profile: p.name }));
  }
  if (answer.kind === 'none') return 0;
  if (answer.kind === 'error') return rules.error;
  const d = answerDistance(top, answer.value);
  const normal = scalePoints(rules.scale, d);
  if (top.distance === 0) return normal;
  const infeasible = rules.infeasible;
  if (infeasible.kind === 'shift') {
    if (top.distance <= infeasible.normalWhenBestWithin) return normal;
    return scalePoints(rules.scale, infeasible.bestScoredAs + (d - top.distance));
  }
  if (infeasible.kind === 'ranked') {
    const rank = top.distances.indexOf(d);
    return Math.max(normal, rank >= 0 ? (infeasible.rankPoints[rank] ?? 0) : 0);
  }
  return normal;
}

/**
 * TV numbers: the exact count or the best possible approach scores 10; otherwise 7 when at least as
 * good as the opponent (who may have nothing or an error); otherwise 0.
 */
export function tvNumbersPoints(top: TopInfo, a: NumbersAnswer, b: NumbersAnswer): [number, number] {
  const rules = getPointsProfile('tv').numbers;
  if (rules.mode !== 'relative') throw new Error('internal: the tv profile must be relative');
  const da = a.kind === 'value' ? answerDistance(top, a.value) : Infinity;
  const db = b.kind === 'value' ? answerDistance(top, b.value) : Infinity;
  const score = (mine: number, theirs: number): number => {
    if (mine === Infinity) return 0;
    if (mine === top.distance) return rules.topPoints;
    return mine <= theirs ? rules.atLeastAsGoodPoints : 0;
  };
  return [score(da, db), score(db, da)];
}

function checkLength(length: number): void {
  if (!Number.isInteger(length) || length < 0 || length > 10) {
    throw new DclInputError('INVALID_LENGTH', 'length', t('WORD_LENGTH_RANGE', { length: String(length) }));
  }
}

/** Duplicate letters: one point per letter of a valid word, 0 otherwise. */
export function lettersPoints(valid: boolean, length: number, profile: PointsProfile | string = 'douai'): number {
  checkLength(length);
  const p = typeof profile === 'string' ? getPointsProfile(profile) : profile;
  return valid ? length * p.letters.pointsPerLetter : 0;
}

/**
 * TV letters: a correct word at least as long as the opponent's scores its length; a wrong or
 * shorter word scores nothing; a wrong word longer than the opponent's correct word gives the
 * opponent the wrong word's length. A missing word (length 0) is never "correct": it scores
 * nothing and gets nothing from the opponent's wrong word.
 */
export function tvLettersPoints(a: LettersAnswer, b: LettersAnswer): [number, number] {
  checkLength(a.length);
  checkLength(b.length);
  const perLetter = getPointsProfile('tv').letters.pointsPerLetter;
  const score = (mine: LettersAnswer, theirs: LettersAnswer): number => {
    if (!mine.valid || mine.length === 0) return 0;
    if (theirs.valid) return mine.length >= theirs.length ? mine.length * perLetter : 0;
    return Math.max(mine.length, theirs.length) * perLetter;
  };
  return [score(a, b), score(b, a)];
}

/** Duels and final sprint (TV): a right answer scores 5; a wrong one gives 5 to the opponent. */
export function duelPoints(result: { by: 'a' | 'b'; right: boolean } | null): [number, number] {
  const duel = getPointsProfile('tv').duel!;
  if (result === null) return [0, 0];
  const toA = result.right === (result.by === 'a');
  const points = result.right ? duel.right : duel.wrongToOpponent;
  return toA ? [points, 0] : [0, points];
}

/** One answer in a knockout match draw: a valid word, a valid numbers result, an error, or nothing. */
export type MatchAnswer =
  | { kind: 'none' }
  | { kind: 'error' }
  | { kind: 'word'; length: number }
  | { kind: 'value'; value: number; target: number };

/**
 * A knockout match draw (Douai, "Système appliqué"): the better result scores 1, the other 0; equal
 * results score nothing; a player alone in error gives the point to the opponent (even one who
 * wrote nothing); both in error, nothing. Letters: the longer valid word; numbers: the closer result.
 */
export function matchDrawPoints(a: MatchAnswer, b: MatchAnswer): [0 | 1, 0 | 1] {
  const kinds = new Set([a.kind, b.kind]);
  if (kinds.has('word') && kinds.has('value')) {
    throw new DclInputError('INVALID_ANSWER', 'answer', t('ANSWER_KINDS_DIFFER'));
  }
  if (a.kind === 'value' && b.kind === 'value' && a.target !== b.target) {
    throw new DclInputError('INVALID_ANSWER', 'answer', t('ANSWER_TARGETS_DIFFER'));
  }
  if (a.kind === 'error' && b.kind === 'error') return [0, 0];
  if (a.kind === 'error') return [0, 1];
  if (b.kind === 'error') return [1, 0];
  const qa = quality(a);
  const qb = quality(b);
  if (qa === qb) return [0, 0];
  return qa > qb ? [1, 0] : [0, 1];
}

/** Higher is better: a word's length, minus a result's distance; nothing ranks below everything. */
function quality(answer: MatchAnswer): number {
  if (answer.kind === 'word') {
    checkLength(answer.length);
    return answer.length;
  }
  if (answer.kind === 'value') {
    if (!Number.isInteger(answer.value) || answer.value < 1) {
      throw new DclInputError('INVALID_ANSWER', 'answer', t('NUMBERS_ANSWER_NOT_POSITIVE', { value: String(answer.value) }));
    }
    return -Math.abs(answer.value - answer.target);
  }
  return -Infinity;
}
