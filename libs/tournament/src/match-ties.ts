import { generateSession, suddenDeathDraw, TIE_BREAK_PLAN, type SessionDraw } from '@greffier/dcl';
import { t } from '@greffier/messages';
import { AfternoonInputError } from './afternoon-errors';

/** Where a match stands in its poule's bracket. Only the first four are "qualification" (winners' line) matches. */
export type MatchStage = 'round-of-16' | 'quarter-final' | 'semi-final' | 'final' | 'classification';
export const MATCH_STAGES: readonly MatchStage[] = Object.freeze(['round-of-16', 'quarter-final', 'semi-final', 'final', 'classification']);

/** The two players of a match, as they appear on the sheet. */
export type Side = 'a' | 'b';

export type DecidedBy = 'score' | 'extra-draws' | 'sudden-death' | 'duplicate-rank' | 'forfeit' | 'bye';

/** Douai, "En cas de match nul - 1": "pour les matchs de qualification et pour la finale". */
export function isWinnersLine(stage: MatchStage): boolean {
  return stage !== 'classification';
}

/** Time limits of a match draw, printed on the sheets, never enforced (Douai, "IV - Matchs": 40s + 15s, 40s + 10s). */
export const MATCH_TIMES = Object.freeze({
  numbers: Object.freeze({ searchSeconds: 40, writingSeconds: 15 }),
  letters: Object.freeze({ searchSeconds: 40, writingSeconds: 10 }),
});

/**
 * Sudden death "avec réduction progressive du temps": the search time starts at the normal 40 s and loses 5 s
 * a draw down to 20 s; the writing time stays (15 s numbers, 10 s letters): the answer must still be written.
 */
export const SUDDEN_DEATH_TIMES = Object.freeze({ firstSearchSeconds: 40, stepSeconds: 5, minimumSearchSeconds: 20 });

export interface DrawTime {
  searchSeconds: number;
  writingSeconds: number;
}

function checkIndex(index: number): void {
  if (!Number.isInteger(index) || index < 1 || index > 1000) {
    throw new AfternoonInputError('INVALID_TIE_BREAK', 'index', t('SUDDEN_DEATH_INDEX', { index: String(index) }));
  }
}

/** Time of sudden-death draw `index` (1-based): 40 s, 35, 30, 25, then 20 s for every later draw. */
export function suddenDeathTime(index: number, kind: 'numbers' | 'letters'): DrawTime {
  checkIndex(index);
  const t = SUDDEN_DEATH_TIMES;
  const searchSeconds = Math.max(t.minimumSearchSeconds, t.firstSearchSeconds - t.stepSeconds * (index - 1));
  return { searchSeconds, writingSeconds: MATCH_TIMES[kind].writingSeconds };
}

/** Print-ready rows for the arbiters' sheet: "1: 40 s (+ 15 s chiffres, + 10 s lettres)". */
export function suddenDeathTimeTable(count = 6): { draw: number; searchSeconds: number; text: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const { searchSeconds } = suddenDeathTime(i + 1, 'numbers');
    const w = MATCH_TIMES;
    const text = `${i + 1}: ${searchSeconds} s (+ ${w.numbers.writingSeconds} s chiffres, + ${w.letters.writingSeconds} s lettres)`;
    return { draw: i + 1, searchSeconds, text };
  });
}

/** "Une prolongation de 2 coups (1C-1L)": one numbers draw, one letters draw 5C/5V. */
export function extraDraws(seed: string): SessionDraw[] {
  return generateSession(TIE_BREAK_PLAN, seed);
}

/** Sudden-death draw `index`: numbers or letters drawn at random, then alternating (libs/dcl), with its time. */
export function suddenDeathRound(seed: string, index: number): { draw: SessionDraw; time: DrawTime } {
  checkIndex(index);
  const draw = suddenDeathDraw(seed, index);
  return { draw, time: suddenDeathTime(index, draw.kind) };
}

/** One draw's points to each side: [1, 0], [0, 1] or [0, 0]. */
export type DrawPoints = readonly [number, number];

/** The extra draws' count: each gives at most one point to one side. */
export const EXTRA_DRAW_COUNT = TIE_BREAK_PLAN.numbers + TIE_BREAK_PLAN.letters.reduce((n, l) => n + l.count, 0);

export interface MatchTieInput {
  stage: MatchStage;
  /** Totals of the regular draws (20, or 24 for the final). */
  regular: readonly [number, number];
  /** Totals of the 2 extra draws, once both are played. */
  extra?: readonly [number, number];
  /** Sudden-death draws in order, each as points to each side. */
  suddenDeath?: readonly DrawPoints[];
  /** The sides' duplicate ranks (lower is better). */
  duplicateRanks: readonly [number, number];
  /** Sides that did not come to play: a lone absent player loses by forfeit. */
  absent?: readonly Side[];
  /** A side whose slot is empty in the bracket: the other wins by bye. */
  emptySlot?: Side;
}

