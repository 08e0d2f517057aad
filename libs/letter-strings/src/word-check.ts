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
// 001: "the marking of proper nouns, hyphenated words and words requiring an apostrophe ... is not allowed",
// and nothing else: a spelling is left out for a hyphen or a capital (a proper noun), never for its letters
// (doña, piñata, ásatrú read DONA, PINATA, ASATRU, accents ignored as everywhere else). A spelling with an
// apostrophe has no letter key: the lexicon lists it among its refusals (an elided form), below.
const FAULTS: readonly { test: RegExp; only: string }[] = [
  { test: /-/, only: 'a hyphenated word' },
  { test: /\p{Lu}/u, only: 'a proper noun' },
];
const faultOf = (spelling: string): string | undefined => FAULTS.find((f) => f.test.test(spelling))?.only;

/** Why none of the spellings scores: "only a hyphenated word (porte-avion)", by fault, in the book's order. */
function onlyFaulty(spellings: readonly string[]): string {
  const byFault = FAULTS.flatMap(({ only }) => {
    const these = spellings.filter((s) => faultOf(s) === only);
    return these.length > 0 ? [`${only} (${these.join(', ')})`] : [];
  });
  return `only ${byFault.join(' or ')}`;
}

/**
 * Whether a reading of the string (bare upper-case letters) scores: the evening's rulings first (both ways),
 * then 001's one-letter words, then the French lexicon with accents ignored, hyphenated and capitalised
 * spellings left out.
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
  if (spellings.some((s) => faultOf(s) === undefined)) return { admitted: true, reason: 'in the lexicon' };
  if (spellings.length > 0) return { admitted: false, reason: onlyFaulty(spellings) };
  const refusal = lexicon.refusals(letters)[0];
  return { admitted: false, reason: refusal ? `${refusal.spelling} is ${REFUSAL[refusal.category]}` : 'not in the lexicon' };
}
