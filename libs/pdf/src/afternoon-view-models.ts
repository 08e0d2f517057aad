import type { DocumentOptionsVm, DrawVm, PlannedRoundVm, TimeLimitsVm, TournamentVm } from './view-models';

/**
 * Plain view models for the afternoon's documents (poules, matches, final rankings, best-club cup).
 * Same conventions as view-models.ts: integers, French texts ready to print, ISO dates. The shapes follow
 * libs/tournament (bracket, decideMatch, generalRanking, bestClubCup) with player ids replaced by what is
 * printed (names, clubs).
 */

/** Where a match stands in its poule's bracket (libs/tournament `MatchStage`). */
export type MatchStageVm = 'round-of-16' | 'quarter-final' | 'semi-final' | 'final' | 'classification';

/** How a match was decided (libs/tournament `DecidedBy`, plus the bracket's 'empty': two empty slots). */
export type MatchDecisionVm = 'score' | 'extra-draws' | 'sudden-death' | 'duplicate-rank' | 'forfeit' | 'bye' | 'empty';

/** The places a match plays for: 1-16 for a 1/8, 1-2 for the final, 5-8 for a classification match. */
export interface PlacesRangeVm {
  from: number;
  to: number;
}

// ---------------------------------------------------------------------------------------------
// 1. Match sheet ("Feuille de match")

export interface MatchPlayerVm {
  name: string;
  club?: string;
  licence?: string;
  /** Rank in the duplicate ranking: the tie-break of classification matches. */
  duplicateRank?: number;
  /** Seed in the poule (1..16). */
  seed?: number;
}

/** One player's answer as the arbiter wrote it down: a word ("SOUILLÉE") or a result ("742"). */
export interface MatchAnswerVm {
  text: string;
  /** Set when the answer is an error, in French: "mot refusé", "ligne 2 fausse". Printed in red. */
  error?: string;
}

/**
 * One draw of the match. `draw` is the planned round (number and kind: a blank sheet) or the draw itself
 * (plates and target, or letters: the arbiter's copy). Answers and points are absent on a blank sheet.
 */
export interface MatchRoundVm {
  draw: PlannedRoundVm | DrawVm;
  /** The two players' answers, in the order of `players`; null: nothing written. */
  answers?: [MatchAnswerVm | null, MatchAnswerVm | null];
  /** The round's point to each player: [1, 0], [0, 1] or [0, 0]. */
  points?: [number, number];
}

/** How the match ended; `winner` is 0 or 1, an index into `players`. */
export interface MatchResultVm {
  winner: 0 | 1;
  decidedBy: Exclude<MatchDecisionVm, 'bye' | 'empty'>;
  /** A remark printed with the result, in French: "Lucas Hénin absent à l'appel". */
  note?: string;
}

export interface MatchSheetVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  /** 'A', 'B'... */
  poule: string;
  /** The bracket's id of the match: 'A-QF-2'. */
  matchId?: string;
  stage: MatchStageVm;
  places: PlacesRangeVm;
  /** Printed instead of the label made from the stage and the places ("1/4 de finale", "Match de classement places 5-8"). */
  label?: string;
  table?: number | string;
  /** The arbiter of the table, if known. */
  arbiter?: string;
  /** null: the player is not known yet; blank fields are printed. */
  players: [MatchPlayerVm | null, MatchPlayerVm | null];
  /** The regular draws: 20 (24 for the final). */
  rounds: MatchRoundVm[];
  /** The 2 extra draws of a tied qualification match or final (1 numbers, 1 letters 5C/5V). Default: planned, blank. */
  extraRounds?: MatchRoundVm[];
  /**
   * Search time of each sudden-death draw, in seconds, one box each: the "réduction progressive du temps".
   * Default: 40, 35, 30, 25, 20. The writing time stays: numbers 15 s, letters 10 s.
   */
  suddenDeathSeconds?: number[];
  /** Sudden-death draws drawn or played, in order (draw.round: 1, 2...); their kind alternates. */
  suddenDeathRounds?: MatchRoundVm[];
  /** Default: numbers 40 s + 15 s, letters 40 s + 10 s. */
  timeLimits?: TimeLimitsVm;
  /** Set once the match is decided. */
  result?: MatchResultVm;
}

