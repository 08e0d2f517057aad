import { type MessageCode, orList, t } from '@greffier/messages';
import { drawCounts, parseDraw } from './draw';
import { LexiconInputError } from './errors';
import type { Lexicon, RefusalCategory, RefusedForm } from './lexicon';
import { eAccentProfile, isApostrophe, letterKey, withoutApostrophes } from './normalize';
import { compileRulings, type Rulings } from './rulings';

export type CheckWordReasonCode =
  | 'LETTER_NOT_IN_DRAW'
  | 'LETTER_USED_TOO_OFTEN'
  | 'WORD_WITH_APOSTROPHE'
  | 'NOT_IN_LEXICON'
  | 'CONJUGATED_VERB'
  | 'PROPER_NOUN'
  | 'ABBREVIATION'
  | 'LOCUTION_ELEMENT'
  | 'AFFIX'
  | 'MISSING_ACCENT_ON_E'
  | 'WRONG_ACCENT_ON_E'
  | 'REFUSED_BY_RULING'
  | 'ADMITTED_BY_RULING';

export interface CheckWordReason {
  readonly code: CheckWordReasonCode;
  /** In French, from the message catalogue (libs/messages); its parameters in `params`. */
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** The letter at fault (LETTER_NOT_IN_DRAW, LETTER_USED_TOO_OFTEN). */
  readonly letter?: string;
  /** The spellings the answer should have matched (accent reasons, a refused form that has an admitted twin). */
  readonly expected?: readonly string[];
}

export interface CheckWordOptions {
  /** Duplicate profile: the answer must carry the accents on E that the lexicon writes (fatuité, not fatuite). */
  readonly requireAccentsOnE: boolean;
  readonly rulings?: Rulings;
}

export interface CheckWordResult {
  readonly valid: boolean;
  /** Letters counted (hyphens and apostrophes ignored), also for a refused word (the TV format scores it). */
  readonly length: number;
  /** Upper case, no accents, no hyphens: the letters taken from the draw. */
  readonly normalized: string;
  /** The lexicon's (or the ruling's) spelling that the answer matched, when valid. */
  readonly spelling?: string;
  /** Why the word is refused, or ADMITTED_BY_RULING when a ruling admitted it. */
  readonly reason?: CheckWordReason;
}

/** The message that names a kind of refused form (« forme verbale conjuguée »...), for every game that says why a word is refused. */
export type RefusalMessage = MessageCode & ('CONJUGATED_VERB' | 'PROPER_NOUN' | 'ABBREVIATION' | 'ELIDED_FORM' | 'LOCUTION_ELEMENT' | 'AFFIX');

// The order is the priority when a key has refused forms of several kinds.
const REFUSAL_REASON: Readonly<Record<RefusalCategory, [CheckWordReasonCode, RefusalMessage]>> = {
  'conjugated-verb': ['CONJUGATED_VERB', 'CONJUGATED_VERB'],
  'proper-noun': ['PROPER_NOUN', 'PROPER_NOUN'],
  abbreviation: ['ABBREVIATION', 'ABBREVIATION'],
  'elided-form': ['WORD_WITH_APOSTROPHE', 'ELIDED_FORM'],
  'locution-element': ['LOCUTION_ELEMENT', 'LOCUTION_ELEMENT'],
  affix: ['AFFIX', 'AFFIX'],
};
/** The kinds of refused forms, in priority order when a key has refused forms of several kinds. */
export const REFUSAL_ORDER = Object.keys(REFUSAL_REASON) as RefusalCategory[];
/** The message naming each kind of refused form (libs/messages, as the duplicate's answers say them). */
export const REFUSAL_MESSAGE = Object.fromEntries(REFUSAL_ORDER.map((c) => [c, REFUSAL_REASON[c][1]])) as Readonly<Record<RefusalCategory, RefusalMessage>>;

function parseAnswer(answer: unknown): { written: string; key: string } {
  if (typeof answer !== 'string' || answer.trim() === '') {
    throw new LexiconInputError('INVALID_ANSWER', 'answer', t('ANSWER_NOT_A_WORD', { answer: String(JSON.stringify(answer)) }));
  }
  const written = answer.trim().normalize('NFC');
  const key = letterKey(withoutApostrophes(written));
  if (key === undefined || key === '') {
    const bad = [...written].find((ch) => !isApostrophe(ch) && letterKey(ch) === undefined);
    throw new LexiconInputError(
      'INVALID_ANSWER',
      'answer',
      /\s/.test(written)
        ? t('ANSWER_ONE_WORD', { answer: JSON.stringify(written) })
        : t('ANSWER_BAD_CHARACTER', { character: JSON.stringify(bad ?? written) }),
    );
  }
  return { written, key };
}

