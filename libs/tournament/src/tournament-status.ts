/**
 * The steps of a tournament day, in order. The organiser moves forward (one step or several), or
 * reopens an earlier step with a reason (the reason is kept in the audit trail).
 */
export const TOURNAMENT_STEPS = ['REGISTRATION', 'DUPLICATE', 'CORRECTION', 'MATCHES', 'FINISHED'] as const;
export type TournamentStep = (typeof TOURNAMENT_STEPS)[number];

export type StatusChange =
  | { ok: true; direction: 'forward' | 'reopen' }
  | { ok: false; code: 'SAME_STATUS' | 'REASON_REQUIRED'; message: string };

export function checkStatusChange(from: TournamentStep, to: TournamentStep, reason?: string): StatusChange {
  const a = TOURNAMENT_STEPS.indexOf(from);
  const b = TOURNAMENT_STEPS.indexOf(to);
  if (a === b) return { ok: false, code: 'SAME_STATUS', message: `The tournament is already at ${to}` };
  if (b > a) return { ok: true, direction: 'forward' };
  if (!reason?.trim()) {
    return { ok: false, code: 'REASON_REQUIRED', message: `Reopening ${to} from ${from} needs a reason` };
  }
  return { ok: true, direction: 'reopen' };
}

/** Where answers may still be entered and corrected: the duplicate and its correction. */
export function acceptsDuplicateEntry(status: TournamentStep): boolean {
  return status === 'DUPLICATE' || status === 'CORRECTION';
}
