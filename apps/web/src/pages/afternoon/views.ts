/**
 * The afternoon's responses that docs/openapi.json does not describe yet, copied from the API's code:
 * apps/api/src/matches/{poules,matches}.service.ts, apps/api/src/duplicate/ranking.service.ts and
 * apps/api/src/pyramide/{pyramide-views,pyramide-setup.service,pyramide-sheets.service,pyramide-results.service}.ts,
 * libs/pyramide/src/{score-sheet,plan,tally}.ts.
 */

// ---- Duplicate ranking (only what the poules need) ----

export interface RankingRow {
  playerId: string;
  rank: number;
  total: number;
  name: string;
  bib: number | null;
  club: string;
}

export interface DuplicateRanking {
  provisional: boolean;
  uncheckedSheets: number;
  rows: RankingRow[];
  missingSheets: { playerId: string; name: string }[];
}

// ---- Poules and matches ----

export interface PlayerLabel {
  playerId: string;
  name: string;
  clubId?: string;
  club: string;
}

export type SlotSource = { kind: 'seed'; seed: number } | { kind: 'winner'; of: string } | { kind: 'loser'; of: string };
export type Destination = { kind: 'match'; matchId: string; slot: 0 | 1 } | { kind: 'place'; place: number };
export type MatchStatus = 'PENDING' | 'READY' | 'FINISHED';
export type DecidedBy = 'score' | 'extra-draws' | 'sudden-death' | 'duplicate-rank' | 'forfeit' | 'bye' | 'empty';
export type MatchStage = 'round-of-16' | 'quarter-final' | 'semi-final' | 'final' | 'classification';

export interface PouleMatch {
  code: string;
  stage: MatchStage;
  round: number;
  places: { from: number; to: number };
  a: PlayerLabel | null;
  b: PlayerLabel | null;
  sources: SlotSource[];
  status: MatchStatus;
  score: [number, number];
  extra: [number, number] | null;
  needs: 'extra-draws' | 'sudden-death' | null;
  winner: PlayerLabel | null;
  decidedBy: DecidedBy | null;
  winnerTo: Destination;
  loserTo: Destination;
  version: number;
}

export interface PouleEntry extends PlayerLabel {
  seed: number;
  duplicateRank: number;
}

export interface Poule {
  code: string;
  index: number;
  size: number;
  drawsPer: 'round' | 'match';
  format: 'STANDARD' | 'TV';
  entries: PouleEntry[];
  byes: number[];
  matches: PouleMatch[];
  places: { place: number; status: 'pending' | 'held' | 'empty'; player: PlayerLabel | null; generalPlace: number }[];
}

export type Phase = 'REGULAR' | 'EXTRA' | 'SUDDEN_DEATH';

export interface MatchAnswer {
  word: string | null;
  value: number | null;
  lines: string | null;
  ruledWrong: boolean;
  points: number;
  outcome: 'word' | 'value' | 'error' | 'none';
  reason: { code: string | null; message: string } | null;
}

export interface NumbersTop {
  kind: 'numbers';
  target: number;
  exact: boolean;
  best: number[];
  distance: number;
}

export interface LettersTop {
  kind: 'letters';
  maxLength: number;
  words: string[];
}

export interface MatchDraw {
  phase: Phase;
  round: number;
  kind: 'NUMBERS' | 'LETTERS';
  plates?: number[];
  target?: number | null;
  letters?: string | null;
  split?: string;
  time: { searchSeconds: number; writingSeconds: number };
  top: NumbersTop | LettersTop | null;
  a: MatchAnswer | null;
  b: MatchAnswer | null;
}

export interface DuelResult {
  by: 'a' | 'b';
  right: boolean;
}

export interface MatchView {
  code: string;
  poule: string;
  stage: MatchStage;
  places: { from: number; to: number };
  a: PlayerLabel | null;
  b: PlayerLabel | null;
  status: MatchStatus;
  score: [number, number];
  extra: [number, number] | null;
  suddenDeath: [number, number][];
  needs: 'extra-draws' | 'sudden-death' | null;
  absent: ('a' | 'b')[];
  format: 'STANDARD' | 'TV';
  tv: { duels: (DuelResult | null)[]; sprint: (DuelResult | null)[] } | null;
  winner: PlayerLabel | null;
  decidedBy: DecidedBy | null;
  winnerTo: Destination;
  loserTo: Destination;
  dependents: { code: string; played: boolean }[];
  drawSeed: string;
  draws: MatchDraw[];
  version: number;
}

// ---- Pyramide ----