function letterFault(key: string, available: Uint8Array): CheckWordReason | undefined {
  const used = new Uint8Array(27);
  for (const letter of key) {
    const l = letter.charCodeAt(0) - 64;
    const drawn = available[l] as number;
    if (++used[l] <= drawn) continue;
    if (drawn === 0) return { code: 'LETTER_NOT_IN_DRAW', letter, message: t('LETTER_NOT_IN_DRAW', { letter }), params: { letter } };
    const times = [...key].filter((x) => x === letter).length;
    const params = { letter, used: times, drawn };
    return { code: 'LETTER_USED_TOO_OFTEN', letter, message: t('LETTER_OVERUSED', params), params };
  }
  return undefined;
}

/** Why the written E accents differ from every expected spelling: only missing accents, or a wrong one. */
function accentReason(written: string, expected: readonly string[]): CheckWordReason {
  const mine = eAccentProfile(written);
  const onlyMissing = expected.some((s) => {
    const theirs = eAccentProfile(s);
    return [...mine].every((ch, i) => ch === 'e' || ch === theirs[i]);
  });
  const params = { expected: orList(expected) };
  return onlyMissing
    ? { code: 'MISSING_ACCENT_ON_E', expected, message: t('MISSING_ACCENT_ON_E', params), params }
    : { code: 'WRONG_ACCENT_ON_E', expected, message: t('WRONG_ACCENT_ON_E', params), params };
}

function refusalReason(
  written: string,
  refusals: readonly RefusedForm[],
  admitted: readonly string[],
): CheckWordReason {
  const best = REFUSAL_ORDER.map((c) => refusals.find((r) => r.category === c)).find((r) => r !== undefined);
  if (best === undefined) return { code: 'NOT_IN_LEXICON', message: t('NOT_IN_LEXICON', { word: written }), params: { word: written } };
  const [code, text] = REFUSAL_REASON[best.category];
  const why = t(text, { word: best.spelling });
  const message = admitted.length > 0 ? t('LEXICON_ADMITS', { why, admitted: orList(admitted) }) : why;
  return { code, message, params: { word: best.spelling }, ...(admitted.length > 0 ? { expected: admitted } : {}) };
}

/**
 * Check a letters answer against the draw, the tournament's rulings and the lexicon (docs/rules/letters.md).
 * Order: the letters first (a ruling cannot give a tile that was not drawn), then the rulings, which override
 * the lexicon both ways, then the apostrophe rule, then the lexicon with the accents-on-E flag.
 */
export function checkWord(
  lexicon: Lexicon,
  draw: readonly string[],
  answer: string,
  options: CheckWordOptions,
): CheckWordResult {
  const counts = drawCounts(parseDraw(draw));
  const { written, key } = parseAnswer(answer);
  const rulings = compileRulings(options.rulings);
  const base = { length: key.length, normalized: key };
  const refuse = (reason: CheckWordReason): CheckWordResult => ({ ...base, valid: false, reason });
  const sameAccents = (spelling: string): boolean =>
    !options.requireAccentsOnE || eAccentProfile(spelling) === eAccentProfile(written);

  const fault = letterFault(key, counts);
  if (fault) return refuse(fault);

  const refusedAs = rulings.refused.get(key);
  if (refusedAs !== undefined) {
    return refuse({ code: 'REFUSED_BY_RULING', message: t('REFUSED_BY_RULING', { word: refusedAs }), params: { word: refusedAs } });
  }
  const ruled = rulings.admitted.get(key) ?? [];
  const ruledSpelling = ruled.find(sameAccents);
  if (ruledSpelling !== undefined) {
    const message = t('ADMITTED_BY_RULING', { word: ruledSpelling });
    return { ...base, valid: true, spelling: ruledSpelling, reason: { code: 'ADMITTED_BY_RULING', message, params: { word: ruledSpelling } } };
  }
  // An admission written with other accents on E does not refuse a spelling that the lexicon admits.
  if (ruled.length > 0) {
    const inLexicon = lexicon.lookup(key).find(sameAccents);
    return inLexicon !== undefined
      ? { ...base, valid: true, spelling: inLexicon }
      : refuse(accentReason(written, [...ruled, ...lexicon.lookup(key)]));
  }

  if ([...written].some(isApostrophe)) {
    return refuse({ code: 'WORD_WITH_APOSTROPHE', message: t('WORD_WITH_APOSTROPHE', { word: written }), params: { word: written } });
  }
  const admitted = lexicon.lookup(key);
  const spelling = admitted.find((s) => s === written) ?? admitted.find(sameAccents);
  if (spelling !== undefined) return { ...base, valid: true, spelling };
  const refusals = lexicon.refusals(key);
  if (admitted.length === 0) return refuse(refusalReason(written, refusals, admitted));
  // Admitted under other accents on E: the written accents may be those of a refused form (DÉGAGE, a conjugated
  // verb, where the lexicon admits the participle DÉGAGÉ); otherwise they are missing or wrong.
  const sameAsRefused = refusals.filter((r) => sameAccents(r.spelling));
  return refuse(
    sameAsRefused.length > 0 ? refusalReason(written, sameAsRefused, admitted) : accentReason(written, admitted),
  );
}
