import { seededRandom } from '@greffier/common';
import {
  drawLetters,
  drawNumbers,
  FRENCH_LETTER_WEIGHTS,
  PLATES,
  validateLettersDraw,
  validateNumbersDraw,
  VOWELS,
} from './draws';
import { DclInputError } from './errors';

const countOf = <T>(items: readonly T[], x: T): number => items.filter((i) => i === x).length;

describe('plates and letters', () => {
  it('has 24 plates: 1..10 twice, 25, 50, 75, 100 once', () => {
    expect(PLATES).toHaveLength(24); // 10 x 2 + 4 = 24
    for (let v = 1; v <= 10; v++) expect(countOf(PLATES, v)).toBe(2);
    for (const v of [25, 50, 75, 100]) expect(countOf(PLATES, v)).toBe(1);
  });

  it('has the vowels A E I O U Y', () => {
    expect(VOWELS).toEqual(['A', 'E', 'I', 'O', 'U', 'Y']);
  });

  it('weights all 26 letters with integers (thousandths of a percent)', () => {
    expect(Object.keys(FRENCH_LETTER_WEIGHTS)).toHaveLength(26);
    for (const w of Object.values(FRENCH_LETTER_WEIGHTS)) expect(Number.isInteger(w) && w > 0).toBe(true);
    expect(FRENCH_LETTER_WEIGHTS.E).toBe(14715); // 14.715 %
  });
});

describe('drawNumbers', () => {
  it('is pinned for a seed, so that a change of algorithm is caught', () => {
    const rng = seededRandom('douai-2026');
    expect(drawNumbers(rng)).toEqual({ plates: [100, 6, 5, 4, 75, 7], target: 821 });
    expect(drawNumbers(rng)).toEqual({ plates: [100, 6, 9, 3, 9, 5], target: 661 });
  });

  it('draws 6 plates without replacement and a target in 100..999', () => {
    const rng = seededRandom('many-draws');
    const targets = new Set<number>();
    for (let i = 0; i < 3000; i++) {
      const { plates, target } = drawNumbers(rng);
      expect(() => validateNumbersDraw(plates, target)).not.toThrow();
      targets.add(target);
    }
    expect(Math.min(...targets)).toBe(100);
    expect(Math.max(...targets)).toBe(999);
  });
});

describe('drawLetters', () => {
  it('is pinned for a seed', () => {
    const rng = seededRandom('letters-1');
    expect(drawLetters(rng, 5, 5).join('')).toBe('ABROIEESFP');
    expect(drawLetters(rng, 7, 3).join('')).toBe('TUTSTNSNEE');
    expect(drawLetters(rng, 3, 7).join('')).toBe('RROOITAUIE');
  });

  it.each([
    [5, 5],
    [6, 4],
    [4, 6],
    [7, 3],
    [3, 7],
    [8, 2],
  ])('gives 10 upper-case letters with the split %iC/%iV', (consonants, vowels) => {
    const rng = seededRandom(`split-${consonants}`);
    for (let i = 0; i < 200; i++) {
      const letters = drawLetters(rng, consonants, vowels);
      expect(letters).toHaveLength(10);
      expect(letters.every((l) => /^[A-Z]$/.test(l))).toBe(true);
      expect(letters.filter((l) => VOWELS.includes(l))).toHaveLength(vowels);
    }
  });

  it.each([
    [9, 1], // fewer than 2 vowels
    [10, 0],
    [5, 4], // 9 letters
    [6, 5], // 11 letters
    [-1, 11],
    [4.5, 5.5],
  ])('refuses the split %iC/%iV with a RangeError', (consonants, vowels) => {
    expect(() => drawLetters(seededRandom('x'), consonants, vowels)).toThrow(RangeError);
  });

  it('follows the French frequencies: E is the commonest vowel, K among the rarest consonants', () => {
    const rng = seededRandom('freq');
    const counts = new Map<string, number>();
    for (let i = 0; i < 5000; i++) for (const l of drawLetters(rng, 5, 5)) counts.set(l, (counts.get(l) ?? 0) + 1);
    // E weighs 14715 of the 41877 vowel weight: ~35 % of the 25000 vowels drawn.
    expect(counts.get('E')! / 25000).toBeCloseTo(14715 / 41877, 1);
    expect(counts.get('S')!).toBeGreaterThan(20 * (counts.get('K') ?? 0));
  });
});

