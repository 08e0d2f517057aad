import { checkWrittenSolution, FINAL_PLAN, getPointsProfile, MATCH_PLAN, matchDrawPoints, type MatchAnswer, type PointsProfile, type SessionPlan } from '@greffier/dcl';
import type { Lexicon, Rulings } from '@greffier/lexicon';
import {
  scoreAnswer,
  validateDraws,
  type AnswerFlag,
  type AnswerReason,
  type DuplicateAnswer,
  type DuplicateDraw,
} from './duplicate-scoring';
import { TournamentInputError } from './errors';
import type { MatchStage, Side } from './match-ties';
import { t } from '@greffier/messages';

/** A match draw is a coup with its stored top, as in the duplicate (the tops are printed on the arbiters' sheet). */
export type MatchDraw = DuplicateDraw;

/**
 * One player's answer to a match draw, as typed in from the sheet: nothing, written lines and/or a value, a
 * word, or an answer the table's arbiter ruled wrong (said but not written, two words not circled...). A word
 * ruled wrong keeps its letters (`word`): the TV format scores a wrong word by its length.
 */
export type MatchDrawAnswer =
  | { round: number; kind: 'blank' }
  | { round: number; kind: 'numbers'; declared?: number; written?: string }
  | { round: number; kind: 'letters'; word: string }
  | { round: number; kind: 'error'; reason: string; word?: string };

export interface MatchContext {
  lexicon: Lexicon;
  rulings?: Rulings;
  /**
   * Accents on E as the lexicon writes them (fatuité, not fatuite). Default off: the Douai regulation asks for
   * them in the duplicate ("II - Duplicate, B - Lettres") and says nothing of them for the matches.
   */
  requireAccentsOnE?: boolean;
}

/** 1/8, 1/4, 1/2 and classification matches: 20 draws; the final: 24 (Douai, "IV - Matchs"). */
export function matchPlanFor(stage: MatchStage): SessionPlan {
  return stage === 'final' ? FINAL_PLAN : MATCH_PLAN;
}

export type MatchAnswerReason =
  | AnswerReason
  | { code: 'RULED_WRONG'; message: string }
  /** A numbers value typed alone: "seule la solution écrite est acceptée" (Douai, IV - Matchs): no answer. */
  | { code: 'VALUE_WITHOUT_SOLUTION'; message: string };

/** What an answer counts as in a match. */
export interface ReadAnswer {
  /** 'word': a valid word; 'value': a valid numbers result; 'error': wrong; 'none': nothing. */
  outcome: 'none' | 'error' | 'word' | 'value';
  value?: number;
  distance?: number;
  word?: string;
  /** Letters of the word, also of a refused one (the TV format scores it); 0 when blank. */
  length?: number;
  reason?: MatchAnswerReason;
  flags: AnswerFlag[];
  /** No answer was typed in for this draw (scored as blank). */
  missing: boolean;
}

const profiles = new Map<boolean, PointsProfile>();
/** The duplicate reading of answers (written lines, checkWord) with the match's accents-on-E flag. */
function answerProfile(requireEAccents: boolean): PointsProfile {
  let p = profiles.get(requireEAccents);
  if (!p) {
    const douai = getPointsProfile('douai');
    p = { ...douai, name: `match${requireEAccents ? '-accents' : ''}`, letters: { ...douai.letters, requireEAccents } };
    profiles.set(requireEAccents, p);
  }
  return p;
}

/** A numbers answer with a value and no written line (nothing, or only blanks, in the lines). */
function valueAlone(draw: MatchDraw, answer: MatchDrawAnswer): answer is Extract<MatchDrawAnswer, { kind: 'numbers' }> & { declared: number } {
  if (draw.kind !== 'numbers' || answer?.kind !== 'numbers' || answer.declared === undefined) return false;
  if (answer.written === undefined) return true;
  const check = checkWrittenSolution(draw.plates, answer.written, draw.target);
  return !check.ok && check.reason.code === 'EMPTY';
}

/**
 * Reads one answer: the written lines count (their best line), a word is checked by checkWord with the rulings;
 * a wrong line, a refused word or an unreadable entry is an error. A value typed alone, with no written solution,
 * is no answer: "Pour les comptes, seule la solution écrite est acceptée, les lapsus ne seront donc pas
 * sanctionnés" (Douai, IV - Matchs): the value is not accepted, and not sanctioned as an error either (the
 * opponent gets the point only by a better result). Its reason says why (VALUE_WITHOUT_SOLUTION). The duplicate
 * keeps reading a value alone (duplicate-scoring.ts: the player's declared result, checked by the correctors).
 */
