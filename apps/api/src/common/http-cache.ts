import type { Request, Response } from 'express';

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or "*"). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * Sends a JSON body already serialised, with its ETag: a client that has it already (If-None-Match) gets
 * 304 and no body. `Cache-Control: no-cache` lets browsers keep it but ask again each time.
 */
export function sendCachedJson(req: Request, res: Response, body: { etag: string; json: string }): void {
  res.setHeader('ETag', body.etag);
  res.setHeader('Cache-Control', 'no-cache');
  if (etagMatches(req.headers['if-none-match'], body.etag)) {
    res.status(304).end();
    return;
  }
  res.status(200).type('application/json').send(body.json);
}
