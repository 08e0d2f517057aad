import type { PlayerScore } from '@greffier/pyramide';
import type { DocumentOptionsVm, TournamentVm } from './view-models';

/**
 * Plain view models for the Pyramide documents (FFCP regulation): the feuille de marque, the seating plan of a
 * game and the standings. Same conventions as view-models.ts: integers, French texts ready to print, ISO dates.
 * The shapes follow libs/pyramide (TablePlan, ScoreSheet, TableResult, Standings) with the player ids replaced
 * by the seats (A, B, C, D) and what is printed (names, clubs); the rules (points, hands, counts) are applied
 * by libs/pyramide before, never here.
 */

/** The seats of a table in order; a table of 3 has no D. */
export type PyramideSeatVm = 'A' | 'B' | 'C' | 'D';
export type PyramideFormulaVm = 'individuel' | 'doublette';
/** The 4 events, in play order (regulation 1). */
export type PyramideEventVm = 'enigmes' | 'pingPong' | 'nomsPropres' | 'grandesPyramides';

export interface PyramidePlayerVm {
  seat: PyramideSeatVm;
  name: string;
  /** The player's registration number in the tournament (bib), printed "n° 7". */
  number?: number;
  club?: string;
}

/** A fixed pair of the doublette formula: seats A-B (team 0) or C-D (team 1). */
export interface PyramidePairVm {
  /** 'P1', 'P2'... */
  label: string;
  seats: [PyramideSeatVm, PyramideSeatVm];
}

/** One team of an event: the Dico (who makes the partner guess) and the Syno (who guesses), by seat. */
export interface PyramideTeamVm {
  dico: PyramideSeatVm;
  syno: PyramideSeatVm;
}

/** Who plays what with whom at a table (libs/pyramide `tablePlan`), by seat. Team 0 has the hand first. */
export interface PyramideTablePlanVm {
  /** The 12 enigmas in play order. */
  enigmes: PyramideTeamVm[];
  pingPong: [PyramideTeamVm, PyramideTeamVm];
  nomsPropres: [PyramideTeamVm, PyramideTeamVm];
  grandesPyramides: [PyramideTeamVm, PyramideTeamVm];
  /** Table of 3: the seat of the Syno of both teams, per team event (who scores with both); absent at a table of 4. */
  sharedSyno?: { pingPong: PyramideSeatVm; nomsPropres: PyramideSeatVm; grandesPyramides: PyramideSeatVm } | null;
}

// ---------------------------------------------------------------------------------------------
// 1. The feuille de marque (regulation 6)

/** One word of an enigma: the bricks used on it, and the word found or null (the dash). */
export interface EnigmaWordVm {
  bricks: number;
  word: string | null;
}

/** What an enigma gives to its Dico and its Syno (libs/pyramide `enigmaPoints`). */
export interface EnigmaPointsVm {
  wordsFound: number;
  /** The unused bricks when the 5 words are found. */
  bonus: number;
  /** 1 when the solution was found. */
  solution: number;
  points: number;
}

/** A finished enigma as written on the verso. */
export interface EnigmaMarksVm {
  title: string;
  dico: PyramideSeatVm;
  syno: PyramideSeatVm;
  /** The 5 words in the order of the enigma's text. */
  words: EnigmaWordVm[];
  /** The solution written in full, or null (the dash). */
  solution: string | null;
  points: EnigmaPointsVm;
}

/** A Ping-Pong box as on the paper: empty, a cross, a point, an E (libs/pyramide `pingPongGrid`). */
export type PingPongBoxVm = '' | 'x' | '1' | 'E';

export interface PingPongMarksVm {
  teams: [PyramideTeamVm, PyramideTeamVm];
  /** Played out; false: the event is cancelled (6.5). */
  finished: boolean;
  /** Team 0's row and team 1's row, 13 boxes each: an E in the erring team's row, the point in the other's. */
  grid: [PingPongBoxVm[], PingPongBoxVm[]];
  /** The word (1-5) each brick played was on, in brick order. */
  words: number[];
}

/** One proper name: each team's bid (null: no bid) and its point (the column: one 1), in team order. */
export interface ProperNameMarksVm {
  bids: [number | null, number | null];
  points: [number, number];
}

export interface NomsPropresMarksVm {
  teams: [PyramideTeamVm, PyramideTeamVm];
  finished: boolean;
  /** The names played, 4 at most. */
  names: ProperNameMarksVm[];
}

/** One team's pyramid: 6 boxes (the expression, or null for the dash) and the stop (0-5) or null. */
export interface PyramidMarksVm {
  expressions: (string | null)[];
  stop: number | null;
}

