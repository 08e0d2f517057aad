import { compileRulings, type Lexicon, type RefusalCategory } from '@greffier/lexicon';
import type { LetterStringsSettings } from './types';

export interface WordVerdict {
  admitted: boolean;
  /** Why, in a few words ("not in the lexicon", "admitted by the evening's rulings"...). */
  reason: string;
}

/** 001: "Single-letter words are permissible, though, which will tend to encourage the placing of the vowels I and A". */
export const ONE_LETTER_WORDS = ['A', 'I'];
/** 001: "Players may wish to permit the remaining vowels O, E and U to be marked as words scoring one point". */
export const OTHER_VOWELS = ['E', 'O', 'U'];

const REFUSAL: Record<RefusalCategory, string> = {
  'conjugated-verb': 'a conjugated verb form',
  'proper-noun': 'a proper noun',
  abbreviation: 'an abbreviation',
  'elided-form': 'an elided form (written with an apostrophe)',
  'locution-element': 'only part of a locution',
  affix: 'a prefix or a suffix',
};
// 001: "the marking of proper nouns, hyphenated words and words requiring an apostrophe ... is not allowed".
const PLAIN_WORD = /^[a-zàâäçéèêëîïôöùûüÿœæ]+$/;

/**
 * Whether a reading of the string (bare upper-case letters) scores: the evening's rulings first (both ways),
 * then 001's one-letter words, then the French lexicon with accents ignored, hyphenated forms left out.
 */
export function judgeWord(lexicon: Lexicon, settings: LetterStringsSettings, letters: string): WordVerdict {
  const rulings = compileRulings(settings.rulings);
  if (rulings.refused.has(letters)) return { admitted: false, reason: "refused by the evening's rulings" };
  if (rulings.admitted.has(letters)) return { admitted: true, reason: "admitted by the evening's rulings" };
  if (letters.length === 1) {
    if (ONE_LETTER_WORDS.includes(letters)) return { admitted: true, reason: 'a one-letter word' };
    if (OTHER_VOWELS.includes(letters)) {
      return settings.otherVowels
        ? { admitted: true, reason: 'a one-letter word (the club allows O, E and U)' }
        : { admitted: false, reason: 'O, E and U score only when the club allows them (settings.otherVowels)' };
    }
    return { admitted: false, reason: 'the one-letter words are I and A (and O, E, U if the club allows them)' };
  }
  const spellings = lexicon.lookup(letters);
  if (spellings.some((s) => PLAIN_WORD.test(s))) return { admitted: true, reason: 'in the lexicon' };
  if (spellings.length > 0) return { admitted: false, reason: `only a hyphenated word (${spellings.join(', ')})` };
  const refusal = lexicon.refusals(letters)[0];
  return { admitted: false, reason: refusal ? `${refusal.spelling} is ${REFUSAL[refusal.category]}` : 'not in the lexicon' };
}
