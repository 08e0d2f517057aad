import type { components } from '../../api/schema';

/**
 * The afternoon's responses, as docs/openapi.json describes them (apps/web/src/api/schema.d.ts), the Pyramide's
 * feuille de marque and late E included. Hand-written below: only the game JSON the document gives as a free
 * object (a match draw's top, the Pyramide's table plan), copied from libs/tournament/src/match-scoring.ts and
 * libs/pyramide/src/plan.ts.
 */
type Schemas = components['schemas'];

// ---- Duplicate ranking (the poules' seeds) ----

export type DuplicateRanking = Schemas['DuplicateRankingDto'];

// ---- Poules and matches ----

export type { DecidedBy, Destination, MatchStage, PlayerLabel, PouleMatch, SlotSource } from '../public/views';
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

export type Team = Schemas['PyramideTeamDto'];

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

export type ScoreSheet = Schemas['ScoreSheetDto'];
export type SheetView = Schemas['PyramideSheetDto'];
export type LateE = Schemas['LateEDto'];
export type CorrectionView = Schemas['PyramideCorrectionDto'];
