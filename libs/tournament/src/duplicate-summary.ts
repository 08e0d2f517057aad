import { type DuplicateDraw, drawTopPoints, type SheetScore } from './duplicate-scoring';
import { t } from '@greffier/messages';
import { TournamentInputError } from './errors';

/** Why a sheet is not counted (Douai: "Le résultat ne sera pris en compte que s'il est entièrement recopié et lisible"). */
export type NotCountedReason = 'INCOMPLETE' | 'UNREADABLE';

/** The ranking form, as players fill it in at the end of the duplicate, in the regulation's order. */
export interface RankingForm {
  total: number;
  tens: number;
  numbersPoints: number;
  nines: number;
  eights: number;
  sevens: number;
}

export const RANKING_FORM_COLUMNS: readonly (keyof RankingForm)[] = ['total', 'tens', 'numbersPoints', 'nines', 'eights', 'sevens'];

/** Figures shown beside a player's rank; none of them breaks a tie. */
export interface SheetStats {
  roundsTopped: number;
  numbersTopped: number;
  lettersTopped: number;
  numbersExact: number;
  /** Numbers answers that are errors (a wrong line, an impossible value). */
  numbersErrors: number;
  validWords: number;
  /** Average letters of the valid words, in tenths (74 = 7.4 letters), rounded half up; 0 with no valid word. */
  averageWordLengthTenths: number;
}

/** What the ranking needs of one player's sheet (one row of the sheets table). */
export interface PlayerSheetSummary extends RankingForm {
  playerId: string;
  /** Set by the arbiters: the sheet stays listed but is left out of the ranking. */
  notCounted?: NotCountedReason | null;
  lettersPoints: number;
  /** Coups topped (round numbers); their order does not matter, the play order is given to the ranking. */
  toppedRounds: readonly number[];
  /** The sum of the draws' tops in points (the same for every sheet of a session); 0 when unknown. */
  topPoints: number;
  stats: SheetStats;
}

/** Integer a / b rounded half up (a, b >= 0, b > 0). */
export const roundedRatio = (a: number, b: number): number => Math.floor((2 * a + b) / (2 * b));

/** The statistics of a sheet with nothing on it. */
export const NO_STATS: Readonly<SheetStats> = Object.freeze({
  roundsTopped: 0,
  numbersTopped: 0,
  lettersTopped: 0,
  numbersExact: 0,
  numbersErrors: 0,
  validWords: 0,
  averageWordLengthTenths: 0,
});

export function sheetStats(sheet: SheetScore): SheetStats {
  const stats: SheetStats = { ...NO_STATS, roundsTopped: sheet.toppedRounds.length };
  let letters = 0;
  for (const r of sheet.rounds) {
    if (r.kind === 'numbers') {
      if (r.topped) stats.numbersTopped++;
      if (r.valid && r.exact) stats.numbersExact++;
      if (r.reason !== undefined) stats.numbersErrors++;
    } else {
      if (r.topped) stats.lettersTopped++;
      if (r.valid) {
        stats.validWords++;
        letters += r.length;
      }
    }
  }
  if (stats.validWords > 0) stats.averageWordLengthTenths = roundedRatio(letters * 10, stats.validWords);
  return stats;
}

export function rankingForm(sheet: RankingForm): RankingForm {
  const { total, tens, numbersPoints, nines, eights, sevens } = sheet;
  return { total, tens, numbersPoints, nines, eights, sevens };
}

/** The ranking's view of a scored sheet. */
export function summarizeSheet(playerId: string, sheet: SheetScore, notCounted: NotCountedReason | null = null): PlayerSheetSummary {
  if (typeof playerId !== 'string' || playerId === '') {
    throw new TournamentInputError('INVALID_SUMMARY', 'playerId', t('SUMMARY_PLAYER_ID'));
  }
  return {
    playerId,
    notCounted,
    ...rankingForm(sheet),
    lettersPoints: sheet.lettersPoints,
    toppedRounds: [...sheet.toppedRounds],
    topPoints: sheet.topPoints,
    stats: sheetStats(sheet),
  };
}

/** A share as an integer per mille, rounded half up (874 = 87.4 %); null when the whole is 0. */
export function perMille(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return roundedRatio(part * 1000, whole);
}

/** 874 -> "87,4 %" (French decimal comma), for documents. */
export function formatPerMille(value: number | null): string {
  if (value === null) return '–';
  return `${Math.floor(value / 10)},${value % 10} %`;
}

/** One coup of a player's progression: what it scored, what the top scored, and both totals so far. */
export interface ProgressionPoint {
  round: number;
  points: number;
  cumulative: number;
  topPoints: number;
  topCumulative: number;
}

/**
 * A player's sheet coup by coup in play order against the top (the best points each draw gave on the
 * tournament's scale): the progression chart of the ranking. A coup with no answer scores 0.
 */
export function sheetProgression(draws: readonly DuplicateDraw[], pointsByRound: ReadonlyMap<number, number>, profile: string): ProgressionPoint[] {
  let cumulative = 0;
  let topCumulative = 0;
  return draws.map((draw) => {
    const points = pointsByRound.get(draw.round) ?? 0;
    const topPoints = drawTopPoints(draw, profile);
    cumulative += points;
    topCumulative += topPoints;
    return { round: draw.round, points, cumulative, topPoints, topCumulative };
  });
}