export type MatchDecision =
  | { winner: Side; loser: Side; decidedBy: DecidedBy; decisiveSuddenDeathDraw?: number }
  | { winner: null; needs: 'extra-draws' | 'sudden-death'; nextSuddenDeathDraw?: number };

const other = (s: Side): Side => (s === 'a' ? 'b' : 'a');
type Won = Extract<MatchDecision, { decidedBy: DecidedBy }>;
const won = (winner: Side, decidedBy: DecidedBy): Won => ({ winner, loser: other(winner), decidedBy });
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

function checkPair(pair: readonly [number, number] | undefined, field: string, max = Infinity): void {
  if (!Array.isArray(pair) || pair.length !== 2 || !pair.every(isCount) || pair[0] + pair[1] > max) {
    throw new AfternoonInputError('INVALID_SCORE', field, max < Infinity ? t('SCORE_PAIR_MAX', { field, max }) : t('SCORE_PAIR', { field }));
  }
}

const betterRank = (ranks: readonly [number, number]): Side => (ranks[0] < ranks[1] ? 'a' : 'b');

/**
 * Who won a match, or what must be played next. Order: an empty slot (bye), absences (forfeit; two absent
 * players: the better duplicate rank goes through, as in a tie nobody can break by playing), the regular score,
 * then for a tie: a classification match goes to the better duplicate rank (Douai, "En cas de match nul - 2");
 * a qualification match or a final to 2 extra draws, then sudden death, the first draw won deciding
 * ("Le premier joueur qui trouve plus que son adversaire a gagné").
 */
export function decideMatch(input: MatchTieInput): MatchDecision {
  const { stage, regular, extra, suddenDeath, duplicateRanks: ranks, absent = [], emptySlot } = input;
  if (!MATCH_STAGES.includes(stage)) throw new AfternoonInputError('INVALID_SCORE', 'stage', t('UNKNOWN_STAGE', { stage: String(stage) }));
  checkPair(regular, 'regular');
  if (!Array.isArray(ranks) || ranks.length !== 2 || !ranks.every((r) => isCount(r) && r >= 1) || ranks[0] === ranks[1]) {
    throw new AfternoonInputError('INVALID_SCORE', 'duplicateRanks', t('DUPLICATE_RANKS_PAIR'));
  }
  if (emptySlot !== undefined) return won(other(emptySlot), 'bye');
  if (absent.length === 2) return won(betterRank(ranks), 'forfeit');
  if (absent.length === 1) return won(other(absent[0]!), 'forfeit');

  const tieBreak = (why: string): never => {
    throw new AfternoonInputError('INVALID_TIE_BREAK', extra === undefined ? 'suddenDeath' : 'extra', why);
  };
  const hasSuddenDeath = suddenDeath !== undefined && suddenDeath.length > 0;
  if (regular[0] !== regular[1]) {
    if (extra !== undefined || hasSuddenDeath) tieBreak(t('TIE_BREAK_AFTER_TIE'));
    return won(regular[0] > regular[1] ? 'a' : 'b', 'score');
  }
  if (!isWinnersLine(stage)) {
    if (extra !== undefined || hasSuddenDeath) tieBreak(t('TIED_CLASSIFICATION_RANK'));
    return won(betterRank(ranks), 'duplicate-rank');
  }
  if (extra === undefined) {
    if (hasSuddenDeath) tieBreak(t('SUDDEN_DEATH_AFTER_EXTRA'));
    return { winner: null, needs: 'extra-draws' };
  }
  checkPair(extra, 'extra', EXTRA_DRAW_COUNT);
  if (extra[0] !== extra[1]) {
    if (hasSuddenDeath) tieBreak(t('EXTRA_BROKE_TIE'));
    return won(extra[0] > extra[1] ? 'a' : 'b', 'extra-draws');
  }
  const draws = suddenDeath ?? [];
  for (let i = 0; i < draws.length; i++) {
    checkPair(draws[i], `suddenDeath[${i}]`, 1);
    const [x, y] = draws[i]!;
    if (x === y) continue;
    if (i < draws.length - 1) tieBreak(t('SUDDEN_DEATH_DECIDED', { draw: i + 1 }));
    return { ...won(x > y ? 'a' : 'b', 'sudden-death'), decisiveSuddenDeathDraw: i + 1 };
  }
  return { winner: null, needs: 'sudden-death', nextSuddenDeathDraw: draws.length + 1 };
}
