import type { components } from '../../api/schema';
import { reasonLabel } from '@greffier/messages';

/**
 * What the arbiters' screens read, as docs/openapi.json describes it (apps/web/src/api/schema.d.ts). Hand-written:
 * only a change's before and after (answer_change JSON, documented as a free object), copied from
 * apps/api/src/duplicate/sheets.service.ts.
 */
type Schemas = components['schemas'];

export type DrawKind = Schemas['AnswerViewDto']['kind'];
export type SheetStatus = Schemas['SheetResponseDto']['status'];
export type NotCounted = NonNullable<Schemas['SheetResponseDto']['notCounted']>;

/** A sheet's reason (code and message), or the live scoring's (with the words printed on a corrected sheet). */
export type Reason = Schemas['SheetAnswerReasonDto'] & { french?: string };

export type WorklistItem = Schemas['WorklistItemDto'];
export type Worklist = Schemas['WorklistDto'];
export type AnswerView = Schemas['AnswerViewDto'];
export type Sheet = Schemas['SheetResponseDto'];

/** One coup as kept in a change (answer_change.before / after). */
export interface ChangedAnswer {
  round: number;
  word: string | null;
  value: number | null;
  lines: string | null;
  pointsOverride: number | null;
  overrideReason: string | null;
  points?: number;
}

export type SheetChange = Omit<Schemas['SheetChangeDto'], 'before' | 'after'> & { before: ChangedAnswer | null; after: ChangedAnswer | null };

/** POST /tournaments/{tournamentId}/duplicate/draws/{round}/score: an answer scored without writing anything. */
export type ScoreView = Schemas['AnswerPreviewDto'];

/** The French words of a reason (libs/messages); the API's own message (with the details) is shown beside it. */
export function frenchReason(reason: Reason | null): string | null {
  if (!reason) return null;
  return (reason.code && reasonLabel(reason.code)) || (reason.french && reason.french !== reason.message ? reason.french : null);
}

export const STATUS_LABELS: Record<SheetStatus, string> = {
  ENTERED: 'Saisie',
  PAIR_CORRECTED: 'Corrigée par la paire',
  CHECKED: 'Vérifiée',
};

export const NOT_COUNTED_LABELS: Record<NotCounted, string> = {
  INCOMPLETE: 'non entièrement recopiée',
  UNREADABLE: 'illisible',
};

export const FLAG_LABELS: Record<string, string> = {
  DECLARED_TOTAL_DIFFERS: 'Total déclaré différent',
  DECLARED_FORM_DIFFERS: 'Formulaire de classement différent',
  ANSWER_FLAGGED: 'Réponses à vérifier',
  INCOMPLETE: 'Incomplète',
  UNREADABLE: 'Illisible',
};

export const ACTION_LABELS: Record<string, string> = {
  entry: 'Saisie',
  correct: 'Correction',
  revert: 'Retour arrière',
};

/** What a coup reads, as the arbiters write it: the word in capitals, or the value and the lines. */
export function answerText(a: { word: string | null; value: number | null; lines: string | null } | null | undefined): string {
  if (!a) return '(non saisi)';
  if (a.word) return a.word.toLocaleUpperCase('fr-FR');
  const parts = [a.value !== null && a.value !== undefined ? String(a.value) : null, a.lines].filter(Boolean);
  return parts.length ? parts.join(' ; ') : '(vide)';
}

export const plural = (n: number, one: string, many: string): string => `${n}\u00a0${n > 1 ? many : one}`;