export interface GrandesPyramidesMarksVm {
  teams: [PyramideTeamVm, PyramideTeamVm];
  finished: boolean;
  pyramids: [PyramidMarksVm, PyramidMarksVm];
}

/** The marks of a sheet as entered. */
export interface ScoreSheetMarksVm {
  /** The finished enigmas in play order (12 at most). */
  enigmes: EnigmaMarksVm[];
  pingPong: PingPongMarksVm;
  nomsPropres: NomsPropresMarksVm;
  grandesPyramides: GrandesPyramidesMarksVm;
}

/** A seat's line of the recto: the four events, the total, the two tie-break columns. */
export interface PyramideScoreLineVm extends Omit<PlayerScore, 'player'> {
  seat: PyramideSeatVm;
}

/** What the marks give (libs/pyramide `tallySheet`). */
export interface ScoreSheetResultVm {
  enigmas: { finished: number; counted: number };
  /** Events that count nothing: team events not played out (6.5), the Énigmes when fewer than 6 were finished. */
  cancelled: PyramideEventVm[];
  /** Each team's points per team event, before a cancellation. */
  teamPoints: { pingPong: [number, number]; nomsPropres: [number, number]; grandesPyramides: [number, number] };
  /** Seat order. */
  scores: PyramideScoreLineVm[];
}

export interface ScoreSheetVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  formula: PyramideFormulaVm;
  /** A table of 4 or of 3 (seats A-D, or A-C). */
  size: 3 | 4;
  /** Absent on a blank model: boxes to fill in. */
  game?: number;
  table?: number;
  /** Seat order; absent: a blank model, the names to be written in. */
  players?: PyramidePlayerVm[];
  /** Doublette: the pair in seats A-B, then the one in C-D. */
  pairs?: [PyramidePairVm, PyramidePairVm] | null;
  plan: PyramideTablePlanVm;
  /** The marks as entered; absent: a blank sheet. */
  sheet?: ScoreSheetMarksVm;
  /** The points of the marks; printed with `sheet`. */
  result?: ScoreSheetResultVm;
  /** A remark on the sheet's state, in French: "corrigée par l'arbitre". */
  status?: string;
}

// ---------------------------------------------------------------------------------------------
// 2. The seating plan of a game ("Plan de table")

/** Two players (pairs in doublette) who share a table again. */
export interface PyramideRepeatVm {
  names: string[];
  table: number;
  /** The games where they met before. */
  previousGames: number[];
  /** 1: they met at the game just before. */
  gamesAgo: number;
}

export interface SeatingTableVm {
  number: number;
  /** Seat order. */
  players: PyramidePlayerVm[];
  pairs?: [PyramidePairVm, PyramidePairVm] | null;
  plan: PyramideTablePlanVm;
}

export interface SeatingPlanVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  formula: PyramideFormulaVm;
  game: number;
  /** The games planned for the tournament. */
  games?: number;
  /** draw: game 1; regulation: the rotation of 3.2; computed: the rotation that makes the fewest repeats. */
  method: 'draw' | 'regulation' | 'computed';
  /** Why this seating, in French. */
  explanation: string;
  tables: SeatingTableVm[];
  repeats: PyramideRepeatVm[];
  /** The meetings the regulation's rotation would have repeated; null when it could not apply. */
  regulationRepeats?: PyramideRepeatVm[] | null;
  /** Players withdrawn, not seated (names). */
  leftOut?: string[];
}

// ---------------------------------------------------------------------------------------------
// 3. The standings over the games ("Classement")

export interface PyramideStandingsRowVm {
  rank: number;
  /** The player, or the pair's two names in doublette. */
  name: string;
  club?: string;
  /** Each counted game's total, in the order of `games`; null: not played. */
  perGame: (number | null)[];
  total: number;
  bonus: number;
  solutions: number;
  /** When the row ties on total with the one above: what separated them, in French ("départagé aux points de bonus (19 contre 18)"). */
  tieBreak?: string;
  /** Withdrawn during the tournament: keeps the games played. */
  withdrawn?: boolean;
}

export interface PyramideStandingsVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  formula: PyramideFormulaVm;
  /** The numbers of the games counted (every sheet in), in order. */
  games: number[];
  gamesPlanned: number;
  /** Games seated whose sheets are not all in. */
  gamesPending?: number[];
  /** Until every game planned is counted. */
  provisional: boolean;
  rows: PyramideStandingsRowVm[];
  /** The seed of the last tie-break (a random draw), printed when it was used. */
  randomSeed?: string;
}
