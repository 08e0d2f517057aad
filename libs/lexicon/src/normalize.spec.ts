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

describe('stripAccents', () => {
  it.each([
    ['Fatuité', 'Fatuite'],
    ['Œuvre-née', 'OEuvre-nee'],
    ['ça, là', 'ca, la'],
    ['ÉTÉ', 'ETE'],
  ])('%s -> %s', (text, stripped) => {
    expect(stripAccents(text)).toBe(stripped);
  });
});

describe('eAccentProfile (how each E is written)', () => {
  it.each([
    ['fatuité', 'é'],
    ['FATUITÉ', 'é'],
    ['fatuite', 'e'],
    ['résonnées', 'éée'],
    ['resonnées', 'eée'],
    ['œuvre', 'ee'], // the E of Œ carries no accent
    ['arsenic', 'e'],
    ['fatuite\u0301', 'é'],
  ])('%s -> %s', (word, profile) => {
    expect(eAccentProfile(word)).toBe(profile);
  });
});

describe('withoutApostrophes', () => {
  it.each([
    ['aujourd’hui', 'aujourdhui'],
    ["presqu'île", 'presquîle'],
    ['mouche', 'mouche'],
  ])('%s -> %s', (word, out) => {
    expect(withoutApostrophes(word)).toBe(out);
  });
});
