import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { decodeReasonHeader } from './actor';
import { UnsupportedMediaTypeError } from './domain-errors';
import { type BadValue, badValueError, findBadValue, isCalendarDay, looksLikeDay, textProblem } from './input-rules';
import { t } from '@greffier/messages';

/** The media types a body may have: JSON, CSV for the players' import (text/csv or what Excel says), a tournament archive's file. */
export const BODY_MEDIA_TYPES = ['application/json', 'text/csv', 'application/csv', 'application/vnd.ms-excel', 'application/octet-stream'];

type IdentifiedRequest = Request & { id?: string };

/** The client's X-Request-Id when it is a sensible one, else a fresh UUID. */
export function requestIdOf(req: Request): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
}

/**
 * Gives the request its id before anything else runs, so that an answer made before the routes (a body
 * that is not JSON, too large, refused by refuseBadInput) carries it too. The logger keeps it.
 */
export function assignRequestId(req: IdentifiedRequest, res: Response, next: NextFunction): void {
  if (!req.id) {
    req.id = requestIdOf(req);
    res.setHeader('X-Request-Id', req.id);
  }
  next();
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * The rules every request follows before it reaches a route (runs after the body parsers): a body in a
 * media type the API reads, and no value PostgreSQL cannot store or the code cannot walk, in the body,
 * the query or the audit reason (see input-rules.ts). A query value written as a day must be a real day:
 * the filters that take one pass it to the database.
 */
export function refuseBadInput(req: Request, _res: Response, next: NextFunction): void {
  if (hasBody(req) && !req.is(BODY_MEDIA_TYPES)) {
    const type = req.headers['content-type'];
    next(
      new UnsupportedMediaTypeError(
        type ? t('BODY_TYPE_NOT_READ', { type }) : t('BODY_WITHOUT_TYPE'),
        [{ field: 'Content-Type', reason: t('JSON_OR_CSV_EXPECTED') }],
      ),
    );
    return;
  }
  const bad = bodyProblem(req.body) ?? queryProblem(req.query) ?? reasonProblem(req.headers['x-audit-reason']);
  next(bad ? badValueError(bad) : undefined);
}

function bodyProblem(body: unknown): BadValue | undefined {
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body)) return undefined;
  return findBadValue(body, 'body');
}

function queryProblem(query: Record<string, unknown>): BadValue | undefined {
  for (const [name, value] of Object.entries(query ?? {})) {
    const nameProblem = textProblem(name);
    if (nameProblem) return { field: 'query', reason: t('QUERY_NAME_PROBLEM', { reason: nameProblem }), code: 'INVALID_TEXT' };
    const bad = findBadValue(value, name);
    if (bad) return bad;
    for (const text of Array.isArray(value) ? value : [value]) {
      if (typeof text === 'string' && looksLikeDay(text) && !isCalendarDay(text)) {
        return { field: name, reason: t('NOT_A_CALENDAR_DAY', { text }), code: 'INVALID_INPUT' };
      }
    }
  }
  return undefined;
}

function reasonProblem(header: string | string[] | undefined): BadValue | undefined {
  for (const value of Array.isArray(header) ? header : header === undefined ? [] : [header]) {
    const reason = textProblem(decodeReasonHeader(value));
    if (reason) return { field: 'X-Audit-Reason', reason, code: 'INVALID_TEXT' };
  }
  return undefined;
}
