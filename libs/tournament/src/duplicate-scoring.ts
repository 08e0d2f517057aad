import {
  checkWrittenSolution,
  getPointsProfile,
  lettersPoints,
  numbersPoints,
  reachableValues,
  validatePlates,
  type CheckErrorCode,
  type NumbersTop,
  type PointsProfile,
  type ReachableValues,
} from '@greffier/dcl';
import { checkWord, LexiconInputError, type CheckWordReasonCode, type Lexicon, type Rulings } from '@greffier/lexicon';
import { TournamentInputError } from './errors';
import { t } from '@greffier/messages';

/** A numbers draw of the session with its top, computed once and stored (solve / topFor of libs/dcl). */
export interface NumbersDrawTop {
  round: number;
  kind: 'numbers';
  plates: readonly number[];
  target: number;
  top: NumbersTop;
}

/** A letters draw of the session with its top: the longest words (longestWords of libs/lexicon). */
export interface LettersDrawTop {
  round: number;
  kind: 'letters';
  letters: readonly string[];
  maxLength: number;
  longestWords: readonly string[];
}

/** One coup of the duplicate; a session's draws are given in play order. */
export type DuplicateDraw = NumbersDrawTop | LettersDrawTop;

/** Points forced by an arbiter, with why; the computed points are kept beside them. */
export interface PointsOverride {
  points: number;
  reason: string;
  by?: string;
}

/**
 * A player's answer to one coup, as typed in from the sheet. 'blank': the box is empty. A numbers answer holds
 * the written lines, the declared value, or both (the lines count, see scoreAnswer).
 */
export type DuplicateAnswer =
  | { round: number; kind: 'blank'; pointsOverride?: PointsOverride }
  | { round: number; kind: 'numbers'; declared?: number; written?: string; pointsOverride?: PointsOverride }
  | { round: number; kind: 'letters'; word: string; pointsOverride?: PointsOverride };

export interface ScoringContext {
  /** A libs/dcl points profile (default of the project: 'douai'); it must score without an opponent. */
  profile: PointsProfile | string;
  lexicon: Lexicon;
  /** The tournament's rulings: words admitted or refused by its arbiters. */
  rulings?: Rulings;
}

export type AnswerReasonCode =
  | CheckErrorCode
  | CheckWordReasonCode
  /** The word cannot be read as one word (digits, two words...). */
  | 'UNREADABLE'
  /** A declared value (no lines written) that no computation on the plates gives. */
  | 'UNREACHABLE_VALUE';

export interface AnswerReason {
  code: AnswerReasonCode;
  message: string;
}

export type AnswerFlagCode =
  /** The declared value is neither the last nor the best value of the written lines (the lines count). */
  | 'DECLARED_VALUE_DIFFERS'
  /** The lines or the word cannot be read: a typing slip, or a sheet to look at. */
  | 'UNREADABLE'
  /** A declared value without lines that the plates cannot give: scored as an error. */
  | 'UNREACHABLE_VALUE'
  /** Refused for its accents on E only: handwritten accents are easily misread when typing. */
  | 'ACCENT_ON_E'
  /** The answer beats the stored top: the top is wrong. The answer is scored against itself as the top. */
  | 'BETTER_THAN_TOP';

export interface AnswerFlag {
  code: AnswerFlagCode;
  message: string;
}

interface AnswerScoreBase {
  round: number;
  /** The points that count: the override's when there is one. */
  points: number;
  /** The points the rules give, before any override. */
  computedPoints: number;
  override?: PointsOverride;
  /** scoreSheet: no answer was typed in for this coup (scored as blank, reported as INCOMPLETE). */
  missing: boolean;
  /** A value or a word that scores. An override of 0 points voids the answer: valid and topped turn false. */
  valid: boolean;
  /** Equal to the best possible answer: the top's distance (numbers) or its length (letters). */
  topped: boolean;
  /** Why the answer scores nothing (refused word, error in the lines...). */
  reason?: AnswerReason;
  /** Something the arbiter should look at; `flags` says what. */
  flagged: boolean;
  flags: AnswerFlag[];
}

export interface NumbersAnswerScore extends AnswerScoreBase {
  kind: 'numbers';
  /** The value that counts: the best line of the written solution, or the declared value alone. */
  value?: number;
  declared?: number;
  /** |value - target| */
  distance?: number;
  exact: boolean;
}

export interface LettersAnswerScore extends AnswerScoreBase {
  kind: 'letters';
  word?: string;
  /** The lexicon's (or the ruling's) spelling the word matched. */
  spelling?: string;
  /** Letters of the word (hyphens ignored), also when refused; 0 when blank. */
  length: number;
  admittedByRuling: boolean;
}

