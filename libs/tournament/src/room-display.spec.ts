import { INITIAL_ROOM, moveRoom, roomClock, type RoomState } from './room-display';

const T0 = Date.UTC(2026, 11, 12, 9, 0, 0);
const running = (startedAt = T0): RoomState => ({ round: 3, phase: 'RUNNING', startedAt });

describe('roomClock: numbers 40 s + 15 s of writing, letters 40 s + 10 s (the regulation\'s times)', () => {
  it.each([
    // kind, ms after the start, stage, seconds shown
    ['NUMBERS', 0, 'THINKING', 40],
    ['NUMBERS', 1, 'THINKING', 40], // 39.999 s left shows 40
    ['NUMBERS', 39_001, 'THINKING', 1],
    ['NUMBERS', 40_000, 'WRITING', 15], // 40 + 15 - 40 = 15
    ['NUMBERS', 54_999, 'WRITING', 1],
    ['NUMBERS', 55_000, 'OVER', 0], // 40 + 15 = 55
    ['LETTERS', 40_000, 'WRITING', 10],
    ['LETTERS', 49_500, 'WRITING', 1],
    ['LETTERS', 50_000, 'OVER', 0], // 40 + 10 = 50
  ] as const)('%s, %i ms in: %s, %i s', (kind, ms, stage, seconds) => {
    const clock = roomClock(running(), kind, T0 + ms);
    expect(clock.stage).toBe(stage);
    expect(clock.secondsLeft).toBe(seconds);
  });

  it('shows the full search time while the draw is hidden, and nothing left once topped', () => {
    expect(roomClock(INITIAL_ROOM, 'LETTERS', T0)).toEqual({ stage: 'HIDDEN', secondsLeft: 40, msLeft: 40_000 });
    expect(roomClock({ ...running(), phase: 'TOP' }, 'NUMBERS', T0 + 1000)).toEqual({ stage: 'OVER', secondsLeft: 0, msLeft: 0 });
  });

  it('reads a clock a little behind the server as the start itself', () => {
    expect(roomClock(running(), 'NUMBERS', T0 - 300).secondsLeft).toBe(40);
  });
});

describe('moveRoom: the organiser drives the projector', () => {
  it.each([
    // from, action, to
    [INITIAL_ROOM, 'start', { round: 1, phase: 'RUNNING', startedAt: T0 }],
    [running(T0 - 60_000), 'start', { round: 3, phase: 'RUNNING', startedAt: T0 }], // a false start: the time runs again
    [running(), 'top', { round: 3, phase: 'TOP', startedAt: T0 }],
    [running(), 'next', { round: 4, phase: 'WAITING', startedAt: null }],
    [running(), 'previous', { round: 2, phase: 'WAITING', startedAt: null }],
  ] as const)('%j %s -> %j', (from, action, to) => {
    expect(moveRoom(from, action, 30, T0)).toEqual({ ok: true, state: to });
  });

  it('goes to any coup of the session, hidden', () => {
    expect(moveRoom(running(), 'show', 30, T0, 17)).toEqual({ ok: true, state: { round: 17, phase: 'WAITING', startedAt: null } });
  });

  it.each([
    [INITIAL_ROOM, 'top', undefined, 'ROUND_NOT_STARTED'],
    [{ round: 30, phase: 'TOP', startedAt: T0 } as RoomState, 'next', undefined, 'LAST_ROUND'],
    [INITIAL_ROOM, 'previous', undefined, 'FIRST_ROUND'],
    [INITIAL_ROOM, 'show', 31, 'NO_SUCH_ROUND'],
    [INITIAL_ROOM, 'show', 0, 'NO_SUCH_ROUND'],
    [INITIAL_ROOM, 'show', undefined, 'NO_SUCH_ROUND'],
  ] as const)('refuses %j %s %s: %s', (from, action, round, code) => {
    const move = moveRoom(from, action, 30, T0, round);
    expect(move.ok).toBe(false);
    if (!move.ok) expect(move.code).toBe(code);
  });
});
