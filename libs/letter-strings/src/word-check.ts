import { compileRulings, type Lexicon, REFUSAL_MESSAGE } from '@greffier/lexicon';
import { t } from '@greffier/messages';
import type { LetterStringsSettings } from './types';

export interface WordVerdict {
  admitted: boolean;
  /** Why, in a few French words (« absent du lexique », « admis par les décisions de la soirée »...). */
  reason: string;
}

/** 001: "Single-letter words are permissible, though, which will tend to encourage the placing of the vowels I and A". */
export const ONE_LETTER_WORDS = ['A', 'I'];
/** 001: "Players may wish to permit the remaining vowels O, E and U to be marked as words scoring one point". */
export const OTHER_VOWELS = ['E', 'O', 'U'];

// 001: "the marking of proper nouns, hyphenated words and words requiring an apostrophe ... is not allowed",
// and nothing else: a spelling is left out for a hyphen or a capital (a proper noun), never for its letters
// (doña, piñata, ásatrú read DONA, PINATA, ASATRU, accents ignored as everywhere else). A spelling with an
// apostrophe has no letter key: the lexicon lists it among its refusals (an elided form), below.
const FAULTS: readonly { test: RegExp; only: 'LS_ONLY_HYPHENATED' | 'LS_ONLY_PROPER_NOUN' }[] = [
  { test: /-/, only: 'LS_ONLY_HYPHENATED' },
  { test: /\p{Lu}/u, only: 'LS_ONLY_PROPER_NOUN' },
];
const faultOf = (spelling: string): string | undefined => FAULTS.find((f) => f.test.test(spelling))?.only;

/** Why none of the spellings scores: « seulement un mot à trait d’union (porte-avion) », by fault, in the book's order. */
function onlyFaulty(spellings: readonly string[]): string {
  const byFault = FAULTS.flatMap(({ only }) => {
    const these = spellings.filter((s) => faultOf(s) === only);
    return these.length > 0 ? [t(only, { spellings: these.join(', ') })] : [];
  });
  return t('LS_ONLY', { faults: byFault.reduce((first, second) => t('LS_OR', { first, second })) });
}

/**
 * Whether a reading of the string (bare upper-case letters) scores: the evening's rulings first (both ways),
 * then 001's one-letter words, then the French lexicon with accents ignored, hyphenated and capitalised
 * spellings left out.
 */
export function judgeWord(lexicon: Lexicon, settings: LetterStringsSettings, letters: string): WordVerdict {
  const rulings = compileRulings(settings.rulings);
  if (rulings.refused.has(letters)) return { admitted: false, reason: t('LS_REFUSED_BY_RULING') };
  if (rulings.admitted.has(letters)) return { admitted: true, reason: t('LS_ADMITTED_BY_RULING') };
  if (letters.length === 1) {
    if (ONE_LETTER_WORDS.includes(letters)) return { admitted: true, reason: t('LS_ONE_LETTER_WORD') };
    if (OTHER_VOWELS.includes(letters)) {
      return settings.otherVowels
        ? { admitted: true, reason: t('LS_OTHER_VOWEL_ADMITTED') }
        : { admitted: false, reason: t('LS_OTHER_VOWEL_REFUSED') };
    }
    return { admitted: false, reason: t('LS_ONE_LETTER_REFUSED') };
  }
  const spellings = lexicon.lookup(letters);
  if (spellings.some((s) => faultOf(s) === undefined)) return { admitted: true, reason: t('LS_IN_LEXICON') };
  if (spellings.length > 0) return { admitted: false, reason: onlyFaulty(spellings) };
  const refusal = lexicon.refusals(letters)[0];
  return { admitted: false, reason: refusal ? t(REFUSAL_MESSAGE[refusal.category], { word: refusal.spelling }) : t('LS_NOT_IN_LEXICON') };
}