// ---------------------------------------------------------------------------------------------
// 2. Bracket of a poule ("Tableau de la poule")

export interface BracketPlayerVm {
  seed: number;
  name: string;
  club?: string;
  duplicateRank?: number;
}

/** Who fills a slot: a seed of the poule, or the winner or loser of an earlier match (its id). */
export type BracketSourceVm = { kind: 'seed'; seed: number } | { kind: 'winner' | 'loser'; of: string };

export interface BracketSlotVm {
  source: BracketSourceVm;
  /** The seed of the player in the slot, once known (see `players`). */
  seed?: number;
  /** Nobody can come: a seed the poule lacks, or the loser of a bye. Printed "exempt". */
  empty?: boolean;
}

export interface BracketMatchResultVm {
  /** 0 or 1 (the slot); null for a match with two empty slots. */
  winner: 0 | 1 | null;
  decidedBy: MatchDecisionVm;
  /** Regular score in slot order, when played. */
  score?: [number, number];
}

export interface BracketMatchVm {
  /** 'A-R16-1', 'A-QF-2', 'A-F', 'A-P5-8-1'... */
  id: string;
  stage: MatchStageVm;
  /** 1 = the 1/8; a full poule plays 4 rounds of 8 matches. */
  round: number;
  places: PlacesRangeVm;
  slots: [BracketSlotVm, BracketSlotVm];
  /** Absent while not decided. */
  result?: BracketMatchResultVm;
  table?: number | string;
}

export interface BracketPlaceVm {
  place: number;
  /** The seed of the player holding the place. */
  seed?: number;
  /** Nobody can hold it (a short poule). Neither seed nor empty: still played for. */
  empty?: boolean;
}

export interface PouleBracketVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  /** 'A', 'B'... */
  poule: string;
  /** The poule's players by seed. */
  players: BracketPlayerVm[];
  /** In play order (round, then places). */
  matches: BracketMatchVm[];
  /** Places 1..16 of the poule. */
  places: BracketPlaceVm[];
}

// ---------------------------------------------------------------------------------------------
// 3. Final general ranking ("Classement général final")

export interface GeneralRankingRowVm {
  place: number;
  name: string;
  club?: string;
  licence?: string;
  poule: string;
  placeInPoule: number;
  duplicateRank?: number;
}

export interface WithdrawnPlayerVm {
  name: string;
  club?: string;
  /** In French: "forfait avant les poules", "malade". */
  reason?: string;
}

export interface GeneralRankingVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  /** Best first. */
  rows: GeneralRankingRowVm[];
  /** Withdrawn before the poules were formed: listed apart, without a place. */
  withdrawn: WithdrawnPlayerVm[];
}

// ---------------------------------------------------------------------------------------------
// 4. Best-club cup ("Coupe du meilleur club")

export interface ClubPlayerPlaceVm {
  name: string;
  /** Final general place. */
  place: number;
}

export interface ClubCupRowVm {
  rank: number;
  club: string;
  /** The club's 3 best players, best first. */
  players: ClubPlayerPlaceVm[];
  /** Sum of their places: the lowest wins. */
  total: number;
}

export interface NotRankedClubVm {
  club: string;
  /** Its players in the general ranking (fewer than 3), best first. */
  players: ClubPlayerPlaceVm[];
}

export interface BestClubCupVm extends DocumentOptionsVm {
  tournament: TournamentVm;
  /** In rank order. Clubs on the same total are marked "départagé par la place du 3e joueur". */
  ranked: ClubCupRowVm[];
  notRanked: NotRankedClubVm[];
}
