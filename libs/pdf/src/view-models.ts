import type { RankingForm, TieBreakCriterion } from '@greffier/tournament';

/**
 * Plain view models for the printed documents. The API builds them from its data; this library only
 * lays them out. Points are integers; texts are ready to print (French where they come from users).
 * Dates are ISO calendar dates ('2026-03-14'), printed in French ("samedi 14 mars 2026").
 */

/** Shared by every document. `creationDate` fixes the PDF's metadata date (byte-identical output). */
export interface DocumentOptionsVm {
  creationDate?: Date;
}

export interface TournamentVm {
  name: string;
  /** ISO calendar date, 'YYYY-MM-DD'. */
  date: string;
  venue?: string;
  /** The organising club. */
  organiser?: string;
}

export interface PlayerVm {
  name: string;
  licence?: string;
  club?: string;
  table?: number | string;
  seat?: number | string;
}

/** Printed on the sheets, never enforced (docs/rules/draws.md, "Times"). */
export interface TimeLimitsVm {
  numbers: { thinkSeconds: number; writeSeconds: number };
  letters: { thinkSeconds: number; writeSeconds: number };
}

/** What the answer sheet needs to know of a round: its number and its kind (no draw yet). */
export type PlannedRoundVm =
  | { round: number; kind: 'numbers' }
  | { round: number; kind: 'letters'; consonants: number; vowels: number };

/** A draw as played; the same shape as a generated session draw of libs/dcl. */
export type DrawVm =
  | { round: number; kind: 'numbers'; plates: number[]; target: number }
  | { round: number; kind: 'letters'; consonants: number; vowels: number; letters: string[] };

// ---------------------------------------------------------------------------------------------
// 1. Answer sheet ("Feuille de réponses")

export interface AnswerSheetVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  /** e.g. "Duplicate". */
  sessionLabel?: string;
  /** Absent: a blank sheet with empty fields for the player to fill in. */
  player?: PlayerVm;
  rounds: PlannedRoundVm[];
  /** Default: numbers 40 s + 15 s, letters 40 s + 10 s. */
  timeLimits?: TimeLimitsVm;
}

/** A batch of answer sheets: the same rounds, one sheet per player, each starting on a new page. */
export interface AnswerSheetsVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  sessionLabel?: string;
  players: PlayerVm[];
  rounds: PlannedRoundVm[];
  timeLimits?: TimeLimitsVm;
}

// ---------------------------------------------------------------------------------------------
// 2. Arbiters' sheet of draws ("Feuille des tirages")

export interface NumbersTopVm {
  exact: boolean;
  /** The closest reachable value(s): one, or two when both sides are equally close. */
  best: number[];
  /** |best - target|, 0 when exact. */
  distance: number;
  /** One solution, a line per operation: "100 x 6 = 600". */
  solution: string[];
}

export interface LettersTopVm {
  maxLength: number;
  /** The longest words of the lexicon for the draw (a few; the document prints them all). */
  words: string[];
}

export type DrawWithTopVm =
  | { round: number; kind: 'numbers'; plates: number[]; target: number; top: NumbersTopVm }
  | { round: number; kind: 'letters'; consonants: number; vowels: number; letters: string[]; top: LettersTopVm };

/** An arbiters' ruling: a word admitted or refused for this tournament, overriding the lexicon. */
export interface RulingVm {
  word: string;
  admitted: boolean;
  note?: string;
}

export interface DrawsSheetVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  sessionLabel?: string;
  /** The generator's seed; absent when the draws were typed in by the organiser. */
  seed?: string;
  rounds: DrawWithTopVm[];
  timeLimits?: TimeLimitsVm;
  rulings: RulingVm[];
}

// ---------------------------------------------------------------------------------------------
// 3. Ranking after the duplicate ("Classement du duplicate")

/** Which criterion broke a tie (libs/tournament TIE_BREAK_CRITERIA; docs/rules/duplicate-ranking.md, "The ranking"): never the total itself. */
export type TieBreakCriterionVm = Exclude<TieBreakCriterion, 'total'>;

export interface TieBreakVm {
  criterion: TieBreakCriterionVm;
  /** For 'first-topped-draw': the round the better-ranked player topped and the other did not. */
  round?: number;
}

/** Counts that the ranking form carries and the tie-breaks use (libs/tournament RankingForm). */
export type RankingCountsVm = RankingForm;

export interface RankingRowVm extends RankingCountsVm {
  rank: number;
  name: string;
  club?: string;
  licence?: string;
  /** Set on the player ranked ahead thanks to the criterion (and may be set on the other too). */
  tieBreak?: TieBreakVm;
}

export interface NotCountedSheetVm {
  name: string;
  club?: string;
  /** In French, e.g. "feuille illisible", "feuille incomplète". */
  reason: string;
}

export interface DuplicateRankingVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  sessionLabel?: string;
  drawCount: number;
  /** Sum of the tops of all draws: 100 % of the top. */
  topTotal: number;
  /** In rank order. */
  rows: RankingRowVm[];
  notCounted: NotCountedSheetVm[];
}

// ---------------------------------------------------------------------------------------------
// 4. A player's corrected sheet ("Feuille corrigée")

export interface ArbiterChangeVm {
  before: number;
  after: number;
  reason: string;
  /** Who changed it (an arbiter's name). */
  by?: string;
  /** ISO date-time of the change. */
  at?: string;
}

export type CorrectedAnswerVm =
  | { kind: 'numbers'; result: number | null; lines: string[] }
  | { kind: 'letters'; word: string | null };

export interface CorrectedRoundVm {
  /** The draw and its top, as on the arbiters' sheet of draws. */
  draw: DrawWithTopVm;
  /** What the top scored on this session's points scale. */
  topPoints: number;
  answer: CorrectedAnswerVm;
  points: number;
  topped: boolean;
  /** Why the answer was refused or counted as an error, in French: "forme verbale conjuguée". */
  refusal?: string;
  /** The arbiters' change of this round's points, if any. */
  change?: ArbiterChangeVm;
}

export interface CorrectedSheetVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  sessionLabel?: string;
  player: PlayerVm;
  rounds: CorrectedRoundVm[];
  /** The computed counts (after the arbiters' changes). */
  totals: RankingCountsVm;
  /** The total the player wrote on the sheet; null if left empty. */
  declaredTotal: number | null;
  topTotal: number;
  /** Who corrected the sheet (pair correction), if known. */
  correctedBy?: string;
  /** Set when the sheet is not counted, in French: "feuille illisible". */
  notCounted?: string;
}