describe('validateNumbersDraw (prepared draws)', () => {
  it('accepts a regulation draw and keeps its order', () => {
    expect(validateNumbersDraw([3, 100, 8, 8, 10, 6], 683)).toEqual({ plates: [3, 100, 8, 8, 10, 6], target: 683 });
  });

  it.each<[string, unknown, unknown, string, string]>([
    ['five plates', [1, 2, 3, 4, 5], 500, 'INVALID_PLATES', 'plates'],
    ['seven plates', [1, 2, 3, 4, 5, 6, 7], 500, 'INVALID_PLATES', 'plates'],
    ['a plate that does not exist', [1, 2, 3, 4, 5, 11], 500, 'INVALID_PLATES', 'plates'],
    ['three 5s', [5, 5, 5, 1, 2, 3], 500, 'INVALID_PLATES', 'plates'],
    ['two 25s', [25, 25, 1, 2, 3, 4], 500, 'INVALID_PLATES', 'plates'],
    ['a zero', [0, 1, 2, 3, 4, 5], 500, 'INVALID_PLATES', 'plates'],
    ['a string plate', ['1', 2, 3, 4, 5, 6], 500, 'INVALID_PLATES', 'plates'],
    ['not a list', 'oops', 500, 'INVALID_PLATES', 'plates'],
    ['target 99', [1, 2, 3, 4, 5, 6], 99, 'INVALID_TARGET', 'target'],
    ['target 1000', [1, 2, 3, 4, 5, 6], 1000, 'INVALID_TARGET', 'target'],
    ['target 500.5', [1, 2, 3, 4, 5, 6], 500.5, 'INVALID_TARGET', 'target'],
    ['target NaN', [1, 2, 3, 4, 5, 6], NaN, 'INVALID_TARGET', 'target'],
  ])('refuses %s', (_, plates, target, code, field) => {
    const call = (): unknown => validateNumbersDraw(plates, target);
    expect(call).toThrow(DclInputError);
    expect(call).toThrow(expect.objectContaining({ code, field }));
  });
});

describe('validateLettersDraw (prepared draws)', () => {
  it.each<[unknown, string[], number, number]>([
    ['BAMERILANE', ['B', 'A', 'M', 'E', 'R', 'I', 'L', 'A', 'N', 'E'], 5, 5],
    ['a n e d o s u n e i', ['A', 'N', 'E', 'D', 'O', 'S', 'U', 'N', 'E', 'I'], 4, 6],
    [['k', 'y', 'r', 'a', 'b', 'c', 'd', 'f', 'g', 'h'], ['K', 'Y', 'R', 'A', 'B', 'C', 'D', 'F', 'G', 'H'], 8, 2],
  ])('accepts %j', (input, letters, consonants, vowels) => {
    expect(validateLettersDraw(input)).toEqual({ letters, consonants, vowels });
  });

  it.each<[string, unknown]>([
    ['9 letters', 'BAMERILAN'],
    ['11 letters', 'BAMERILANES'],
    ['an accented letter', 'BAMÉRILANE'],
    ['a digit', 'BAMER1LANE'],
    ['one vowel', 'BCDFGHJKLA'],
    ['a list with a word', ['BA', 'M', 'E', 'R', 'I', 'L', 'A', 'N', 'E']],
    ['a number', 42],
  ])('refuses %s with INVALID_LETTERS', (_, input) => {
    expect(() => validateLettersDraw(input)).toThrow(expect.objectContaining({ code: 'INVALID_LETTERS', field: 'letters' }));
  });
});
