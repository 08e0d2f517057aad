import type { SeededRandom } from '@greffier/common';
import { DclInputError } from './errors';
import { t } from '@greffier/messages';

/** The 24 plates: 1..10 twice, 25, 50, 75 and 100 once (docs/rules/draws.md, "Number plates"). */
export const PLATES: readonly number[] = Object.freeze([
  1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 25, 50, 75, 100,
]);
export const LARGE_PLATES: readonly number[] = Object.freeze([25, 50, 75, 100]);
export const PLATES_PER_DRAW = 6;
export const TARGET_MIN = 100;
export const TARGET_MAX = 999;
export const LETTERS_PER_DRAW = 10;
export const MIN_VOWELS = 2;
export const VOWELS: readonly string[] = Object.freeze(['A', 'E', 'I', 'O', 'U', 'Y']);

/** How many copies of each plate value exist (1..10: 2, large plates: 1). */
export const PLATE_COPIES: ReadonlyMap<number, number> = new Map(
  [...new Set(PLATES)].map((v) => [v, PLATES.filter((p) => p === v).length]),
);

/**
 * French letter frequencies, in thousandths of a percent (7636 = 7.636 %), so that the weighted
 * pick stays in integers. Source: Wikipedia (en), "Letter frequency", table "Relative frequencies of
 * letters in other languages", French column (a 7.636 %, b 0.901 %, ... e 14.715 % ...). Accented
 * letters, listed separately there, are not folded in: the plates carry no accents.
 */
export const FRENCH_LETTER_WEIGHTS: Readonly<Record<string, number>> = Object.freeze({
  A: 7636, B: 901, C: 3260, D: 3669, E: 14715, F: 1066, G: 866, H: 737, I: 7529, J: 545,
  K: 49, L: 5456, M: 2968, N: 7095, O: 5378, P: 3021, Q: 1362, R: 6553, S: 7948, T: 7244,
  U: 6311, V: 1628, W: 114, X: 387, Y: 308, Z: 136,
});

interface WeightTable {
  letters: string[];
  cumulative: number[];
  total: number;
}

function weightTable(letters: string[]): WeightTable {
  const cumulative: number[] = [];
  let total = 0;
  for (const l of letters) {
    total += FRENCH_LETTER_WEIGHTS[l] ?? 0;
    cumulative.push(total);
  }
  return { letters, cumulative, total };
}

const ALPHABET = Object.keys(FRENCH_LETTER_WEIGHTS);
const VOWEL_TABLE = weightTable(ALPHABET.filter((l) => VOWELS.includes(l)));
const CONSONANT_TABLE = weightTable(ALPHABET.filter((l) => !VOWELS.includes(l)));

function weightedPick(rng: SeededRandom, table: WeightTable): string {
  const r = rng.int(0, table.total - 1);
  const i = table.cumulative.findIndex((c) => r < c);
  return table.letters[i] as string;
}

export interface NumbersDraw {
  plates: number[];
  target: number;
}

/** Six plates without replacement from the 24, and a target uniform in 100..999. */
export function drawNumbers(rng: SeededRandom): NumbersDraw {
  const plates = rng.shuffle(PLATES).slice(0, PLATES_PER_DRAW);
  return { plates, target: rng.int(TARGET_MIN, TARGET_MAX) };
}

/**
 * Ten letters with the given consonant/vowel split, each drawn independently with the French
 * weights (as the TV game does), in a random order of consonants and vowels.
 */
export function drawLetters(rng: SeededRandom, consonants: number, vowels: number): string[] {
  if (!Number.isInteger(consonants) || !Number.isInteger(vowels) || consonants < 0 || vowels < 0) {
    throw new RangeError(t('SPLIT_INVALID', { consonants, vowels }));
  }
  if (consonants + vowels !== LETTERS_PER_DRAW) {
    throw new RangeError(t('SPLIT_TOTAL', { total: LETTERS_PER_DRAW, consonants, vowels }));
  }
  if (vowels < MIN_VOWELS) {
    throw new RangeError(t('SPLIT_VOWELS', { min: MIN_VOWELS, consonants, vowels }));
  }
  const kinds = rng.shuffle([...Array<boolean>(consonants).fill(false), ...Array<boolean>(vowels).fill(true)]);
  return kinds.map((isVowel) => weightedPick(rng, isVowel ? VOWEL_TABLE : CONSONANT_TABLE));
}

