import { rankingReadDelay } from './events';

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