export type DuplicateAnswerScore = NumbersAnswerScore | LettersAnswerScore;

type Computed<T> = Omit<T, 'round' | 'points' | 'computedPoints' | 'override' | 'missing' | 'flagged'> & { computedPoints: number };

/** The profile as an object; a duplicate needs a profile that scores each answer on its own (not 'tv'). */
export function duplicateProfile(profile: PointsProfile | string): PointsProfile {
  const p = typeof profile === 'string' ? getPointsProfile(profile) : profile;
  if (p.numbers.mode !== 'absolute' || p.letters.mode !== 'absolute') {
    throw new TournamentInputError('RELATIVE_PROFILE', 'profile', t('DUPLICATE_RELATIVE_PROFILE', { profile: p.name }));
  }
  return p;
}

const isCount = (n: unknown, max = Number.MAX_SAFE_INTEGER): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max;

export function validateDraw(draw: DuplicateDraw, field = 'draw'): void {
  const bad = (why: string): never => {
    throw new TournamentInputError('INVALID_DRAW', field, t('AT_ROUND', { round: String(draw?.round), message: why }));
  };
  if (!isCount(draw?.round) || draw.round < 1) bad(t('DRAW_ROUND_POSITIVE'));
  if (draw.kind === 'numbers') {
    try {
      validatePlates(draw.plates, { min: 1, max: 6 });
    } catch (e) {
      bad(e instanceof Error ? e.message : t('DRAW_INVALID_PLATES'));
    }
    const top = draw.top;
    if (!top || top.target !== draw.target) bad(t('DRAW_TOP_OTHER_TARGET'));
    if (!isCount(top.distance) || top.best.length === 0 || top.distances[0] !== top.distance) bad(t('DRAW_TOP_INCOMPLETE'));
  } else if (draw.kind === 'letters') {
    if (!Array.isArray(draw.letters) || draw.letters.length !== 10 || !draw.letters.every((l) => /^[A-Za-z]$/.test(l))) {
      bad(t('DRAW_TEN_LETTERS'));
    }
    if (!isCount(draw.maxLength, 10)) bad(t('DRAW_MAX_LENGTH'));
  } else bad(t('DRAW_KIND'));
}

/** The most points one answer can score on this draw (the draw's "top" in points). */
export function drawTopPoints(draw: DuplicateDraw, profile: PointsProfile | string): number {
  const p = duplicateProfile(profile);
  if (draw.kind === 'letters') return lettersPoints(draw.maxLength > 0, draw.maxLength, p);
  return numbersPoints(p, draw.top, { kind: 'value', value: draw.top.best[0]! });
}

function validateOverride(o: PointsOverride | undefined, round: number): void {
  if (o === undefined) return;
  if (!isCount(o.points, 1000)) {
    throw new TournamentInputError('INVALID_OVERRIDE', 'pointsOverride.points', t('OVERRIDE_POINTS', { round }));
  }
  if (typeof o.reason !== 'string' || o.reason.trim() === '') {
    throw new TournamentInputError('INVALID_OVERRIDE', 'pointsOverride.reason', t('OVERRIDE_REASON', { round }));
  }
}

const reachableCache = new WeakMap<NumbersDrawTop, ReachableValues>();
function reachableOf(draw: NumbersDrawTop): ReachableValues {
  let r = reachableCache.get(draw);
  if (!r) reachableCache.set(draw, (r = reachableValues(draw.plates)));
  return r;
}

function numbersValue(draw: NumbersDrawTop, value: number, p: PointsProfile, flags: AnswerFlag[]): Computed<NumbersAnswerScore> {
  const distance = Math.abs(value - draw.target);
  let top: NumbersTop = draw.top;
  if (distance < top.distance) {
    flags.push({ code: 'BETTER_THAN_TOP', message: t('BETTER_THAN_TOP_NUMBERS', { value, target: draw.target, top: top.best.join(', ') }) });
    top = { ...top, exact: distance === 0, best: [value], distance, distances: [distance] };
  }
  const computedPoints = numbersPoints(p, top, { kind: 'value', value });
  return { kind: 'numbers', value, distance, exact: distance === 0, valid: true, topped: distance === top.distance, flags, computedPoints };
}

