import { constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Each cached body's gzip, made once (the first client that accepts it) and kept as long as the body is. */
const gzipped = new WeakMap<object, Buffer>();

/** Whether the client takes a gzip body (Accept-Encoding: gzip, not refused with q=0). */
function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or "*"). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * Sends a JSON body already serialised, with its ETag: a client that has it already (If-None-Match) gets
 * 304 and no body. `Cache-Control: no-cache` lets browsers keep it but ask again each time. A client that
 * accepts gzip (every browser) gets the body compressed once per version: a room of phones on the ranking
 * costs the server a copy of a few kilobytes each, not the whole JSON.
 */
export function sendCachedJson(req: Request, res: Response, body: { etag: string; json: string }): void {
  res.setHeader('ETag', body.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (etagMatches(req.headers['if-none-match'], body.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('application/json');
  if (body.json.length > 1024 && acceptsGzip(req.headers['accept-encoding'])) {
    let gz = gzipped.get(body);
    if (!gz) {
      gz = gzipSync(body.json, { level: constants.Z_BEST_SPEED });
      gzipped.set(body, gz);
    }
    res.setHeader('Content-Encoding', 'gzip');
    res.send(gz);
    return;
  }
  res.send(body.json);
}
