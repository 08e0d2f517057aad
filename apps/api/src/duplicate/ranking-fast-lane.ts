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
 * which answers them as every route does (problem+json, validation, the log).
 */
export function rankingFastLane(
  rankings: Pick<DuplicateRankingService, 'cached'>,
  /** The log of the answers given here (the route's own log is not reached). */
  logged: (req: Request, res: Response) => void = () => undefined,
): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = RANKING_PATH.exec(req.url);
    if (!match || req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return next();
    rankings.cached(match[1]!).then(
      (ranking) => {
        logged(req, res);
        sendCachedJson(req, res, ranking);
      },
      () => next(),
    );
  };
}
