/**
 * The admin screens' responses, as docs/openapi.json describes them (apps/web/src/api/schema.d.ts). Hand-written:
 * only a draw's top (duplicate_draw.top, documented as a free object), copied from apps/api/src/duplicate/duplicate.mapping.ts.
 */
import type { components } from '../../api/schema';

type Schemas = components['schemas'];

export type Club = Schemas['ClubResponseDto'];
export type ClubPage = Schemas['ClubPageDto'];
export type Player = Schemas['PlayerResponseDto'];
export type PlayerPage = Schemas['PlayerPageDto'];
export type Tournament = Schemas['TournamentResponseDto'];
export type Entry = Schemas['EntryResponseDto'];
export type Ruling = Schemas['RulingResponseDto'];
export type AccountView = Schemas['AccountResponseDto'];
export type ImportResult = Schemas['ImportResultDto'];

/** A problem's field error: an imported file's errors carry their line. */
export type LineError = Schemas['FieldErrorDto'];

/** apps/api/src/duplicate/duplicate.mapping.ts StoredTop (duplicate_draw.top). */
export type DrawTop =
  | { kind: 'numbers'; target: number; exact: boolean; best: number[]; distance: number; solution: string[] }
  | { kind: 'letters'; maxLength: number; words: string[] };

export type LettersQuota = Schemas['LettersQuotaDto'];
export type Draw = Omit<Schemas['DrawResponseDto'], 'top'> & { top: DrawTop };
export type DuplicateSession = Omit<Schemas['DuplicateResponseDto'], 'draws'> & { draws: Draw[] };

/** GET /tournaments/{id}/poules. */
export type PouleSummary = Schemas['PouleDto'];

/** GET /tournaments/{id}/pyramide. */
export type PyramideConfig = Schemas['PyramideConfigDto'];
