import { seededRandom } from '@greffier/common';
import { drawLetters, drawNumbers, LETTERS_PER_DRAW, MIN_VOWELS } from './draws';
import { DclInputError } from './errors';
import { t } from '@greffier/messages';

/** How many letters draws of one consonant/vowel split a session holds. */
export interface LettersQuota {
  consonants: number;
  vowels: number;
  count: number;
}

/**
 * A session's draws as data. `order` is a pattern of 'C' (chiffres: numbers) and 'L' (lettres)
 * repeated to the session's length; it may also spell the whole session. The letters splits are
 * shuffled (the regulation says "in random order"), then dealt to the 'L' slots.
 */
export interface SessionPlan {
  name: string;
  numbers: number;
  letters: readonly LettersQuota[];
  order: string;
}

export type SessionDraw =
  | { round: number; kind: 'numbers'; plates: number[]; target: number }
  | { round: number; kind: 'letters'; consonants: number; vowels: number; letters: string[] };

const q = (consonants: number, vowels: number, count: number): LettersQuota => ({ consonants, vowels, count });

/**
 * Douai duplicate: 30 draws, 12 numbers, 18 letters. "C-L-L repeated, as in 3 grids of 10": C-L-L
 * run through a grid of 10 gives C L L C L L C L L C (4 numbers, 6 letters), and 3 such grids make
 * the 12 numbers and 18 letters. (C-L-L repeated ten times would give 10 and 20.)
 */
export const DUPLICATE_PLAN: SessionPlan = Object.freeze({
  name: 'duplicate',
  numbers: 12,
  letters: Object.freeze([q(5, 5, 10), q(6, 4, 3), q(4, 6, 3), q(7, 3, 1), q(3, 7, 1)]),
  order: 'CLLCLLCLLC',
});

/**
 * 1/8, 1/4, 1/2 and classification matches: 20 draws, 12 letters and 8 numbers. The regulation
 * gives no order; "LCLLC" x4 opens with letters like the TV show, never puts two numbers draws in
 * a row and at most two letters draws.
 */
export const MATCH_PLAN: SessionPlan = Object.freeze({
  name: 'match',
  numbers: 8,
  letters: Object.freeze([q(5, 5, 6), q(6, 4, 2), q(4, 6, 2), q(7, 3, 1), q(3, 7, 1)]),
  order: 'LCLLC',
});

/** Final: 24 draws, 16 letters and 8 numbers; "LCL" x8 (same reasoning as MATCH_PLAN). */
export const FINAL_PLAN: SessionPlan = Object.freeze({
  name: 'final',
  numbers: 8,
  letters: Object.freeze([q(5, 5, 8), q(6, 4, 3), q(4, 6, 3), q(7, 3, 1), q(3, 7, 1)]),
  order: 'LCL',
});

/** Extra draws of a tied match: "une prolongation de 2 coups (1C-1L)", letters 5C/5V. */
export const TIE_BREAK_PLAN: SessionPlan = Object.freeze({
  name: 'tie-break',
  numbers: 1,
  letters: Object.freeze([q(5, 5, 1)]),
  order: 'CL',
});

/** Sudden-death letters draws are always 5C/5V ("que des tirages 5C/5V"). */
export const SUDDEN_DEATH_SPLIT = Object.freeze({ consonants: 5, vowels: 5 });

function planError(plan: SessionPlan, reason: string): DclInputError {
  return new DclInputError('INVALID_PLAN', 'plan', t('INVALID_PLAN', { plan: plan.name, reason }));
}

/** The kinds of the session's draws in play order ('C' or 'L'), after checking the plan. */
export function planOrder(plan: SessionPlan): string[] {
  const lettersTotal = plan.letters.reduce((sum, l) => sum + l.count, 0);
  const total = plan.numbers + lettersTotal;
  if (!/^[CL]+$/.test(plan.order)) throw planError(plan, t('PLAN_ORDER_LETTERS'));
  if (total === 0 || total > 100) throw planError(plan, t('PLAN_DRAW_COUNT', { total }));
  for (const l of plan.letters) {
    const ok = [l.consonants, l.vowels, l.count].every((n) => Number.isInteger(n) && n >= 0);
    if (!ok || l.consonants + l.vowels !== LETTERS_PER_DRAW || l.vowels < MIN_VOWELS) {
      throw planError(plan, t('PLAN_SPLIT', l));
    }
  }
  if (total % plan.order.length !== 0) {
    throw planError(plan, t('PLAN_ORDER_DIVIDES', { order: plan.order, total }));
  }
  const kinds = [...plan.order.repeat(total / plan.order.length)];
  const numbers = kinds.filter((k) => k === 'C').length;
  if (numbers !== plan.numbers || kinds.length - numbers !== lettersTotal) {
    throw planError(plan, t('PLAN_ORDER_NUMBERS', { order: plan.order, numbers, wanted: plan.numbers }));
  }
  return kinds;
}

/**
 * The session's draws, in play order. Deterministic for a seed on every machine (the generator is
 * portable and only integers are derived from it); store the seed with the session to audit it.
 */
export function generateSession(plan: SessionPlan, seed: string): SessionDraw[] {
  const kinds = planOrder(plan);
  const rng = seededRandom(seed);
  const splits = rng.shuffle(plan.letters.flatMap((l) => Array.from({ length: l.count }, () => l)));
  let nextSplit = 0;
  return kinds.map((kind, i) => {
    const round = i + 1;
    if (kind === 'C') return { round, kind: 'numbers', ...drawNumbers(rng) };
    const { consonants, vowels } = splits[nextSplit++] as LettersQuota;
    return { round, kind: 'letters', consonants, vowels, letters: drawLetters(rng, consonants, vowels) };
  });
}

/**
 * Sudden-death draw number `index` (1-based): the first kind is drawn at random from the seed,
 * then kinds alternate. Each draw has its own generator, so draws are produced one at a time, as
 * play goes, and any one of them can be re-derived without the others.
 */
export function suddenDeathDraw(seed: string, index: number): SessionDraw {
  if (!Number.isInteger(index) || index < 1 || index > 1000) {
    throw new DclInputError('INVALID_VALUE', 'index', t('SUDDEN_DEATH_INDEX', { index }));
  }
  const numbersFirst = seededRandom(`${seed}/sudden-death`).int(0, 1) === 0;
  const isNumbers = numbersFirst === (index % 2 === 1);
  const rng = seededRandom(`${seed}/sudden-death/${index}`);
  if (isNumbers) return { round: index, kind: 'numbers', ...drawNumbers(rng) };
  const { consonants, vowels } = SUDDEN_DEATH_SPLIT;
  return { round: index, kind: 'letters', consonants, vowels, letters: drawLetters(rng, consonants, vowels) };
}

export function generateSuddenDeath(seed: string, count: number): SessionDraw[] {
  return Array.from({ length: count }, (_, i) => suddenDeathDraw(seed, i + 1));
}
