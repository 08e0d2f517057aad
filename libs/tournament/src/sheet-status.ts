import type { NotCountedReason } from './duplicate-summary';
import { t } from '@greffier/messages';

/** An answer sheet's steps, in order: entered, corrected by the pair, checked by an arbiter. */
export const SHEET_STATUSES = ['ENTERED', 'PAIR_CORRECTED', 'CHECKED'] as const;
export type SheetStatus = (typeof SHEET_STATUSES)[number];

/** Why a sheet is left out of the ranking, when it is. */
export const NOT_COUNTED_REASONS = ['INCOMPLETE', 'UNREADABLE'] as const satisfies readonly NotCountedReason[];

export interface SheetState {
  status: SheetStatus;
  notCounted: NotCountedReason | null;
}

export type SheetStateChange =
  | { ok: true; unchanged: boolean }
  | { ok: false; code: 'REASON_REQUIRED'; message: string };

/**
 * A change of a sheet's status or of its being counted (`undefined`: left as it is). A sheet moves forward freely;
 * moving it back a step, or counting it or not, needs a reason (kept with the change). Asking for what the sheet
 * already is changes nothing.
 */
export function checkSheetStateChange(from: SheetState, to: { status?: SheetStatus; notCounted?: NotCountedReason | null }, reason?: string): SheetStateChange {
  const statusChanges = to.status !== undefined && to.status !== from.status;
  const countChanges = to.notCounted !== undefined && to.notCounted !== from.notCounted;
  if (!statusChanges && !countChanges) return { ok: true, unchanged: true };
  const explained = !!reason?.trim();
  if (statusChanges && SHEET_STATUSES.indexOf(to.status!) < SHEET_STATUSES.indexOf(from.status) && !explained) {
    return { ok: false, code: 'REASON_REQUIRED', message: t('SHEET_BACK_NEEDS_REASON', { status: String(to.status) }) };
  }
  if (countChanges && !explained) return { ok: false, code: 'REASON_REQUIRED', message: t('COUNTING_NEEDS_REASON') };
  return { ok: true, unchanged: false };
}

export type SheetEntryCheck = { ok: true } | { ok: false; code: 'SHEET_CHECKED'; message: string };

/**
 * Typing answers in, the whole sheet or one coup (docs/duplicate-arbiter-guide.md, "Checking"): open to a
 * sheet not entered yet and to one not yet checked. Once an arbiter has checked it, its answers change only by a
 * correction, coup by coup, with a reason (kept in its history); typing it over again is refused.
 */
export function checkPlainEntry(status: SheetStatus | null, entry: 'sheet' | 'answer'): SheetEntryCheck {
  if (status !== 'CHECKED') return { ok: true };
  return { ok: false, code: 'SHEET_CHECKED', message: t(entry === 'sheet' ? 'SHEET_CHECKED_WHOLE' : 'SHEET_CHECKED_ANSWER') };
}
