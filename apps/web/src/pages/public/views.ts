export { FRENCH_REASONS } from '../../lib/french-reasons';
/**
 * The public responses that docs/openapi.json does not describe yet, copied from the API's code:
 * apps/api/src/duplicate/{ranking.service,sheet-views,french-reasons}.ts, libs/tournament/src/{duplicate-ranking,
 * duplicate-summary,bracket,best-club}.ts, apps/api/src/matches/poules.service.ts,
 * apps/api/src/pyramide/{pyramide-views,pyramide-results.service}.ts, libs/pyramide/src/standings.ts.
 */

// ---- Duplicate ranking: GET /tournaments/{id}/duplicate/ranking ----

export type TieBreakCriterion = 'total' | 'tens' | 'numbers' | 'nines' | 'eights' | 'sevens' | 'first-topped-draw' | 'random-draw';

export interface RankingForm {
  total: number;
  tens: number;
  numbersPoints: number;
  nines: number;
  eights: number;
  sevens: number;
}

export interface RankingPlayer {
  playerId: string;
  bib: number;
  licence: string;
  name: string;
  clubId: string;
  club: string;
}

export interface DuplicateRankingRow extends RankingPlayer, RankingForm {
  rank: number;
  lettersPoints: number;
  toppedRounds: number[];
  tiedOnTotal: boolean;
  brokenBy: TieBreakCriterion | null;
  brokenByReason: string | null;
  firstToppedDifference: { round: number; position: number } | null;
  randomDraw: { seed: string; lot: number; of: number } | null;
  /** 874 = 87.4 % */
  percentOfTopPerMille: number | null;
}

export interface NotCountedRow extends RankingPlayer {
  reason: 'INCOMPLETE' | 'UNREADABLE';
  form: RankingForm;
}

export interface DuplicateRanking {
  tournamentId: string;
  provisional: boolean;
  draws: number;
  topPoints: number;
  sheets: number;
  uncheckedSheets: number;
  randomSeed: string;
  randomDraws: { seed: string; players: string[]; drawn: string[] }[];
  rows: DuplicateRankingRow[];
  notCounted: NotCountedRow[];
  missingSheets: RankingPlayer[];
}

// ---- A player's corrected sheet: GET /tournaments/{id}/duplicate/ranking/{playerId} ----

export interface AnswerView {
  round: number;
  kind: 'NUMBERS' | 'LETTERS';
  word: string | null;
  value: number | null;
  lines: string | null;
  points: number;
  computedPoints: number;
  pointsOverride: number | null;
  overrideReason: string | null;
  valid: boolean;
  topped: boolean;
  length: number | null;
  reason: { code: string | null; message: string } | null;
  flagged: boolean;
}

export interface ProgressionPoint {
  round: number;
  kind: 'NUMBERS' | 'LETTERS';
  points: number;
  cumulative: number;
  topPoints: number;
  topCumulative: number;
}

export interface PublicSheet {
  playerId: string;
  bib: number;
  name: string;
  club: string;
  status: 'ENTERED' | 'PAIR_CORRECTED' | 'CHECKED' | string;
  notCounted: 'INCOMPLETE' | 'UNREADABLE' | null;
  declaredTotal: number | null;
  correctorName: string | null;
  form: RankingForm;
  lettersPoints: number;
  topPoints: number;
  toppedRounds: number[];
  answered: number;
  missingRounds: number[];
  answers: AnswerView[];
  version: number;
  progression: ProgressionPoint[];
}


export const NOT_COUNTED_LABELS: Readonly<Record<string, string>> = {
  INCOMPLETE: 'feuille non entièrement recopiée',
  UNREADABLE: 'feuille illisible',
};

// ---- Poules: GET /tournaments/{id}/poules ----

export interface PlayerLabel {
  playerId: string;
  name: string;
  clubId: string;
  club: string;
}

