import { gunzipSync, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { type CachedJson, etagMatches, sendCachedJson } from './http-cache';

/** What sendCachedJson did to the response: its status, headers and the bytes written. */
function sent(headers: Record<string, string>, body: CachedJson, method = 'GET') {
  const out = { status: 0, headers: {} as Record<string, string | number>, body: undefined as Buffer | undefined, writes: 0 };
  const written: Buffer[] = [];
  const res = {
    setHeader: (k: string, v: string | number) => void (out.headers[k.toLowerCase()] = v),
    status: (s: number) => ((out.status = s), res),
    type: (t: string) => ((out.headers['content-type'] = t), res),
    cork: () => undefined,
    write: (b: Buffer) => (written.push(b), out.writes++, true),
    end: (last?: Buffer) => (last && (written.push(last), out.writes++), (out.body = written.length ? Buffer.concat(written) : undefined), res),
  };
  sendCachedJson({ headers, method } as unknown as Request, res as unknown as Response, body);
  return out;
}

const json = JSON.stringify({ rows: Array.from({ length: 300 }, (_, i) => ({ rank: i + 1, name: `Joueur ${i}`, total: 1000 - i })) });
/** A body in two parts, with its gzip in one. */
const big: CachedJson = { etag: '"r-1"', body: [Buffer.from(json.slice(0, 100)), Buffer.from(json.slice(100))], gzip: [gzipSync(json)] };

describe('sendCachedJson', () => {
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
    expect(out.headers['content-length']).toBe(out.body!.length);
    expect((gzip ? gunzipSync(out.body!) : out.body!).toString()).toBe(json);
  });

  it('writes the parts as they are, one after the other, and a body with no gzip as it is to every client', () => {
    expect(sent({}, big).writes).toBe(2);
    const small: CachedJson = { etag: '"r-2"', body: [Buffer.from('{"rows":[]}')] };
    const out = sent({ 'accept-encoding': 'gzip' }, small);
    expect([out.headers['content-encoding'], out.body!.toString()]).toEqual([undefined, '{"rows":[]}']);
  });

  it('answers HEAD with the headers of the body and no body', () => {
    const out = sent({ 'accept-encoding': 'gzip' }, big, 'HEAD');
    expect([out.status, out.body, out.headers['content-length']]).toEqual([200, undefined, big.gzip![0]!.length]);
  });

  it('answers 304 to a client that has the version, whatever it accepts', () => {
    const out = sent({ 'if-none-match': 'W/"r-1"', 'accept-encoding': 'gzip' }, big);
    expect([out.status, out.body, out.headers.etag]).toEqual([304, undefined, '"r-1"']);
    expect(etagMatches('"x", "r-1"', '"r-1"')).toBe(true);
  });
});
