import { compileRulings, letterKey, type Lexicon, REFUSAL_MESSAGE, REFUSAL_ORDER, type Rulings } from '@greffier/lexicon';
import { orList, t } from '@greffier/messages';

/** Why a spelling of the grid counts as a word, or why not. */
export type WordVerdict =
  | { admitted: true; by: 'lexicon' | 'ruling'; spelling: string }
  | { admitted: false; code: 'REFUSED_BY_RULING' | 'HYPHENATED' | 'NOT_ADMITTED'; reason: string };

/**
 * Answers for a spelling of bare letters A-Z (as read off a grid): is it a word, and why (not). `extends`, when
 * given, says whether some longer word starts with these letters: the best-grid search stops reading a stretch
 * further when none does (an over-approximation is safe, a wrong "no" is not).
 */
export type WordJudge = ((letters: string) => WordVerdict) & { extends?: (letters: string) => boolean };

// 000, "Permissible words": "proper nouns requiring a capital letter, hyphenated words and words including an
// apostrophe, such as DON'T, should be avoided".
const PLAIN_WORD = /^[^-'’ʼA-ZÀ-ÞŒ]+$/u;

/**
 * The evening's judge: the rulings first (they override the lexicon both ways), then the reference lexicon.
 * A grid holds bare letters, so accents are ignored: ETE is a word because the lexicon writes "été" (a square
 * holds the letter, not its accent). A letter key counts when one of its admitted spellings is a plain word:
 * no hyphen, no apostrophe, no capital (PORTEMONNAIE counts through "portemonnaie"; PEUTETRE, only written
 * "peut-être", does not). Answers are remembered: the best-grid search asks the same stretches again and again.
 */
export function lexiconJudge(lexicon: Lexicon, rulings?: Rulings): WordJudge {
  const compiled = compileRulings(rulings);
  const memo = new Map<string, WordVerdict>();
  const ruledKeys = [...compiled.admitted.keys()];
  const judge = (letters: string): WordVerdict => {
    let verdict = memo.get(letters);
    if (!verdict) memo.set(letters, (verdict = judgeKey(letterKey(letters) ?? letters)));
    return verdict;
  };
  const judgeKey = (key: string): WordVerdict => {
    const refused = compiled.refused.get(key);
    if (refused !== undefined) return { admitted: false, code: 'REFUSED_BY_RULING', reason: t('REFUSED_BY_RULING', { word: refused }) };
    const ruled = compiled.admitted.get(key);
    if (ruled?.[0] !== undefined) return { admitted: true, by: 'ruling', spelling: ruled[0] };
    const spellings = lexicon.lookup(key);
    const plain = spellings.find((s) => PLAIN_WORD.test(s));
    if (plain !== undefined) return { admitted: true, by: 'lexicon', spelling: plain };
    if (spellings.length > 0) return { admitted: false, code: 'HYPHENATED', reason: t('TOAL_HYPHENATED', { spellings: orList(spellings) }) };
    return { admitted: false, code: 'NOT_ADMITTED', reason: t('NOT_IN_LEXICON', { word: key }) };
  };
  // The lexicon's keys are sorted: the keys that start with a prefix follow one another from its lower bound.
  judge.extends = (letters: string): boolean => {
    let lo = 0;
    let hi = lexicon.keyCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (lexicon.keyAt(mid) < letters) lo = mid + 1;
      else hi = mid;
    }
    const at = lo < lexicon.keyCount && lexicon.keyAt(lo) === letters ? lo + 1 : lo;
    return (at < lexicon.keyCount && lexicon.keyAt(at).startsWith(letters)) || ruledKeys.some((k) => k.length > letters.length && k.startsWith(letters));
  };
  return judge;
}

/** Why the lexicon refuses a spelling it knows (a proper noun, a conjugated verb...), for a person who asks. */
export function explainWord(lexicon: Lexicon, judge: WordJudge, letters: string): WordVerdict {
  const verdict = judge(letters);
  if (verdict.admitted || verdict.code !== 'NOT_ADMITTED') return verdict;
  const refusals = lexicon.refusals(letters);
  const category = REFUSAL_ORDER.find((c) => refusals.some((r) => r.category === c));
  if (category === undefined) return { ...verdict, reason: t('NOT_IN_LEXICON', { word: letters }) };
  const spelling = refusals.find((r) => r.category === category)?.spelling ?? letters;
  return { ...verdict, reason: t(REFUSAL_MESSAGE[category], { word: spelling }) };
}
