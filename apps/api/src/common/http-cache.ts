import type { Request, Response } from 'express';

/**
 * A JSON body made once, with its ETag: its UTF-8 bytes and their gzip, each in one piece or in parts sent one
 * after the other (a body made of parts compressed apart: gzipOfParts).
 */
export interface CachedJson {
  etag: string;
  body: readonly Buffer[];
  /** Absent for a body too short to be worth compressing (a client that accepts gzip gets `body`). */
  gzip?: readonly Buffer[];
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
 * Sends a JSON body already serialised, with its ETag: a client that has it already (If-None-Match) gets 304 and
 * no body. `Cache-Control: no-cache` lets browsers keep it but ask again each time. A client that accepts gzip
 * (every browser) gets the body compressed once per version: a room of phones on the ranking costs the server a
 * copy of a few kilobytes each, not the whole JSON.
 */
export function sendCachedJson(req: Request, res: Response, cached: CachedJson): void {
  res.setHeader('ETag', cached.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (etagMatches(req.headers['if-none-match'], cached.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('application/json');
  let parts = cached.body;
  if (cached.gzip && acceptsGzip(req.headers['accept-encoding'])) {
    res.setHeader('Content-Encoding', 'gzip');
    parts = cached.gzip;
  }
  res.setHeader('Content-Length', parts.reduce((n, part) => n + part.length, 0));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // The parts in one write to the socket (writev), none copied: end() uncorks. One part goes with the headers.
  res.cork();
  for (let i = 0; i < parts.length - 1; i++) res.write(parts[i]);
  res.end(parts.at(-1));
}
