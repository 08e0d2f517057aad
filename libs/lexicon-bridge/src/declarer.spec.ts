import { DEFAULT_VALUES, wordValue } from './cards';
import { decideDeclarer } from './declarer';
import type { WordValue } from './types';

const w = (seat: number, word: string | null, value = word ? wordValue(word, DEFAULT_VALUES) : 0): WordValue => ({ seat, word, value });

describe('the card values (003: "La valeur numérique de chaque mot est notée")', () => {
  it.each([
    ['MAISON', 52], // 8 + 10 + 10 + 8 + 8 + 8
    ['ZEBRE', 32], // 2 + 10 + 2 + 8 + 10
    ['CHIEN', 44], // 8 + 8 + 10 + 10 + 8
    ['LAPIN', 44], // 8 + 10 + 8 + 10 + 8
    ['TAXIS', 51], // 8 + 10 + 15 + 10 + 8: "La lettre X a la même valeur ... que la carte Maîtresse"
    ['*ABLE', 45], // 15 + 10 + 2 + 8 + 10: the master card, 15
  ])('%s is worth %i', (word, value) => {
    expect(wordValue(word, DEFAULT_VALUES)).toBe(value);
  });

  it('takes a club\'s own table', () => {
    expect(wordValue('ZEBRE', { ...DEFAULT_VALUES, Z: 10 })).toBe(40); // 10 + 10 + 2 + 8 + 10
  });
});

describe('decideDeclarer', () => {
  it.each<[string, WordValue[], ReturnType<typeof decideDeclarer>]>([
    // 003: "celui qui a le total le plus haut est le déclarant"
    ['the highest value', [w(1, 'ZEBRE'), w(2, 'MAISON'), w(3, 'CHIEN'), w(4, 'LAPIN')], { declarer: 2 }], // 32, 52, 44, 44
    // 003: same value, "celui qui commence par la lettre la plus voisine de A": C before L
    ['a tie: the first letter nearest A', [w(1, 'LAPIN'), w(2, 'CHIEN'), w(3, 'ZEBRE'), w(4, null)], { declarer: 2 }], // 44, 44
    // Reading: the same first letter, the next letters decide (CHIEN before CHINE at the 4th letter)
    ['the same first letter: the next letters', [w(1, 'CHINE'), w(2, 'CHIEN')], { declarer: 2 }], // 44, 44
    ['a word before its longer extension', [w(1, 'ABCDEF', 40), w(2, 'ABCDE', 40)], { declarer: 2 }],
    ['the same word: undecided', [w(1, 'CHIEN'), w(2, 'CHIEN'), w(3, 'ZEBRE')], { tied: [1, 2] }],
    ['a master card where it would decide: undecided', [w(1, '*ABLE', 45), w(3, 'BABLE', 45)], { tied: [1, 3] }],
    ['a player who showed his hand (null) never declares', [w(1, null), w(2, 'ZEBRE')], { declarer: 2 }],
  ])('%s', (_, words, expected) => {
    expect(decideDeclarer(words)).toEqual(expected);
  });
});