function scoreNumbers(draw: NumbersDrawTop, answer: DuplicateAnswer, p: PointsProfile): Computed<NumbersAnswerScore> {
  const flags: AnswerFlag[] = [];
  const nothing = { kind: 'numbers', exact: false, valid: false, topped: false, flags } as const;
  if (answer.kind === 'blank') return { ...nothing, computedPoints: 0 };
  if (answer.kind !== 'numbers') {
    throw new TournamentInputError('ANSWER_KIND_MISMATCH', 'answer.kind', t('ANSWER_KIND_NUMBERS', { round: draw.round, kind: answer.kind }));
  }
  const { declared, written } = answer;
  if (declared !== undefined && (!Number.isInteger(declared) || declared < 1)) {
    throw new TournamentInputError('INVALID_ANSWER', 'answer.declared', t('DECLARED_NOT_POSITIVE', { round: draw.round }));
  }
  const withDeclared = declared === undefined ? {} : { declared };
  const check = written === undefined ? null : checkWrittenSolution(draw.plates, written, draw.target);
  if (check?.ok) {
    // Douai: "c'est la meilleure approche proposée dans l'explication qui sera prise en compte"; and for the
    // matches "seule la solution écrite est acceptée, les lapsus ne seront donc pas sanctionnés".
    if (declared !== undefined && declared !== check.best && declared !== check.value) {
      flags.push({ code: 'DECLARED_VALUE_DIFFERS', message: t('DECLARED_VALUE_DIFFERS', { declared, written: check.best }) });
    }
    return { ...numbersValue(draw, check.best, p, flags), ...withDeclared };
  }
  if (check && check.reason.code !== 'EMPTY') {
    const message = check.line > 0 ? t('AT_LINE', { line: check.line, message: check.reason.message }) : check.reason.message;
    const reason = { code: check.reason.code, message };
    if (check.reason.code === 'UNPARSABLE' || check.reason.code === 'TOO_LONG') flags.push({ code: 'UNREADABLE', message: reason.message });
    return { ...nothing, ...withDeclared, reason, computedPoints: errorPoints(p) };
  }
  if (declared === undefined) return { ...nothing, computedPoints: 0 };
  if (!reachableOf(draw).has(declared)) {
    const message = t('UNREACHABLE_VALUE', { value: declared, plates: draw.plates.join(' ') });
    flags.push({ code: 'UNREACHABLE_VALUE', message });
    return { ...nothing, declared, reason: { code: 'UNREACHABLE_VALUE', message }, computedPoints: errorPoints(p) };
  }
  return { ...numbersValue(draw, declared, p, flags), declared };
}

const errorPoints = (p: PointsProfile): number => (p.numbers.mode === 'absolute' ? p.numbers.error : 0);

function scoreLetters(draw: LettersDrawTop, answer: DuplicateAnswer, p: PointsProfile, ctx: ScoringContext): Computed<LettersAnswerScore> {
  const flags: AnswerFlag[] = [];
  const base = { kind: 'letters', valid: false, topped: false, length: 0, admittedByRuling: false, flags, computedPoints: 0 } as const;
  if (answer.kind === 'blank') return base;
  if (answer.kind !== 'letters') {
    throw new TournamentInputError('ANSWER_KIND_MISMATCH', 'answer.kind', t('ANSWER_KIND_LETTERS', { round: draw.round, kind: answer.kind }));
  }
  const word = typeof answer.word === 'string' ? answer.word.trim() : '';
  if (word === '') return base;
  let result;
  try {
    result = checkWord(ctx.lexicon, draw.letters, word, { requireAccentsOnE: p.letters.requireEAccents, rulings: ctx.rulings });
  } catch (e) {
    if (!(e instanceof LexiconInputError) || e.code !== 'INVALID_ANSWER') throw e;
    flags.push({ code: 'UNREADABLE', message: e.message });
    return { ...base, word, reason: { code: 'UNREADABLE', message: e.message } };
  }
  const common = { ...base, word, length: result.length, admittedByRuling: result.reason?.code === 'ADMITTED_BY_RULING' };
  if (!result.valid) {
    const reason = result.reason!;
    if (reason.code === 'MISSING_ACCENT_ON_E' || reason.code === 'WRONG_ACCENT_ON_E') {
      flags.push({ code: 'ACCENT_ON_E', message: t('CHECK_HANDWRITING', { message: reason.message }) });
    }
    return { ...common, reason: { code: reason.code, message: reason.message } };
  }
  if (result.length > draw.maxLength) {
    flags.push({ code: 'BETTER_THAN_TOP', message: t('BETTER_THAN_TOP_LETTERS', { length: result.length, top: draw.maxLength }) });
  }
  return {
    ...common,
    ...(result.spelling === undefined ? {} : { spelling: result.spelling }),
    valid: true,
    topped: result.length >= draw.maxLength,
    computedPoints: lettersPoints(true, result.length, p),
  };
}

/**
 * One answer's points under the profile. Numbers: the written lines count when there are some (their best
 * line, as the regulation says of an unfinished solution); a wrong line is an error; a declared value alone
 * counts if the plates can give it. Letters: checkWord with the tournament's rulings and the profile's
 * accents-on-E flag. An arbiter's override replaces the points; the computed points stay beside them.
 */
