import { gunzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { type CachedJson, etagMatches, sendCachedJson, withGzip } from './http-cache';

/** What sendCachedJson did to the response: its status, headers and body. */
function sent(headers: Record<string, string>, body: CachedJson) {
  const out = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    setHeader: (k: string, v: string) => void (out.headers[k.toLowerCase()] = v),
    status: (s: number) => ((out.status = s), res),
    type: (t: string) => ((out.headers['content-type'] = t), res),
    end: () => res,
    send: (b: unknown) => ((out.body = b), res),
  };
  sendCachedJson({ headers } as unknown as Request, res as unknown as Response, body);
  return out;
}

describe('sendCachedJson', () => {
  const big = { etag: '"r-1"', json: JSON.stringify({ rows: Array.from({ length: 300 }, (_, i) => ({ rank: i + 1, name: `Joueur ${i}`, total: 1000 - i })) }) };

  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['', false],
  ])('Accept-Encoding %j: gzip %s', (accept, gzip) => {
    const out = sent(accept ? { 'accept-encoding': accept } : {}, big);
    expect(out.status).toBe(200);
    expect(out.headers.vary).toBe('Accept-Encoding');
    expect(out.headers['content-encoding']).toBe(gzip ? 'gzip' : undefined);
    const text = gzip ? gunzipSync(out.body as Buffer).toString() : (out.body as string);
    expect(text).toBe(big.json);
  });

  it('compresses a version once, and leaves small bodies as they are', () => {
    const a = sent({ 'accept-encoding': 'gzip' }, big).body;
    expect(sent({ 'accept-encoding': 'gzip' }, big).body).toBe(a);
    expect((a as Buffer).length).toBeLessThan(big.json.length / 4);
    const small = { etag: '"r-2"', json: '{"rows":[]}' };
    expect(sent({ 'accept-encoding': 'gzip' }, small).body).toBe(small.json);
  });

  it('sends the gzip made ahead (withGzip: best compression, off the event loop) once made, level 1 until then', async () => {
    const ahead = withGzip<CachedJson>({ ...big });
    const before = sent({ 'accept-encoding': 'gzip' }, ahead);
    expect(gunzipSync(before.body as Buffer).toString()).toBe(big.json);
    await ahead.compressed;
    const out = sent({ 'accept-encoding': 'gzip' }, ahead);
    expect(out.body).not.toBe(before.body);
    expect(out.body).toBe(ahead.gzip);
    expect(gunzipSync(out.body as Buffer).toString()).toBe(big.json);
    expect(sent({}, ahead).body).toBe(big.json);
    const small = { etag: '"r-2"', json: '{"rows":[]}' };
    expect(withGzip(small)).toBe(small);
    expect(small).not.toHaveProperty('compressed');
  });

  it('answers 304 to a client that has the version, whatever it accepts', () => {
    const out = sent({ 'if-none-match': 'W/"r-1"', 'accept-encoding': 'gzip' }, big);
    expect([out.status, out.body, out.headers.etag]).toEqual([304, undefined, '"r-1"']);
    expect(etagMatches('"x", "r-1"', '"r-1"')).toBe(true);
  });
});
