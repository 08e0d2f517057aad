import { eAccentProfile, letterKey, stripAccents, withoutApostrophes } from './normalize';

describe('letterKey', () => {
  it.each([
    ['fatuité', 'FATUITE'],
    ['FATUITÉ', 'FATUITE'],
    ['porte-monnaie', 'PORTEMONNAIE'], // hyphens are ignored
    ['œuvre', 'OEUVRE'], // a ligature is two tiles: 6 letters
    ['ŒUVRE', 'OEUVRE'],
    ['ægosome', 'AEGOSOME'],
    ['garçon', 'GARCON'],
    ['maïs', 'MAIS'],
    ['cañon', 'CANON'],
    ['fatuite\u0301', 'FATUITE'], // decomposed (NFD) input: the combining accent folds away
    ['réanimable', 'REANIMABLE'],
  ])('%s -> %s', (word, key) => {
    expect(letterKey(word)).toBe(key);
  });

  it.each([['l’an'], ['a b'], ['2CV'], ['x²'], ['ℓ'], ['λ'], ['ß']])('%s is no letter key', (word) => {
    expect(letterKey(word)).toBeUndefined();
  });
});

/** The text functions, each with its table of input -> output. */
const TABLES: [string, (text: string) => string, [string, string][]][] = [
  [
    'stripAccents',
    stripAccents,
    [
      ['Fatuité', 'Fatuite'],
      ['Œuvre-née', 'OEuvre-nee'],
      ['ça, là', 'ca, la'],
      ['ÉTÉ', 'ETE'],
    ],
  ],
  [
    'eAccentProfile (how each E is written)',
    eAccentProfile,
    [
      ['fatuité', 'é'],
      ['FATUITÉ', 'é'],
      ['fatuite', 'e'],
      ['résonnées', 'éée'],
      ['resonnées', 'eée'],
      ['œuvre', 'ee'], // the E of Œ carries no accent
      ['arsenic', 'e'],
      ['fatuite\u0301', 'é'],
    ],
  ],
  [
    'withoutApostrophes',
    withoutApostrophes,
    [
      ['aujourd’hui', 'aujourdhui'],
      ["presqu'île", 'presquîle'],
      ['mouche', 'mouche'],
    ],
  ],
];

describe.each(TABLES)('%s', (_name, fn, rows) => {
  it.each(rows)('%s -> %s', (text, out) => {
    expect(fn(text)).toBe(out);
  });
});