export function scoreAnswer(draw: DuplicateDraw, answer: DuplicateAnswer, ctx: ScoringContext): DuplicateAnswerScore {
  validateDraw(draw);
  if (answer?.round !== draw.round) {
    throw new TournamentInputError('UNKNOWN_ROUND', 'answer.round', t('ANSWER_FOR_OTHER_ROUND', { round: String(answer?.round), draw: draw.round }));
  }
  validateOverride(answer.pointsOverride, draw.round);
  const p = duplicateProfile(ctx.profile);
  const computed = draw.kind === 'numbers' ? scoreNumbers(draw, answer, p) : scoreLetters(draw, answer, p, ctx);
  const override = answer.pointsOverride;
  const voided = override !== undefined && override.points === 0;
  return {
    ...computed,
    round: draw.round,
    points: override?.points ?? computed.computedPoints,
    ...(override ? { override } : {}),
    missing: false,
    valid: computed.valid && !voided,
    topped: computed.topped && !voided,
    flagged: computed.flags.length > 0,
  };
}

/** A scored answer sheet: each coup in play order, and the ranking form's columns. */
export interface SheetScore {
  rounds: DuplicateAnswerScore[];
  total: number;
  numbersPoints: number;
  lettersPoints: number;
  /** Valid words of 10, 9, 8 and 7 letters (the regulation's tie-break columns). */
  tens: number;
  nines: number;
  eights: number;
  sevens: number;
  /** Coups topped, in play order. */
  toppedRounds: number[];
  /** Coups with no answer typed in (not copied out). */
  missingRounds: number[];
  flaggedRounds: number[];
  /** The sum of the draws' tops in points: what a perfect sheet scores. */
  topPoints: number;
}

/** Checks the session's draws (in play order): each valid, each round once. */
export function validateDraws(draws: readonly DuplicateDraw[]): void {
  if (!Array.isArray(draws)) throw new TournamentInputError('INVALID_DRAW', 'draws', t('DRAWS_NOT_A_LIST'));
  const seen = new Set<number>();
  draws.forEach((d, i) => {
    validateDraw(d, `draws[${i}]`);
    if (seen.has(d.round)) throw new TournamentInputError('DUPLICATE_ROUND', `draws[${i}].round`, t('ROUND_TWICE', { round: d.round }));
    seen.add(d.round);
  });
}

/**
 * Scores a sheet against the session's draws. A coup with no answer typed in is scored as blank and listed
 * in missingRounds; an answer for a coup that is not in the session, or two answers for one coup, is an input error.
 */
export function scoreSheet(draws: readonly DuplicateDraw[], answers: readonly DuplicateAnswer[], ctx: ScoringContext): SheetScore {
  validateDraws(draws);
  const rounds = new Set(draws.map((d) => d.round));
  const byRound = new Map<number, DuplicateAnswer>();
  answers.forEach((a, i) => {
    const field = `answers[${i}].round`;
    if (!rounds.has(a?.round)) throw new TournamentInputError('UNKNOWN_ROUND', field, t('ROUND_NOT_IN_SESSION', { round: String(a?.round) }));
    if (byRound.has(a.round)) throw new TournamentInputError('DUPLICATE_ROUND', field, t('TWO_ANSWERS_FOR_ROUND', { round: a.round }));
    byRound.set(a.round, a);
  });
  const p = duplicateProfile(ctx.profile);
  const withProfile = { ...ctx, profile: p };
  const sheet: SheetScore = {
    rounds: [], total: 0, numbersPoints: 0, lettersPoints: 0, tens: 0, nines: 0, eights: 0, sevens: 0,
    toppedRounds: [], missingRounds: [], flaggedRounds: [], topPoints: 0,
  };
  for (const draw of draws) {
    const answer = byRound.get(draw.round);
    const scored = answer
      ? scoreAnswer(draw, answer, withProfile)
      : { ...scoreAnswer(draw, { round: draw.round, kind: 'blank' }, withProfile), missing: true };
    sheet.rounds.push(scored);
    sheet.total += scored.points;
    sheet.topPoints += drawTopPoints(draw, p);
    if (scored.kind === 'numbers') sheet.numbersPoints += scored.points;
    else {
      sheet.lettersPoints += scored.points;
      if (scored.valid) {
        if (scored.length === 10) sheet.tens++;
        else if (scored.length === 9) sheet.nines++;
        else if (scored.length === 8) sheet.eights++;
        else if (scored.length === 7) sheet.sevens++;
      }
    }
    if (scored.topped) sheet.toppedRounds.push(draw.round);
    if (scored.missing) sheet.missingRounds.push(draw.round);
    if (scored.flagged) sheet.flaggedRounds.push(draw.round);
  }
  return sheet;
}
