import { t } from '@greffier/messages';
/**
 * The room's projector during the duplicate: which coup it shows, whether its draw is hidden, timed or
 * topped, and the countdown. The time limits are those the regulation prints on the sheets
 * (docs/rules/draws.md, "Times"): numbers 40 s + 15 s of writing, letters 40 s + 10 s.
 */
export type RoomPhase = 'WAITING' | 'RUNNING' | 'TOP';
export type RoomAction = 'show' | 'start' | 'top' | 'next' | 'previous';
export type DrawKindName = 'NUMBERS' | 'LETTERS';

export interface RoomState {
  round: number;
  phase: RoomPhase;
  /** When the time of the shown draw started (RUNNING and TOP), in ms since the epoch. */
  startedAt: number | null;
}

export interface TimeLimits {
  thinkSeconds: number;
  writeSeconds: number;
}

export const ROOM_TIME_LIMITS: Readonly<Record<DrawKindName, TimeLimits>> = Object.freeze({
  NUMBERS: Object.freeze({ thinkSeconds: 40, writeSeconds: 15 }),
  LETTERS: Object.freeze({ thinkSeconds: 40, writeSeconds: 10 }),
});

export type ClockStage = 'HIDDEN' | 'THINKING' | 'WRITING' | 'OVER';

export interface RoomClock {
  stage: ClockStage;
  /** Whole seconds left in the stage, rounded up (40 at the start, 1 in its last second, 0 when over). */
  secondsLeft: number;
  /** Milliseconds left in the stage (for a smooth display). */
  msLeft: number;
}

/** The countdown of the shown draw at a moment: search time, then writing time, then over. */
export function roomClock(state: RoomState, kind: DrawKindName, now: number, limits: TimeLimits = ROOM_TIME_LIMITS[kind]): RoomClock {
  if (state.phase === 'WAITING' || state.startedAt === null) return { stage: 'HIDDEN', secondsLeft: limits.thinkSeconds, msLeft: limits.thinkSeconds * 1000 };
  if (state.phase === 'TOP') return { stage: 'OVER', secondsLeft: 0, msLeft: 0 };
  const elapsed = Math.max(0, now - state.startedAt);
  const think = limits.thinkSeconds * 1000;
  const write = limits.writeSeconds * 1000;
  if (elapsed < think) return { stage: 'THINKING', secondsLeft: Math.ceil((think - elapsed) / 1000), msLeft: think - elapsed };
  if (elapsed < think + write) return { stage: 'WRITING', secondsLeft: Math.ceil((think + write - elapsed) / 1000), msLeft: think + write - elapsed };
  return { stage: 'OVER', secondsLeft: 0, msLeft: 0 };
}

export type RoomMove = { ok: true; state: RoomState } | { ok: false; code: string; message: string; field?: string };

/**
 * The organiser's buttons: show a coup (draw hidden), start its time (draw shown), show its top, go to the
 * next or previous coup. Starting again restarts the time (a false start); the top can be shown early.
 */
export function moveRoom(state: RoomState, action: RoomAction, rounds: number, now: number, round?: number): RoomMove {
  switch (action) {
    case 'show': {
      if (round === undefined || !Number.isInteger(round) || round < 1 || round > rounds) {
        return { ok: false, code: 'NO_SUCH_ROUND', message: t('NO_SUCH_ROUND', { round: round ?? '?', rounds }), field: 'round' };
      }
      return { ok: true, state: { round, phase: 'WAITING', startedAt: null } };
    }
    case 'start':
      return { ok: true, state: { round: state.round, phase: 'RUNNING', startedAt: now } };
    case 'top':
      if (state.phase === 'WAITING') return { ok: false, code: 'ROUND_NOT_STARTED', message: t('ROUND_NOT_STARTED', { round: state.round }) };
      return { ok: true, state: { ...state, phase: 'TOP' } };
    case 'next':
      if (state.round >= rounds) return { ok: false, code: 'LAST_ROUND', message: t('LAST_ROUND', { round: state.round }) };
      return { ok: true, state: { round: state.round + 1, phase: 'WAITING', startedAt: null } };
    case 'previous':
      if (state.round <= 1) return { ok: false, code: 'FIRST_ROUND', message: t('FIRST_ROUND') };
      return { ok: true, state: { round: state.round - 1, phase: 'WAITING', startedAt: null } };
  }
}

/** Before the organiser touches anything: coup 1, hidden. */
export const INITIAL_ROOM: RoomState = Object.freeze({ round: 1, phase: 'WAITING', startedAt: null }) as RoomState;
