import type { NextFunction, Request, Response } from 'express';
import { sendCachedJson } from '../common/http-cache';
import type { DuplicateRankingService } from './ranking.service';

/** GET /tournaments/{uuid}/duplicate/ranking, with no query string. */
const RANKING_PATH = /^\/tournaments\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/duplicate\/ranking$/i;

/**
 * The public ranking's read taken before the application's router: after each change a room of phones reads it
 * (hundreds of requests within a second), and the ranking is kept ready for them (DuplicateRankingService), so
 * what costs is the way to it: about 150 routes matched in turn, the guard, the interceptors and the pipes, half
 * of the server's time for each read. This lane answers exactly what DuplicateController.ranking answers (the
 * same ranking, ETag, 304 and gzip, with the security headers already set) for a plain public read and nothing
 * else: a query string, a body, a ranking that is not there (404) or any failure go on to the route itself,
 * which answers them as every route does (problem+json, validation, the log). While a write is being answered, a
 * read here waits for its turn (WritesFirst): the arbitres' coups before the phones.
 */
export function rankingFastLane(
  rankings: Pick<DuplicateRankingService, 'cached'>,
  /** The writes under way first (WritesFirst.turn): undefined to go on at once, else a promise of the read's turn. */
  turn: () => Promise<void> | undefined,
  /** The log of the answers given here (the route's own log is not reached). */
  logged: (req: Request, res: Response) => void = () => undefined,
  /** What the middleware before the routes do to every answer, when the lane comes before them (preparedBy). */
  prepare: (req: Request, res: Response) => void = () => undefined,
): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = RANKING_PATH.exec(req.url);
    if (!match || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return next();
    const tournamentId = match[1]!;
    const waiting = turn();
    (waiting ? waiting.then(() => rankings.cached(tournamentId)) : rankings.cached(tournamentId)).then(
      (ranking) => {
        prepare(req, res);
        logged(req, res);
        sendCachedJson(req, res, ranking);
      },
      () => next(),
    );
  };
}

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/**
 * What middleware that set the same headers on every answer (the request id, the security headers) do, done by
 * the lane itself: the headers set and removed are captured once from the middleware that set them, so that a
 * room of phones' reads do not go through them, one layer of the router each (a few kilobytes of garbage a read).
 */
export function preparedBy<R>(identify: (req: R, res: Response, next: NextFunction) => void, everyAnswer: Middleware): (req: Request, res: Response) => void {
  const set: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = { setHeader: (name: string, value: string) => set.push([name, value]), removeHeader: (name: string) => removed.push(name) };
  let synchronous = false;
  everyAnswer({ headers: {} } as Request, recorder as unknown as Response, () => (synchronous = true));
  if (!synchronous) throw new Error('preparedBy: the middleware must set its headers at once');
  return (req, res) => {
    identify(req as R, res, () => undefined);
    for (const [name, value] of set) res.setHeader(name, value);
    for (const name of removed) res.removeHeader(name);
  };
}
