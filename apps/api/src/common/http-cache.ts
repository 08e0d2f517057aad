import { promisify } from 'node:util';
import { constants, gzip, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** A JSON body serialised once, with its ETag; `gzip`: its compressed bytes, once made ahead (withGzip). */
export interface CachedJson {
  etag: string;
  json: string;
  gzip?: Buffer;
  /** Settles when the gzip made ahead is in `gzip` (or could not be made). */
  compressed?: Promise<void>;
}

/** Bodies this short are sent as they are. */
const GZIP_FROM_CHARS = 1024;

/** Each cached body's gzip, made once (the first client that accepts it) and kept as long as the body is. */
const gzipped = new WeakMap<object, Buffer>();
const gzipAsync = promisify(gzip);

/**
 * The body with its gzip being made ahead, at the best compression and off the event loop (zlib's thread pool):
 * a ranking of 300 players is 19 KB at level 9 instead of 27 KB at level 1, for each of the room's phones, and
 * the 3-5 ms it takes are not taken from the requests being answered meanwhile. The body can be sent at once:
 * a client that reads it before its gzip is made gets it compressed at level 1 (sendCachedJson).
 */
export function withGzip<T extends CachedJson>(body: T): T {
  if (body.json.length <= GZIP_FROM_CHARS) return body;
  body.compressed = gzipAsync(body.json, { level: constants.Z_BEST_COMPRESSION }).then(
    (gz) => {
      body.gzip = gz;
    },
    () => undefined,
  );
  return body;
}

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
export function sendCachedJson(req: Request, res: Response, body: CachedJson): void {
  res.setHeader('ETag', body.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (etagMatches(req.headers['if-none-match'], body.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('application/json');
  if (body.json.length > GZIP_FROM_CHARS && acceptsGzip(req.headers['accept-encoding'])) {
    let gz = body.gzip ?? gzipped.get(body);
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
