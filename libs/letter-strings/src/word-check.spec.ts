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
