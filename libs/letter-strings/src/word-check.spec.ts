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
    ['A', plain, true, 'un mot d’une lettre'],
    ['I', plain, true, 'un mot d’une lettre'], // not in the French lexicon as a word: the book admits it
    ['O', plain, false, 'O, E et U ne comptent que si le club les admet (réglage otherVowels)'],
    ['O', vowels, true, 'un mot d’une lettre (le club admet O, E et U)'],
    ['E', vowels, true, 'un mot d’une lettre (le club admet O, E et U)'],
    ['Y', plain, false, 'les mots d’une lettre sont A et I (et O, E, U si le club les admet)'], // y is French, not in the book's list
    ['Y', vowels, false, 'les mots d’une lettre sont A et I (et O, E, U si le club les admet)'],
    // the lexicon, accents ignored (the string holds bare letters)
    ['RAT', plain, true, 'dans le lexique'],
    ['ERE', plain, true, 'dans le lexique'], // ère
    ['TAR', plain, false, 'absent du lexique'],
    // 001: "the marking of proper nouns, hyphenated words and words requiring an apostrophe ... is not allowed"
    ['PORTEAVION', plain, false, 'seulement un mot à trait d’union (porte-avion)'],
    ['OUESSANT', plain, false, 'seulement un nom propre (Ouessant)'], // a capitalised spelling among the admitted ones
    ['GRASDOUBLE', plain, false, 'seulement un mot à trait d’union (gras-double) ou un nom propre (Grasdouble)'],
    // ... and nothing else: letters outside French's usual set are letters, read without their accents
    ['DONA', plain, true, 'dans le lexique'], // doña
    ['PINATA', plain, true, 'dans le lexique'], // piñata
    ['PINATAS', plain, true, 'dans le lexique'], // piñatas
    ['SENOR', plain, true, 'dans le lexique'], // señor
    ['ASATRU', plain, true, 'dans le lexique'], // ásatrú
    ['ARLES', plain, false, '« Arles » est un nom propre'],
    ['ETC', plain, false, '« etc » est une abréviation, un symbole ou un sigle'],
    // the evening's rulings override the lexicon and the book's one-letter list, both ways
    ['TAR', ruled, true, 'admis par les décisions de la soirée'],
    ['RAT', ruled, false, 'refusé par les décisions de la soirée'],
    ['A', ruled, false, 'refusé par les décisions de la soirée'],
    ['Y', ruled, true, 'admis par les décisions de la soirée'],
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
    expect(judgeWord(lexicon, plain, key)).toEqual({ admitted: true, reason: 'dans le lexique' });
  });
});