export function isVowel(letter: string): boolean {
  return VOWELS.includes(letter);
}

/**
 * Checks a multiset of plates; `counts` bounds its size (6 for a draw, 1..6 for the solver).
 * Returns a sorted copy.
 */
export function validatePlates(plates: unknown, counts: { min: number; max: number }): number[] {
  if (!Array.isArray(plates)) {
    throw new DclInputError('INVALID_PLATES', 'plates', t('PLATES_NOT_A_LIST'));
  }
  if (plates.length < counts.min || plates.length > counts.max) {
    const message =
      counts.min === counts.max
        ? t('PLATES_COUNT', { expected: counts.min, given: plates.length })
        : t('PLATES_COUNT_RANGE', { min: counts.min, max: counts.max, given: plates.length });
    throw new DclInputError('INVALID_PLATES', 'plates', message);
  }
  const seen = new Map<number, number>();
  for (const p of plates as unknown[]) {
    const copies = typeof p === 'number' ? PLATE_COPIES.get(p) : undefined;
    if (copies === undefined) {
      throw new DclInputError('INVALID_PLATES', 'plates', t('NOT_A_PLATE', { plate: String(p) }));
    }
    const n = (seen.get(p as number) ?? 0) + 1;
    if (n > copies) {
      throw new DclInputError(
        'INVALID_PLATES',
        'plates',
        t('PLATE_TOO_MANY_COPIES', { plate: String(p), times: n, copies }),
      );
    }
    seen.set(p as number, n);
  }
  return (plates as number[]).slice().sort((a, b) => a - b);
}

/** A prepared (typed-in) numbers draw: 6 existing plates, target in 100..999. */
export function validateNumbersDraw(plates: unknown, target: unknown): NumbersDraw {
  validatePlates(plates, { min: PLATES_PER_DRAW, max: PLATES_PER_DRAW });
  if (typeof target !== 'number' || !Number.isInteger(target) || target < TARGET_MIN || target > TARGET_MAX) {
    throw new DclInputError('INVALID_TARGET', 'target', t('TARGET_OUT_OF_RANGE', { target: String(target) }));
  }
  // Keep the organiser's order: it is the order announced to the players.
  return { plates: [...(plates as number[])], target };
}

export interface LettersDraw {
  letters: string[];
  consonants: number;
  vowels: number;
}

/**
 * A prepared letters draw: 10 letters A-Z (lower case accepted and upper-cased; accents refused,
 * the plates carry none), at least 2 vowels. Accepts "BAMERILANE" or ['B', 'A', ...].
 */
export function validateLettersDraw(letters: unknown): LettersDraw {
  let list: unknown[];
  if (typeof letters === 'string') list = [...letters.replace(/[\s,;-]+/g, '')];
  else if (Array.isArray(letters)) list = letters as unknown[];
  else throw new DclInputError('INVALID_LETTERS', 'letters', t('LETTERS_NOT_A_LIST'));
  if (list.length !== LETTERS_PER_DRAW) {
    throw new DclInputError('INVALID_LETTERS', 'letters', t('LETTERS_COUNT', { expected: LETTERS_PER_DRAW, given: list.length }));
  }
  const upper = list.map((l) => {
    if (typeof l !== 'string' || !/^[A-Za-z]$/.test(l)) {
      throw new DclInputError('INVALID_LETTERS', 'letters', t('NOT_A_LETTER', { letter: String(JSON.stringify(l)) }));
    }
    return l.toUpperCase();
  });
  const vowels = upper.filter(isVowel).length;
  if (vowels < MIN_VOWELS) {
    throw new DclInputError('INVALID_LETTERS', 'letters', t('TOO_FEW_VOWELS', { min: MIN_VOWELS, given: vowels }));
  }
  return { letters: upper, consonants: LETTERS_PER_DRAW - vowels, vowels };
}
