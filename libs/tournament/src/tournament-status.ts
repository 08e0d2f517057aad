import { t } from '@greffier/messages';
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
  if (a === b) return { ok: false, code: 'SAME_STATUS', message: t('SAME_STATUS', { status: to }) };
  if (b > a) return { ok: true, direction: 'forward' };
  if (!reason?.trim()) {
    return { ok: false, code: 'REASON_REQUIRED', message: t('REOPEN_NEEDS_REASON', { to, from }) };
  }
  return { ok: true, direction: 'reopen' };
}

/**
 * The steps at which a tournament accepts each kind of write. Past its steps a write is refused (the organiser
 * reopens an earlier step, with a reason, to make it).
 */
export const OPEN_STEPS = {
  /** Registering players: until the duplicate is under way. */
  registration: ['REGISTRATION', 'DUPLICATE'],
  /** Setting the duplicate up (its draws and their tops). */
  'duplicate-setup': ['REGISTRATION', 'DUPLICATE'],
  /** Entering and correcting the answers: the duplicate and its correction. */
  'duplicate-answers': ['DUPLICATE', 'CORRECTION'],
  /** Anything the duplicate's ranking depends on: the ranking is provisional while these steps last. */
  duplicate: ['REGISTRATION', 'DUPLICATE', 'CORRECTION'],
  /** Drawing the poules and playing the matches. */
  matches: ['MATCHES'],
  /** A Pyramide (its set-up, seatings and feuilles de marque): until the tournament is finished. */
  pyramide: ['REGISTRATION', 'DUPLICATE', 'CORRECTION', 'MATCHES'],
} as const satisfies Record<string, readonly TournamentStep[]>;

export type TournamentWrite = keyof typeof OPEN_STEPS;

/** Whether a tournament at this step accepts this kind of write. */
export function acceptsWrite(step: TournamentStep, write: TournamentWrite): boolean {
  return (OPEN_STEPS[write] as readonly TournamentStep[]).includes(step);
}
