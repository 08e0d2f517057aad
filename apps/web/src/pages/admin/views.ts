/**
 * View types the OpenAPI document does not describe precisely yet (copied from the API's code).
 * Everything else comes from ../../api/schema.
 */
import type { components } from '../../api/schema';

export type Club = components['schemas']['ClubResponseDto'];
export type ClubPage = components['schemas']['ClubPageDto'];
export type Player = components['schemas']['PlayerResponseDto'];
export type PlayerPage = components['schemas']['PlayerPageDto'];
export type Tournament = components['schemas']['TournamentResponseDto'];
export type Entry = components['schemas']['EntryResponseDto'];
export type Ruling = components['schemas']['RulingResponseDto'];
export type AccountView = components['schemas']['AccountResponseDto'];
export type ImportResult = components['schemas']['ImportResultDto'];

/** apps/api/src/common/domain-errors.ts FieldError: an imported file's errors carry their line. */
export interface LineError {
  field: string;
  reason: string;
  line?: number;
}

/** apps/api/src/duplicate/duplicate.mapping.ts StoredTop (duplicate_draw.top). */
export type DrawTop =
  | { kind: 'numbers'; target: number; exact: boolean; best: number[]; distance: number; solution: string[] }
  | { kind: 'letters'; maxLength: number; words: string[] };

export interface LettersQuota {
  consonants: number;
  vowels: number;
  count: number;
}

/** The plan stored with the session (apps/api/src/duplicate/duplicate-session.service.ts). */
export interface SessionPlan {
  name: string;
  numbers: number;
  letters: LettersQuota[];
  order: string;
}

export interface Draw {
  round: number;
  kind: 'NUMBERS' | 'LETTERS';
  plates?: number[];
  target?: number;
  letters?: string;
  split?: string;
  prepared: boolean;
  top: DrawTop;
  version: number;
}

export interface DuplicateSession {
  id: string;
  tournamentId: string;
  seed: string;
  plan: SessionPlan;
  rankingSeed: string;
  draws: Draw[];
  version: number;
}

/** GET /tournaments/{id}/poules (apps/api/src/matches/poules.service.ts list), only what this folder reads. */
export interface PouleSummary {
  code: string;
  index: number;
  size: number;
}

/** GET /tournaments/{id}/pyramide (apps/api/src/pyramide/pyramide-views.ts configView), only what this folder reads. */
export interface PyramideConfig {
  id: string;
  formula: string;
  games: number;
  seatedGames: number;
  version: number;
}
