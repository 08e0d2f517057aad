import { loadLexicon } from '@greffier/lexicon';
import { parseSettings } from './settings';
import { TEST_LEXICON } from './testing/lexicon';
import { judgeWord } from './word-check';

const plain = parseSettings({});
const vowels = parseSettings({ otherVowels: true });
const ruled = parseSettings({ rulings: { admitted: ['tar', 'Y'], refused: ['rat', 'a'] } });

describe('judgeWord: which readings of the string score', () => {
  it.each([
    // 001: "Single-letter words are permissible ... the vowels I and A"
    ['A', plain, true, 'a one-letter word'],
    ['I', plain, true, 'a one-letter word'], // not in the French lexicon as a word: the book admits it
    ['O', plain, false, 'O, E and U score only when the club allows them (settings.otherVowels)'],
    ['O', vowels, true, 'a one-letter word (the club allows O, E and U)'],
    ['E', vowels, true, 'a one-letter word (the club allows O, E and U)'],
    ['Y', plain, false, 'the one-letter words are I and A (and O, E, U if the club allows them)'], // y is French, not in the book's list
    ['Y', vowels, false, 'the one-letter words are I and A (and O, E, U if the club allows them)'],
    // the lexicon, accents ignored (the string holds bare letters)
    ['RAT', plain, true, 'in the lexicon'],
    ['ERE', plain, true, 'in the lexicon'], // ère
    ['TAR', plain, false, 'not in the lexicon'],
    // 001: "the marking of proper nouns, hyphenated words and words requiring an apostrophe ... is not allowed"
    ['PORTEAVION', plain, false, 'only a hyphenated word (porte-avion)'],
    ['OUESSANT', plain, false, 'only a proper noun (Ouessant)'], // a capitalised spelling among the admitted ones
    ['GRASDOUBLE', plain, false, 'only a hyphenated word (gras-double) or a proper noun (Grasdouble)'],
    // ... and nothing else: letters outside French's usual set are letters, read without their accents
    ['DONA', plain, true, 'in the lexicon'], // doña
    ['PINATA', plain, true, 'in the lexicon'], // piñata
    ['PINATAS', plain, true, 'in the lexicon'], // piñatas
    ['SENOR', plain, true, 'in the lexicon'], // señor
    ['ASATRU', plain, true, 'in the lexicon'], // ásatrú
    ['ARLES', plain, false, 'Arles is a proper noun'],
    ['ETC', plain, false, 'etc is an abbreviation'],
    // the evening's rulings override the lexicon and the book's one-letter list, both ways
    ['TAR', ruled, true, "admitted by the evening's rulings"],
    ['RAT', ruled, false, "refused by the evening's rulings"],
    ['A', ruled, false, "refused by the evening's rulings"],
    ['Y', ruled, true, "admitted by the evening's rulings"],
  ])('%s (%o): admitted %s, %s', (letters, settings, admitted, reason) => {
    expect(judgeWord(TEST_LEXICON, settings, letters)).toEqual({ admitted, reason });
  });
});

// 001 forbids "proper nouns, hyphenated words and words requiring an apostrophe", nothing else: every word of the
// reference lexicon spelled with letters outside French's usual set (doña, piñata, ásatrú...) scores.
describe('judgeWord over the reference lexicon: words spelled with ñ, á, ú... are ordinary words', () => {
  const lexicon = loadLexicon();
  const FRENCH = /^[a-zàâäçéèêëîïôöùûüÿœæ]+$/;
  // the letter keys none of whose spellings is written in French's usual letters, hyphens and capitals aside
  const outside: { key: string; spellings: readonly string[] }[] = [];
  for (let i = 0; i < lexicon.keyCount; i++) {
    const key = lexicon.keyAt(i);
    const spellings = lexicon.lookup(key);
    const plain = spellings.filter((s) => !/[-\p{Lu}]/u.test(s));
    if (plain.length > 0 && !plain.some((s) => FRENCH.test(s))) outside.push({ key, spellings });
  }

  it('finds them: the 12 of doña, piñata, señor(a, ita) and ásatrú, with their plurals', () => {
    const found = outside.map((o) => o.key);
    expect(found).toEqual(expect.arrayContaining(['ASATRU', 'ASATRUS', 'DONA', 'DONAS', 'PINATA', 'PINATAS', 'SENOR', 'SENORA', 'SENORAS', 'SENORITA', 'SENORITAS', 'SENORS']));
    expect(found.length).toBeGreaterThanOrEqual(12);
  });

  it.each(outside.map((o) => [o.key, o.spellings.join(', ')]))('%s (%s) scores', (key) => {
    expect(judgeWord(lexicon, plain, key)).toEqual({ admitted: true, reason: 'in the lexicon' });
  });
});
