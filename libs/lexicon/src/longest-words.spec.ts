import fc from 'fast-check';
import { LexiconInputError } from './errors';
import { Lexicon, loadLexicon } from './lexicon';
import { letterKey } from './normalize';
import { longestWords } from './longest-words';

const lexicon = loadLexicon();
const tiles = (letters: string): string[] => letters.split(' ');

/** Reference answer by brute force: the letter keys of the lexicon that fit the draw, by length. */
function bruteForce(lex: Lexicon, draw: readonly string[]): Map<number, string[]> {
  const available = new Map<string, number>();
  for (const t of draw) available.set(t, (available.get(t) ?? 0) + 1);
  const byLength = new Map<number, string[]>();
  for (let i = 0; i < lex.keyCount; i++) {
    const key = lex.keyAt(i);
    if (key.length > draw.length) continue;
    const used = new Map<string, number>();
    const fits = [...key].every((l) => {
      used.set(l, (used.get(l) ?? 0) + 1);
      return (used.get(l) as number) <= (available.get(l) ?? 0);
    });
    if (fits) byLength.set(key.length, [...(byLength.get(key.length) ?? []), key]);
  }
  return byLength;
}

describe('longestWords: the regulation examples', () => {
  it('B A M E R I L A N E gives REMANIABLE and RÉANIMABLE (10 letters)', () => {
    const result = longestWords(lexicon, tiles('B A M E R I L A N E'));
    expect(result.maxLength).toBe(10);
    expect(result.words).toEqual(['réanimable', 'remaniable']);
    expect(result.byLength).toEqual([{ length: 10, words: ['réanimable', 'remaniable'] }]);
  });

  it('A N E D O S U N E I gives SAOUDIENNE (10), then ADÉNOSINE, AUDONIENS and SOUDANIEN (9), as the TV rules list them', () => {
    // AUDONIENS is not in Grammalecte: libs/lexicon/data/additions.txt admits it, with no ruling.
    const result = longestWords(lexicon, tiles('A N E D O S U N E I'), { lengths: 1 });
    expect(result.words).toEqual(['saoudienne']);
    expect(result.byLength[1]).toEqual({ length: 9, words: ['adénosine', 'audoniens', 'soudanien'] });
  });

  it('leaves AUDONIENS out when the arbiters refuse it (a ruling overrides the additions too)', () => {
    const rulings = { refused: ['audoniens'] };
    const result = longestWords(lexicon, tiles('A N E D O S U N E I'), { lengths: 1, rulings });
    expect(result.byLength[1]?.words).toEqual(['adénosine', 'soudanien']);
  });
});

describe('longestWords: options', () => {
  it.each([
    ['max', [10]],
    [0, [10]],
    [1, [10, 9]],
    [3, [10, 9, 8, 7]],
  ] as const)('lengths %j gives the lengths %j', (lengths, expected) => {
    const result = longestWords(lexicon, tiles('A N E D O S U N E I'), { lengths });
    expect(result.byLength.map((g) => g.length)).toEqual(expected);
  });

  it('drops the words refused by a ruling, and falls back to the next length when none is left', () => {
    const rulings = { refused: ['saoudienne'] };
    const result = longestWords(lexicon, tiles('A N E D O S U N E I'), { rulings });
    expect(result).toMatchObject({ maxLength: 9, words: ['adénosine', 'audoniens', 'soudanien'] });
  });

  it('uses each tile once: two A drawn, no word with three', () => {
    const result = longestWords(lexicon, tiles('A A B C D E F G H I'), { lengths: 10 });
    for (const group of result.byLength) {
      for (const word of group.words) {
        expect([...(letterKey(word) as string)].filter((c) => c === 'A').length).toBeLessThanOrEqual(2);
      }
    }
  });

  it('gives an empty answer when no word can be made', () => {
    const small = Lexicon.fromForms(['zèbre', 'zébu']);
    expect(longestWords(small, tiles('A B C D E F G H I J'))).toEqual({ maxLength: 0, words: [], byLength: [] });
  });

  it('counts a ligature as two tiles: ŒUVRE is made of O E U V R E', () => {
    const small = Lexicon.fromForms(['œuvre', 'œuvres']);
    expect(longestWords(small, tiles('O E U V R E A B C D')).words).toEqual(['œuvre']);
  });

  it.each([
    [{ lengths: -1 }, 'INVALID_OPTIONS'],
    [{ lengths: 1.5 }, 'INVALID_OPTIONS'],
    [{ rulings: { admitted: ['a1'] } }, 'INVALID_OPTIONS'],
  ])('rejects options %j', (options, code) => {
    expect(() => longestWords(lexicon, tiles('A N E D O S U N E I'), options as never)).toThrow(
      expect.objectContaining({ code }),
    );
  });

  it.each([
    [tiles('A B C'), 'INVALID_DRAW_LENGTH'],
    [tiles('A B C D E F G H I ?'), 'INVALID_DRAW_LETTER'],
    [tiles('A B C D E F G H I JK'), 'INVALID_DRAW_LETTER'],
  ])('rejects the draw %j', (draw, code) => {
    expect(() => longestWords(lexicon, draw)).toThrow(LexiconInputError);
    const expected = expect.objectContaining({ code, field: expect.stringMatching(/^draw/) });
    expect(() => longestWords(lexicon, draw)).toThrow(expected);
  });
});

describe('longestWords agrees with a brute-force scan of the lexicon', () => {
  const letter = fc.constantFrom(...'AAAEEEEEIIIOOUUSSNNRRTTLLDCMPBGVHFQJXYZKW'.split(''));
  it('on random draws (fixed seed): the three best lengths and their words', () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: 10, maxLength: 10 }), (draw) => {
        const expected = bruteForce(lexicon, draw);
        const lengths = [...expected.keys()].sort((a, b) => b - a).slice(0, 3);
        const result = longestWords(lexicon, draw, { lengths: 2 });
        expect(result.byLength.map((g) => g.length)).toEqual(lengths);
        for (const group of result.byLength) {
          expect(group.words.every((w) => lexicon.has(w))).toBe(true);
          expect(new Set(group.words.map(letterKey))).toEqual(new Set(expected.get(group.length)));
        }
      }),
      { numRuns: 20, seed: 2026 },
    );
  });
});