export type SlotSource = { kind: 'seed'; seed: number } | { kind: 'winner'; of: string } | { kind: 'loser'; of: string };
export type Destination = { kind: 'match'; matchId: string; slot: 0 | 1 } | { kind: 'place'; place: number };
export type MatchStage = 'round-of-16' | 'quarter-final' | 'semi-final' | 'final' | 'classification';
export type DecidedBy = 'score' | 'extra-draws' | 'sudden-death' | 'duplicate-rank' | 'forfeit' | 'bye' | 'empty';

export interface PouleMatch {
  code: string;
  stage: MatchStage;
  round: number;
  places: { from: number; to: number };
  a: PlayerLabel | null;
  b: PlayerLabel | null;
  sources: [SlotSource, SlotSource];
  status: 'PENDING' | 'READY' | 'FINISHED';
  score: [number, number];
  extra: [number, number] | null;
  needs: string | null;
  winner: PlayerLabel | null;
  decidedBy: DecidedBy | null;
  winnerTo: Destination;
  loserTo: Destination;
  version: number;
}

export interface PouleEntryView extends PlayerLabel {
  seed: number;
  duplicateRank: number;
}

export interface PoulePlace {
  place: number;
  status: 'held' | 'empty' | 'pending';
  playerId?: string;
  player: PlayerLabel | null;
  generalPlace: number;
}

export interface PouleView {
  code: string;
  index: number;
  size: number;
  drawsPer: string;
  format: string;
  entries: PouleEntryView[];
  byes: number[];
  matches: PouleMatch[];
  places: PoulePlace[];
}

// ---- General ranking and best-club cup ----

export interface GeneralRankingRow extends PlayerLabel {
  place: number;
  poule: string;
  placeInPoule: number;
}

export interface GeneralRanking {
  complete: boolean;
  rows: GeneralRankingRow[];
  withdrawnBeforePoules: PlayerLabel[];
}

export interface CupPlayer {
  playerId: string;
  name?: string;
  place: number;
}

export interface CupRankedClub {
  rank: number;
  clubId: string;
  club?: string;
  playerIds: string[];
  places: number[];
  total: number;
  thirdPlace: number;
  brokenBy?: 'third-place';
  players: CupPlayer[];
}

export interface CupNotRankedClub {
  clubId: string;
  club?: string;
  playerIds: string[];
  places: number[];
  players: CupPlayer[];
}

export interface BestClubCup {
  complete: boolean;
  ranked: CupRankedClub[];
  notRanked: CupNotRankedClub[];
}

// ---- Pyramide ----

export interface PyramidePerson {
  playerId: string;
  bib: number | null;
  name: string;
}

export interface PyramideConfig {
  id: string;
  formula: 'individuel' | 'doublette';
  games: number;
  seatedGames: number;
  pairs: { id: string; players: PyramidePerson[] }[];
}

export interface PyramideGameView {
  number: number;
  method: string;
  explanation: string;
  tables: { number: number; size: number; seats: (PyramidePerson & { seat: string })[] }[];
}

export interface PyramideFigures {
  enigmes: number;
  pingPong: number;
  nomsPropres: number;
  grandesPyramides: number;
  total: number;
  bonus: number;
  solutions: number;
}

export interface PyramideStandingsRow extends PyramideFigures {
  rank: number;
  id: string;
  name: string;
  players: PyramidePerson[];
  withdrawn: boolean;
  games: number;
  perGame: { game: number; total: number | null }[];
  tiedOnTotal: boolean;
  brokenBy: string | null;
  brokenByReason: string | null;
  randomDraw: { seed: string; lot: number; of: number } | null;
}

export interface PyramideStandings {
  formula: 'individuel' | 'doublette';
  gamesPlanned: number;
  gamesSeated: number;
  gamesCounted: number[];
  gamesPending: number[];
  provisional: boolean;
  randomSeed: string;
  rows: PyramideStandingsRow[];
  randomDraws: { seed: string; ids: string[]; drawn: string[]; names: string[]; drawnNames: string[] }[];
}
