import type { Client } from 'openapi-fetch';
import { api } from '../../api/client';
import { FRENCH_REASONS } from '../../lib/french-reasons';

/**
 * What the arbiters' screens read from the API whose responses have no schema yet: copied from
 * apps/api/src/duplicate/sheet-views.ts (SheetResponse, AnswerView, worklist, changes) and
 * libs/tournament/src/declared-totals.ts (WorklistFlag).
 */
export type DrawKind = 'NUMBERS' | 'LETTERS';
export type SheetStatus = 'ENTERED' | 'PAIR_CORRECTED' | 'CHECKED';
export type NotCounted = 'INCOMPLETE' | 'UNREADABLE';

export interface Reason {
  code: string | null;
  message: string;
  /** The words printed on a corrected sheet (the live scoring gives them; the sheet's answers do not). */
  french?: string;
}

export interface WorklistFlag {
  code: 'DECLARED_TOTAL_DIFFERS' | 'DECLARED_FORM_DIFFERS' | 'ANSWER_FLAGGED' | 'INCOMPLETE' | 'UNREADABLE' | string;
  message: string;
  rounds?: number[];
  columns?: string[];
}

export interface WorklistItem {
  playerId: string;
  bib: number;
  name: string;
  club: string;
  sheetStatus: SheetStatus | null;
  notCounted: NotCounted | null;
  declaredTotal: number | null;
  computedTotal: number | null;
  flags: WorklistFlag[];
  version: number | null;
}

export interface Worklist {
  draws: number;
  sheets: number;
  players: number;
  checked: number;
  items: WorklistItem[];
}

export interface AnswerView {
  round: number;
  kind: DrawKind;
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
  reason: Reason | null;
  flagged: boolean;
}

export interface DeclaredForm {
  tens?: number;
  numbersPoints?: number;
  nines?: number;
  eights?: number;
  sevens?: number;
}

export interface Sheet {
  playerId: string;
  bib: number;
  name: string;
  club: string;
  status: SheetStatus;
  notCounted: NotCounted | null;
  declaredTotal: number | null;
  declaredForm: DeclaredForm | null;
  correctorPlayerId: string | null;
  correctorName: string | null;
  correctorMark: string | null;
  form: { total: number; tens: number; numbersPoints: number; nines: number; eights: number; sevens: number };
  lettersPoints: number;
  topPoints: number;
  toppedRounds: number[];
  answered: number;
  missingRounds: number[];
  worklist: WorklistFlag[];
  answers: AnswerView[];
  version: number;
}

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

export interface SheetChange {
  id: string;
  round: number | null;
  at: string;
  actorId: string | null;
  /** Not served yet: the API gives the account's id only (see docs/web/arbiter-screens.md). */
  actorName?: string | null;
  action: 'entry' | 'correct' | 'revert' | string;
  before: ChangedAnswer | null;
  after: ChangedAnswer | null;
  reason: string | null;
  revertOf: string | null;
}

/** POST /tournaments/{tournamentId}/duplicate/draws/{round}/score: an answer scored without writing anything. */
export interface ScoreInput {
  word?: string;
  value?: number;
  lines?: string;
}

export interface ScoreView {
  round: number;
  kind: DrawKind;
  points: number;
  valid: boolean;
  length: number | null;
  topped: boolean;
  reason: Reason | null;
}

interface ScorePaths {
  '/tournaments/{tournamentId}/duplicate/draws/{round}/score': {
    post: {
      parameters: { query?: never; header?: never; path: { tournamentId: string; round: number }; cookie?: never };
      requestBody: { content: { 'application/json': ScoreInput } };
      responses: { 200: { headers: Record<string, unknown>; content: { 'application/json': ScoreView } } };
    };
  };
}

/**
 * The live scoring endpoint is not in docs/openapi.json yet: the same client (same middleware: token,
 * problems), typed for that one path. Once the schema is regenerated, `api` itself will do.
 */
export const scoreApi = api as unknown as Client<ScorePaths>;


/** The French words of a reason; the API's own message (English, with the details) is shown beside it. */
export function frenchReason(reason: Reason | null): string | null {
  if (!reason) return null;
  return (reason.code && FRENCH_REASONS[reason.code]) || (reason.french && reason.french !== reason.message ? reason.french : null);
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
