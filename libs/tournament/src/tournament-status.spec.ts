import { acceptsDuplicateEntry, checkStatusChange } from './tournament-status';

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

  it.each([
    ['REGISTRATION', false],
    ['DUPLICATE', true],
    ['CORRECTION', true],
    ['MATCHES', false],
  ] as const)('entry of answers at %s: %s', (status, expected) => {
    expect(acceptsDuplicateEntry(status)).toBe(expected);
  });
});
