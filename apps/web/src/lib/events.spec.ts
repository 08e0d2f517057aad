import { patchedRanking, rankingReadDelay } from './events';

describe('rankingReadDelay: when a screen reads the ranking again after a `ranking` event', () => {
  it.each([
    ['a room of 200 phones, half-way through the window', '{"etag":"\\"r-x\\"","spreadMs":398}', 0.5, 199],
    ['the start of the window', '{"spreadMs":398}', 0, 0],
    ['one screen alone: at once', '{"spreadMs":0}', 0.9, 0],
    ['an event without a window (an older server): at once', '{"etag":"\\"r-x\\""}', 0.9, 0],
    ['a window that is not a number', '{"spreadMs":"lots"}', 0.9, 0],
    ['a negative window', '{"spreadMs":-50}', 0.9, 0],
    ['a window over 1 s is cut to 1 s', '{"spreadMs":60000}', 0.5, 500],
    ['data that is not JSON', 'pas du JSON', 0.9, 0],
  ])('%s', (_case, data, random, delay) => {
    expect(rankingReadDelay(data, () => random)).toBe(delay);
  });
});

describe('patchedRanking: the ranking a `ranking` event brings to a screen holding one', () => {
  const held = { tournamentId: 't', provisional: true, rows: [{ p: 'a' }, { p: 'b' }, { p: 'c' }, { p: 'd' }], etag: '"r-1"' };
  const event = (patch: unknown, etag = '"r-2"') => JSON.stringify({ tournamentId: 't', etag, at: '2026-12-06T12:00:00Z', spreadMs: 398, patch });

  it('moves the rows the patch names and takes the other fields and the ETag from the event', () => {
    const next = patchedRanking(held, event({ from: '"r-1"', at: 1, remove: 2, rows: [{ p: 'c' }, { p: 'b' }], rest: { tournamentId: 't', provisional: false, rows: [] } }));
    expect(next).toEqual({ tournamentId: 't', provisional: false, rows: [{ p: 'a' }, { p: 'c' }, { p: 'b' }, { p: 'd' }], etag: '"r-2"' });
    expect(held.rows).toHaveLength(4); // the ranking held is left as it is
  });

  it('adds and removes rows (a sheet entered, a sheet deleted)', () => {
    expect(patchedRanking(held, event({ from: '"r-1"', at: 4, remove: 0, rows: [{ p: 'e' }], rest: { rows: [] } }))?.rows).toHaveLength(5);
    expect(patchedRanking(held, event({ from: '"r-1"', at: 0, remove: 1, rows: [], rest: { rows: [] } }))?.rows).toEqual([{ p: 'b' }, { p: 'c' }, { p: 'd' }]);
  });

  it.each([
    ['no patch (the first event, a ruling\'s rescore)', event(undefined)],
    ['a patch from another ranking than the one held', event({ from: '"r-0"', at: 0, remove: 0, rows: [], rest: { rows: [] } })],
    ['a patch beyond the rows held', event({ from: '"r-1"', at: 3, remove: 2, rows: [], rest: { rows: [] } })],
    ['a patch whose place is not a count', event({ from: '"r-1"', at: -1, remove: 0, rows: [], rest: { rows: [] } })],
    ['a patch without its rest', event({ from: '"r-1"', at: 0, remove: 0, rows: [] })],
    ['an event without an ETag', JSON.stringify({ patch: { from: '"r-1"', at: 0, remove: 0, rows: [], rest: {} } })],
    ['data that is not JSON', 'pas du JSON'],
  ])('does not apply: %s', (_case, data) => {
    expect(patchedRanking(held, data)).toBeNull();
  });

  it('leaves the ranking held as it is when it is the one the event names (read after the change)', () => {
    expect(patchedRanking(held, event(undefined, '"r-1"'))).toBe(held);
  });

  it('does not apply to a ranking held without its ETag, or to none', () => {
    const data = event({ from: '"r-1"', at: 0, remove: 0, rows: [], rest: { rows: [] } });
    expect(patchedRanking({ ...held, etag: undefined }, data)).toBeNull();
    expect(patchedRanking(null, data)).toBeNull();
  });
});
