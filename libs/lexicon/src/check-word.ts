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
  readonly message: string;
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

// The order is the priority when a key has refused forms of several kinds.
const REFUSAL_REASON: Readonly<Record<RefusalCategory, [CheckWordReasonCode, string]>> = {
  'conjugated-verb': ['CONJUGATED_VERB', 'is a conjugated verb form (only infinitives and participles are admitted)'],
  'proper-noun': ['PROPER_NOUN', 'is a proper noun'],
  abbreviation: ['ABBREVIATION', 'is an abbreviation, a symbol or an acronym'],
  'elided-form': ['WORD_WITH_APOSTROPHE', "is an elided form, written with an apostrophe (lorsqu')"],
  'locution-element': ['LOCUTION_ELEMENT', 'only occurs inside a locution, not as a word on its own'],
  affix: ['AFFIX', 'is a prefix or a suffix, not a word'],
};
const REFUSAL_ORDER = Object.keys(REFUSAL_REASON) as RefusalCategory[];

function parseAnswer(answer: unknown): { written: string; key: string } {
  if (typeof answer !== 'string' || answer.trim() === '') {
    throw new LexiconInputError('INVALID_ANSWER', 'answer', `the answer must be a word, got ${JSON.stringify(answer)}`);
  }
  const written = answer.trim().normalize('NFC');
  const key = letterKey(withoutApostrophes(written));
  if (key === undefined || key === '') {
    const bad = [...written].find((ch) => !isApostrophe(ch) && letterKey(ch) === undefined);
    throw new LexiconInputError(
      'INVALID_ANSWER',
      'answer',
      /\s/.test(written)
        ? `one word expected, got ${JSON.stringify(written)}`
        : `the answer may hold only letters, hyphens and apostrophes; ${JSON.stringify(bad ?? written)} is none`,
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
    if (drawn === 0) return { code: 'LETTER_NOT_IN_DRAW', letter, message: `${letter} is not in the draw` };
    const times = [...key].filter((x) => x === letter).length;
    return {
      code: 'LETTER_USED_TOO_OFTEN',
      letter,
      message: `${letter} is used ${times} times but drawn ${drawn} time${drawn > 1 ? 's' : ''}`,
    };
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
  const list = expected.map((s) => `"${s}"`).join(' or ');
  return onlyMissing
    ? { code: 'MISSING_ACCENT_ON_E', expected, message: `accents on E are required: the lexicon writes ${list}` }
    : { code: 'WRONG_ACCENT_ON_E', expected, message: `wrong accent on E: the lexicon writes ${list}` };
}

function refusalReason(
  written: string,
  refusals: readonly RefusedForm[],
  admitted: readonly string[],
): CheckWordReason {
  const best = REFUSAL_ORDER.map((c) => refusals.find((r) => r.category === c)).find((r) => r !== undefined);
  if (best === undefined) return { code: 'NOT_IN_LEXICON', message: `"${written}" is not in the lexicon` };
  const [code, why] = REFUSAL_REASON[best.category];
  const twin = admitted.length > 0 ? `; the lexicon admits ${admitted.map((s) => `"${s}"`).join(' or ')}` : '';
  return { code, message: `"${best.spelling}" ${why}${twin}`, ...(admitted.length > 0 ? { expected: admitted } : {}) };
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
    return refuse({ code: 'REFUSED_BY_RULING', message: `"${refusedAs}" is refused by the arbiters' rulings` });
  }
  const ruled = rulings.admitted.get(key) ?? [];
  const ruledSpelling = ruled.find(sameAccents);
  if (ruledSpelling !== undefined) {
    const message = `"${ruledSpelling}" is admitted by the arbiters' rulings`;
    return { ...base, valid: true, spelling: ruledSpelling, reason: { code: 'ADMITTED_BY_RULING', message } };
  }
  // An admission written with other accents on E does not refuse a spelling that the lexicon admits.
  if (ruled.length > 0) {
    const inLexicon = lexicon.lookup(key).find(sameAccents);
    return inLexicon !== undefined
      ? { ...base, valid: true, spelling: inLexicon }
      : refuse(accentReason(written, [...ruled, ...lexicon.lookup(key)]));
  }

  if ([...written].some(isApostrophe)) {
    return refuse({ code: 'WORD_WITH_APOSTROPHE', message: `"${written}": words with an apostrophe are not admitted` });
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
