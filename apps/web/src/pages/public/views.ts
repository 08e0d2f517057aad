import type { components } from '../../api/schema';

export { NOT_COUNTED_LABELS, reasonLabel } from '@greffier/messages';

/** The public responses, as docs/openapi.json describes them (apps/web/src/api/schema.d.ts). */
type Schemas = components['schemas'];

// ---- Duplicate ranking: GET /tournaments/{id}/duplicate/ranking ----

export type DuplicateRankingRow = Schemas['RankingRowDto'];
export type DuplicateRanking = Schemas['DuplicateRankingDto'];

// ---- A player's corrected sheet: GET /tournaments/{id}/duplicate/ranking/{playerId} ----

export type AnswerView = Schemas['AnswerViewDto'];
export type ProgressionPoint = Schemas['ProgressionPointDto'];
export type PublicSheet = Schemas['PublicSheetDto'];

// ---- Poules: GET /tournaments/{id}/poules ----

export type PlayerLabel = Schemas['PoulePlayerDto'];
export type SlotSource = Schemas['MatchSourceDto'];
export type Destination = Schemas['MatchDestinationDto'];
export type PouleMatch = Schemas['BracketMatchDto'];
export type MatchStage = PouleMatch['stage'];
export type DecidedBy = NonNullable<PouleMatch['decidedBy']>;
export type PouleView = Schemas['PouleDto'];

// ---- General ranking and best-club cup ----

export type GeneralRanking = Schemas['GeneralRankingDto'];
export type CupPlayer = Schemas['CupPlayerDto'];
export type BestClubCup = Schemas['BestClubCupDto'];

// ---- Pyramide ----

export type PyramideConfig = Schemas['PyramideConfigDto'];
export type PyramideGameView = Schemas['SeatedGameDto'];
export type PyramideStandings = Schemas['StandingsDto'];
