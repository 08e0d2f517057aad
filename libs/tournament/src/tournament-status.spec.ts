import { acceptsWrite, checkStatusChange, TOURNAMENT_STEPS, type TournamentWrite } from './tournament-status';

describe('checkStatusChange', () => {
  it.each([
    ['REGISTRATION', 'DUPLICATE', undefined, { ok: true, direction: 'forward' }],
    ['REGISTRATION', 'CORRECTION', undefined, { ok: true, direction: 'forward' }],
    ['CORRECTION', 'DUPLICATE', 'feuille oubliée', { ok: true, direction: 'reopen' }],
    ['CORRECTION', 'DUPLICATE', undefined, { ok: false, code: 'REASON_REQUIRED' }],
    ['CORRECTION', 'DUPLICATE', '  ', { ok: false, code: 'REASON_REQUIRED' }],
    ['MATCHES', 'MATCHES', 'x', { ok: false, code: 'SAME_STATUS' }],
  ] as const)('%s -> %s (reason %j)', (from, to, reason, expected) => {
    expect(checkStatusChange(from, to, reason)).toMatchObject(expected);
  });

});

describe('acceptsWrite: what each step of the day accepts', () => {
  // Columns in the steps' order: REGISTRATION, DUPLICATE, CORRECTION, MATCHES, FINISHED (x: accepted).
  it.each([
    ['registration', 'x x . . .'],
    ['duplicate-setup', 'x x . . .'],
    ['duplicate-answers', '. x x . .'],
    ['duplicate', 'x x x . .'],
    ['matches', '. . . x .'],
    ['pyramide', 'x x x x .'],
  ] as const)('%s: %s', (write: TournamentWrite, row) => {
    const accepted = row.split(' ').map((c) => c === 'x');
    expect(TOURNAMENT_STEPS.map((step) => acceptsWrite(step, write))).toEqual(accepted);
  });
});
