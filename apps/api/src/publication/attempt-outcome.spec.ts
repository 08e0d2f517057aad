import { classifyAnswer, networkFailure, retryDelaySeconds } from './attempt-outcome';

describe('a publication attempt: what the federation answered', () => {
  it.each([
    [200, { outcome: 'created', sha256: 'ab' }, { kind: 'acknowledged', outcome: 'created', sha256: 'ab' }],
    [200, { outcome: 'unchanged', sha256: 'ab' }, { kind: 'acknowledged', outcome: 'unchanged', sha256: 'ab' }],
    [200, { outcome: 'replaced', sha256: 'cd' }, { kind: 'acknowledged', outcome: 'replaced', sha256: 'cd' }],
    // It holds a newer archive already: acknowledged, never sent again.
    [409, { code: 'ARCHIVE_OLDER', detail: '…' }, { kind: 'acknowledged', outcome: 'already-newer', sha256: null }],
    [401, { code: 'API_KEY_REVOKED', detail: 'Cette clé a été révoquée' }, { kind: 'refused', code: 'API_KEY_REVOKED', detail: 'Cette clé a été révoquée' }],
    [403, { code: 'PUBLICATION_OTHER_CLUB', detail: 'autre club' }, { kind: 'refused', code: 'PUBLICATION_OTHER_CLUB', detail: 'autre club' }],
    [422, { code: 'ARCHIVE_OTHER_VERSION', detail: 'autre version' }, { kind: 'refused', code: 'ARCHIVE_OTHER_VERSION', detail: 'autre version' }],
    [409, { code: 'ARCHIVE_LOCAL_TOURNAMENT', detail: 'local' }, { kind: 'refused', code: 'ARCHIVE_LOCAL_TOURNAMENT', detail: 'local' }],
  ])('HTTP %i %j: %j', (status, body, expected) => {
    expect(classifyAnswer(status, body)).toEqual(expected);
  });

  it.each([502, 503, 504, 500, 429, 408])('HTTP %i: the server cannot answer now, try again later', (status) => {
    expect(classifyAnswer(status, null)).toMatchObject({ kind: 'retry', code: 'PUBLICATION_SERVER_BUSY', detail: expect.stringContaining(`HTTP ${status}`) });
  });

  it.each([
    [404, null],
    [200, { hello: 'world' }],
    [401, 'non'],
  ])('HTTP %i %j: not a Greffier federation server, refused until the settings change', (status, body) => {
    expect(classifyAnswer(status, body)).toMatchObject({ kind: 'refused', code: 'PUBLICATION_NOT_GREFFIER' });
  });

  it('says why the network failed, in French', () => {
    expect(networkFailure(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } }))).toEqual({
      kind: 'retry',
      code: 'PUBLICATION_NETWORK',
      detail: 'Serveur fédéral injoignable (ECONNREFUSED).',
    });
    expect(networkFailure(Object.assign(new Error('x'), { name: 'TimeoutError' }))).toMatchObject({ detail: 'Serveur fédéral injoignable (pas de réponse à temps).' });
  });
});

describe('the wait before the next attempt', () => {
  it.each([
    // failures, first, max, random: ceiling = min(max, first × 2^(failures − 1)); wait = ceiling/2 + ceiling/2 × random
    [1, 5, 300, 0, 2.5], // 5 / 2
    [1, 5, 300, 0.999999, 5 - 2.5 * 0.000001],
    [2, 5, 300, 0.5, 7.5], // ceiling 10: 5 + 2.5
    [4, 5, 300, 0, 20], // ceiling 40
    [7, 5, 300, 0, 150], // 5 × 64 = 320 capped at 300
    [40, 5, 300, 1, 300], // never past the cap
  ])('after %i failures (first %i s, max %i s, random %f): %f s', (failures, first, max, random, expected) => {
    expect(retryDelaySeconds(failures, first, max, random)).toBeCloseTo(expected, 6);
  });
});