export function readMatchAnswer(draw: MatchDraw, answer: MatchDrawAnswer, ctx: MatchContext): ReadAnswer {
  if (answer?.kind === 'error') {
    if (answer.round !== draw.round) {
      throw new TournamentInputError('UNKNOWN_ROUND', 'answer.round', t('ANSWER_FOR_OTHER_ROUND', { round: String(answer.round), draw: draw.round }));
    }
    const message = typeof answer.reason === 'string' && answer.reason.trim() !== '' ? answer.reason.trim() : t('RULED_WRONG');
    const ruled: ReadAnswer = { outcome: 'error', reason: { code: 'RULED_WRONG', message }, flags: [], missing: false };
    // A word ruled wrong keeps its length for the rules that compare answers: "si un candidat propose un mot
    // erroné plus long que le mot correct joué par son adversaire, ce dernier marque le nombre de points
    // correspondant au plus long des deux mots" (004, Le Mot le plus long). Its letters are counted as any
    // word's are (accents and hyphens ignored); the arbiter's ruling stays the reason.
    if (draw.kind !== 'letters' || typeof answer.word !== 'string' || answer.word.trim() === '') return ruled;
    const letters = readMatchAnswer(draw, { round: answer.round, kind: 'letters', word: answer.word }, ctx);
    return { ...ruled, ...(letters.word === undefined ? {} : { word: letters.word }), length: letters.length ?? 0 };
  }
  const profile = answerProfile(ctx.requireAccentsOnE ?? false);
  const s = scoreAnswer(draw, answer as DuplicateAnswer, { profile, lexicon: ctx.lexicon, ...(ctx.rulings ? { rulings: ctx.rulings } : {}) });
  const base = { flags: s.flags, missing: false, ...(s.reason ? { reason: s.reason } : {}) };
  if (s.kind === 'numbers' && valueAlone(draw, answer)) {
    const message = t('VALUE_WITHOUT_SOLUTION', { value: answer.declared });
    return { outcome: 'none', reason: { code: 'VALUE_WITHOUT_SOLUTION', message }, flags: [], missing: false };
  }
  if (s.kind === 'numbers') {
    if (s.valid) return { ...base, outcome: 'value', value: s.value!, distance: s.distance! };
    return { ...base, outcome: s.reason ? 'error' : 'none' };
  }
  const word = s.word === undefined ? {} : { word: s.word };
  if (s.valid) return { ...base, ...word, outcome: 'word', length: s.length };
  return { ...base, ...word, outcome: s.reason ? 'error' : 'none', length: s.length };
}

function toDcl(draw: MatchDraw, r: ReadAnswer): MatchAnswer {
  if (r.outcome === 'word') return { kind: 'word', length: r.length! };
  if (r.outcome === 'value') return { kind: 'value', value: r.value!, target: draw.kind === 'numbers' ? draw.target : 0 };
  return { kind: r.outcome };
}

export interface MatchDrawScore {
  round: number;
  kind: 'numbers' | 'letters';
  a: ReadAnswer;
  b: ReadAnswer;
  /** [1, 0], [0, 1] or [0, 0]. */
  points: [number, number];
}

export interface MatchScore {
  draws: MatchDrawScore[];
  totals: [number, number];
  tied: boolean;
  /** The side ahead, null when tied. */
  leader: Side | null;
  /** Draws with no answer typed in, per side. */
  missingRounds: { a: number[]; b: number[] };
  flaggedRounds: number[];
}

function byRound(answers: readonly MatchDrawAnswer[], rounds: Set<number>, field: string): Map<number, MatchDrawAnswer> {
  if (!Array.isArray(answers)) throw new TournamentInputError('INVALID_ANSWER', field, t('FIELD_NOT_A_LIST', { field }));
  const map = new Map<number, MatchDrawAnswer>();
  answers.forEach((a, i) => {
    const f = `${field}[${i}].round`;
    if (!rounds.has(a?.round)) throw new TournamentInputError('UNKNOWN_ROUND', f, t('ROUND_NOT_IN_MATCH', { round: String(a?.round) }));
    if (map.has(a.round)) throw new TournamentInputError('DUPLICATE_ROUND', f, t('TWO_ANSWERS_FOR_ROUND', { round: a.round }));
    map.set(a.round, a);
  });
  return map;
}

/**
 * Scores a match (or its extra draws, or its sudden-death draws: any list of draws). Per draw, with libs/dcl
 * matchDrawPoints (Douai, "Système appliqué"): the better result scores 1, the other 0; equal results, nothing;
 * a player alone in error gives the point to the opponent; both in error, nothing. Letters: the longer valid
 * word; numbers: the closer valid result. A draw with no answer typed in is scored as blank and listed.
 */
export function scoreMatch(
  draws: readonly MatchDraw[],
  answersA: readonly MatchDrawAnswer[],
  answersB: readonly MatchDrawAnswer[],
  ctx: MatchContext,
): MatchScore {
  validateDraws(draws);
  const rounds = new Set(draws.map((d) => d.round));
  const sides = { a: byRound(answersA, rounds, 'answersA'), b: byRound(answersB, rounds, 'answersB') };
  const score: MatchScore = { draws: [], totals: [0, 0], tied: true, leader: null, missingRounds: { a: [], b: [] }, flaggedRounds: [] };
  for (const draw of draws) {
    const read = (side: Side): ReadAnswer => {
      const answer = sides[side].get(draw.round);
      if (answer) return readMatchAnswer(draw, answer, ctx);
      score.missingRounds[side].push(draw.round);
      return { ...readMatchAnswer(draw, { round: draw.round, kind: 'blank' }, ctx), missing: true };
    };
    const a = read('a');
    const b = read('b');
    const points = matchDrawPoints(toDcl(draw, a), toDcl(draw, b));
    score.draws.push({ round: draw.round, kind: draw.kind, a, b, points: [points[0], points[1]] });
    score.totals[0] += points[0];
    score.totals[1] += points[1];
    if (a.flags.length > 0 || b.flags.length > 0) score.flaggedRounds.push(draw.round);
  }
  score.tied = score.totals[0] === score.totals[1];
  score.leader = score.tied ? null : score.totals[0] > score.totals[1] ? 'a' : 'b';
  return score;
}