export interface Person {
  playerId: string;
  bib: number | null;
  name: string;
}

export interface PyramideConfig {
  id: string;
  tournamentId: string;
  formula: 'individuel' | 'doublette';
  games: number;
  seatedGames: number;
  seed: string;
  rankingSeed: string;
  pairs: { id: string; players: Person[] }[];
  version: number;
}

export interface Team {
  dico: string;
  syno: string;
}

export type TeamEventName = 'pingPong' | 'nomsPropres' | 'grandesPyramides';

export interface TablePlan {
  formula: 'individuel' | 'doublette';
  players: string[];
  pairs: unknown;
  enigmes: Team[];
  pingPong: [Team, Team];
  nomsPropres: [Team, Team];
  grandesPyramides: [Team, Team];
  sharedSyno: Record<TeamEventName, string | null>;
}

export interface RepeatView {
  between: string[];
  names: string[];
  table: number;
  previousGames: number[];
  gamesAgo: number;
}

export interface GameTable {
  number: number;
  size: number;
  seats: (Person & { seat: string })[];
  pairs: { id: string; players: Person[] }[] | null;
  sheet: { status: 'ENTERED' | 'CORRECTED'; version: number } | null;
  plan?: TablePlan;
}

export interface GameView {
  number: number;
  formula: 'individuel' | 'doublette';
  method: 'draw' | 'regulation' | 'computed';
  fallback: 'TABLE_SIZES' | 'PLAYERS_CHANGED' | 'REPEATS' | 'DOUBLETTE' | null;
  explanation: string;
  repeats: RepeatView[];
  regulationRepeats: RepeatView[] | null;
  leftOut: Person[];
  seatedAt: string;
  tables: GameTable[];
}

export interface Figures {
  enigmes: number;
  pingPong: number;
  nomsPropres: number;
  grandesPyramides: number;
  total: number;
  bonus: number;
  solutions: number;
}

export interface TableResultView {
  formula: string;
  players: string[];
  enigmas: { finished: number; counted: number };
  cancelled: ('enigmes' | TeamEventName)[];
  teamPoints: Record<TeamEventName, [number, number]>;
  scores: (Figures & { player: string; bib: number | null; name: string })[];
  pairScores: (Figures & { pair: string; players: string[]; name: string })[] | null;
}

export interface GameResults {
  game: number;
  formula: string;
  complete: boolean;
  pendingTables: number[];
  tables: { table: number; status: 'ENTERED' | 'CORRECTED' | null; result: TableResultView | null }[];
  rows: (Figures & { rank: number; id: string; name: string; table: number })[];
}

export interface EnigmaWord {
  bricks: number;
  word: string | null;
}

export interface EnigmaSheet {
  title: string;
  dico: string;
  syno: string;
  words: EnigmaWord[];
  solution: string | null;
}

export type PingPongMark = 'x' | '1' | 'E';

export interface PingPongBrick {
  word: number;
  team: 0 | 1;
  mark: PingPongMark;
}

export interface ProperName {
  bids: [number, number | null];
  points: [number, number];
}

export interface Pyramid {
  expressions: (string | null)[];
  stop: number | null;
}

export interface ScoreSheet {
  formula?: 'individuel' | 'doublette';
  players?: string[];
  pairs?: unknown;
  enigmes: EnigmaSheet[];
  pingPong: { teams: [Team, Team]; finished: boolean; bricks: PingPongBrick[] };
  nomsPropres: { teams: [Team, Team]; finished: boolean; names: ProperName[] };
  grandesPyramides: { teams: [Team, Team]; finished: boolean; pyramids: [Pyramid, Pyramid] };
  declared?: Record<string, Partial<Figures>> | null;
}

export interface SheetView {
  id: string | null;
  game: number;
  table: number;
  seats: (Person & { seat: string })[];
  entered: boolean;
  status: 'ENTERED' | 'CORRECTED' | null;
  version: number | null;
  sheet: ScoreSheet;
  result: TableResultView | null;
  updatedAt: string | null;
}

export interface LateE {
  event: TeamEventName;
  brick?: number;
  name?: number;
  team?: 0 | 1;
  expression?: number;
}

export interface CorrectionView {
  id: string;
  at: string;
  by: { accountId: string; name: string; role: string } | null;
  kind: 'late-e' | 'sheet';
  lateE: LateE | null;
  outcome: { pointTo: number; struck: number; nextHand: number; nextBrick: number | null } | null;
  reason: string;
  totals: (Person & { before: number | null; after: number })[];
}
