/// <reference types="jest" />
// The screens' program has no test globals of its own: this table test runs in the unit tier (npm run test:unit).
import { ApiError } from '../../api/problem';
import { changedPaths, merge, sameValue } from './merge';
import { isUnreachable, retryDelay } from './retry';

describe('merging a draft typed on an older version', () => {
  const base = { answers: { 1: 'maniable', 2: '', 3: 'saoudienne' }, total: '', marks: ['', 'x'] };

  it.each([
    ['nothing changed', base, base, []],
    ['one coup', { ...base, answers: { ...base.answers, 2: 'aile' } }, base, [['answers', '2']]],
    ['a box of an array', { ...base, marks: ['1', 'x'] }, base, [['marks', 0]]],
  ])('finds the boxes that differ: %s', (_, a, b, paths) => {
    expect(changedPaths(b, a)).toEqual(paths);
  });

  it('puts the typing on top of the newer version, box by box: both changes are kept', () => {
    const mine = { ...base, answers: { ...base.answers, 2: 'aile' }, total: '43' };
    const theirs = { ...base, answers: { ...base.answers, 3: 'soudanien' } };
    const m = merge(base, mine, theirs);
    expect(m.value).toEqual({ answers: { 1: 'maniable', 2: 'aile', 3: 'soudanien' }, total: '43', marks: ['', 'x'] });
    expect(m.mine).toEqual([['answers', '2'], ['total']]);
    expect(m.theirs).toEqual([['answers', '3']]);
    expect(m.both).toEqual([]);
  });

  it('keeps the typing where both changed the same box, and says so', () => {
    const mine = { ...base, answers: { ...base.answers, 3: 'soudanien' } };
    const theirs = { ...base, answers: { ...base.answers, 3: 'saoudiennes' } };
    const m = merge(base, mine, theirs);
    expect(m.value.answers[3]).toBe('soudanien');
    expect(m.both).toEqual([['answers', '3']]);
  });

  it('takes the boxes the newer version added (a prolongation) and drops none of the typing', () => {
    const b = { rows: { 'REGULAR/1': 'a' } } as { rows: Record<string, string> };
    const mine = { rows: { 'REGULAR/1': 'mot' } };
    const theirs = { rows: { 'REGULAR/1': 'a', 'EXTRA/1': '' } };
    expect(merge(b, mine, theirs).value).toEqual({ rows: { 'REGULAR/1': 'mot', 'EXTRA/1': '' } });
  });

  it('compares values as JSON', () => {
    expect(sameValue({ a: [1, { b: '' }] }, { a: [1, { b: '' }] })).toBe(true);
    expect(sameValue({ a: [1] }, { a: [1, 2] })).toBe(false);
  });
});

describe('the retries of a save the server did not receive', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 10_000],
    [12, 10_000],
  ])('waits before attempt %i: %i ms', (attempts, ms) => {
    expect(retryDelay(attempts)).toBe(ms);
  });

  it.each([
    ['no network (fetch fails)', true, new TypeError('Failed to fetch')],
    ['a proxy: 502', true, new ApiError(502, {})],
    ['a proxy: 503', true, new ApiError(503, {})],
    ['a proxy: 504', true, new ApiError(504, {})],
    ['no answer in time', true, new DOMException('timeout', 'TimeoutError')],
    ['a rule: 422', false, new ApiError(422, {})],
    ['a conflict: 409', false, new ApiError(409, {})],
    ['a server error: 500', false, new ApiError(500, {})],
  ])('%s: sent again %p', (_, again, error) => {
    expect(isUnreachable(error)).toBe(again);
  });
});
