import type { components } from '../../api/schema';

/**
 * The afternoon's responses, as docs/openapi.json describes them (apps/web/src/api/schema.d.ts). Hand-written
 * below: only the game JSON the document gives as a free object (a match draw's top, the Pyramide's table
 * plan, feuille de marque and late E), copied from libs/tournament/src/match-scoring.ts and
 * libs/pyramide/src/{score-sheet,plan,tally}.ts.
 */
type Schemas = components['schemas'];

// ---- Duplicate ranking (the poules' seeds) ----

export type DuplicateRanking = Schemas['DuplicateRankingDto'];

// ---- Poules and matches ----

export type PlayerLabel = Schemas['PoulePlayerDto'];
export type SlotSource = Schemas['MatchSourceDto'];
export type Destination = Schemas['MatchDestinationDto'];
export type PouleMatch = Schemas['BracketMatchDto'];
export type DecidedBy = NonNullable<PouleMatch['decidedBy']>;
export type MatchStage = PouleMatch['stage'];
export type Poule = Schemas['PouleDto'];

export type MatchAnswer = Schemas['MatchDrawAnswerDto'];
export type Phase = Schemas['MatchDrawDto']['phase'];

/** A draw's top (match_draw.top, documented as a free object): libs/tournament/src/match-scoring.ts. */
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

export type MatchDraw = Omit<Schemas['MatchDrawDto'], 'top'> & { top: NumbersTop | LettersTop | null };
export type DuelResult = Schemas['DuelResultDto'];
export type MatchView = Omit<Schemas['MatchResponseDto'], 'draws'> & { draws: MatchDraw[] };

// ---- Pyramide ----

export type PyramideConfig = Schemas['PyramideConfigDto'];

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

export type GameTable = Omit<Schemas['SeatedTableDto'], 'plan'> & { plan?: TablePlan };
export type GameView = Omit<Schemas['SeatedGameDto'], 'tables'> & { tables: GameTable[] };
export type Figures = Schemas['EventScoresDto'];
export type GameResults = Schemas['GameResultsDto'];

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

export type SheetView = Omit<Schemas['PyramideSheetDto'], 'sheet'> & { sheet: ScoreSheet };

export interface LateE {
  event: TeamEventName;
  brick?: number;
  name?: number;
  team?: 0 | 1;
  expression?: number;
}

export type CorrectionView = Omit<Schemas['PyramideCorrectionDto'], 'lateE'> & { lateE: LateE | null };
