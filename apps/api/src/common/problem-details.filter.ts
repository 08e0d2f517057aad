import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RuleInputError } from '@greffier/common';
import { STATUS_TITLES, t } from '@greffier/messages';
import { DomainError, type ErrorKind, type FieldError, TooManyRequestsError } from './domain-errors';
import { prismaProblem } from './prisma-problems';

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'precondition-required': 428,
  'rule-violation': 422,
  'too-many-requests': 429,
  'unsupported-media-type': 415,
};

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  code: string;
  errors?: FieldError[];
  requestId?: string;
}

/** Maps every error to RFC 9457 problem+json; nothing internal (stack, SQL) reaches the client. */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request & { id?: string }>();
    const res = http.getResponse<Response>();
    const problem = this.toProblem(exception, req);
    if (problem.status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (exception instanceof TooManyRequestsError) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    // An error answers this request only: no cache keeps it (nor a failed login's).
    res.setHeader('Cache-Control', 'no-store');
    res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
  }

  private toProblem(exception: unknown, req: Request & { id?: string }): ProblemDetails {
    const base = { instance: req.originalUrl ?? req.url, requestId: req.id ? String(req.id) : undefined };
    const problem = (status: number, code: string, detail: string, errors?: FieldError[], type = problemType(code)): ProblemDetails => ({
      type,
      title: titleOf(status),
      status,
      detail,
      code,
      ...(errors ? { errors } : {}),
      ...base,
    });
    if (exception instanceof DomainError) {
      return problem(STATUS[exception.kind], exception.code, exception.message, exception.errors.length ? exception.errors : undefined);
    }
    // Input a rules library refuses: malformed (a plate that does not exist, letters that are not letters) or
    // refused by its rules (a game's sheet, a seating that cannot be made), each refused box named.
    if (exception instanceof RuleInputError) return problem(exception.refused ? 422 : 400, exception.code, exception.message, [...exception.boxes]);
    const prisma = prismaProblem(exception, (req.params ?? {}) as Record<string, unknown>);
    if (prisma) {
      // A value the database refused: an input rule is missing, the log says which request.
      if (prisma.slipped) this.logger.warn(exception instanceof Error ? exception.stack : String(exception));
      const { status, code, detail, errors } = prisma;
      return problem(status, code, detail, errors, code === 'NOT_FOUND' ? 'about:blank' : problemType(code));
    }
    if (exception instanceof HttpException) {
      const parser = bodyParserProblem(exception);
      if (parser) return problem(parser.status, parser.code, parser.detail, parser.errors);
      const status = exception.getStatus();
      // Nest's own exceptions speak English (« Cannot GET /nope »): the person reads the catalogue's words.
      const detail = status === 404 ? t('ROUTE_NOT_FOUND', { method: req.method, path: req.path ?? req.url }) : (STATUS_TITLES[status] ?? t('HTTP_ERROR', { status }));
      return problem(status, codeOf(status), detail, status === 400 ? [{ field: 'request', reason: detail }] : undefined, 'about:blank');
    }
    return problem(500, 'INTERNAL', t('INTERNAL'), undefined, 'about:blank');
  }
}

/** What Express and its body parsers refuse before a route runs: the body cannot be read, or the path. */
function bodyParserProblem(exception: HttpException): { status: number; code: string; detail: string; errors: FieldError[] } | undefined {
  const cause = exception.cause as { type?: string; limit?: number; charset?: string; encoding?: string; message?: string } | undefined;
  if (cause instanceof URIError) {
    return { status: 400, code: 'INVALID_INPUT', detail: t('BAD_PATH_ENCODING'), errors: [{ field: 'path', reason: t('BAD_PATH_ENCODING_REASON') }] };
  }
  switch (cause?.type) {
    case 'entity.parse.failed': {
      const at = /position (\d+)/.exec(cause.message ?? '')?.[1];
      const detail = at ? t('INVALID_JSON_AT', { at }) : t('INVALID_JSON');
      return { status: 400, code: 'INVALID_JSON', detail, errors: [{ field: 'body', reason: at ? t('UNREADABLE_JSON_AT_REASON', { at }) : t('UNREADABLE_JSON_REASON') }] };
    }
    case 'entity.too.large': {
      const mb = cause.limit ? Math.round(cause.limit / 1024 / 1024) : undefined;
      const detail = mb === undefined ? t('BODY_TOO_LARGE') : t('BODY_TOO_LARGE_MAX', { mb });
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', detail, errors: [{ field: 'body', reason: mb === undefined ? t('TOO_LARGE_REASON') : t('TOO_LARGE_MAX_REASON', { mb }) }] };
    }
    case 'charset.unsupported':
    case 'encoding.unsupported': {
      const what = cause.charset ?? cause.encoding ?? '';
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', detail: t('ENCODING_REFUSED', { encoding: what }), errors: [{ field: 'Content-Type', reason: t('ENCODING_REFUSED_REASON', { encoding: what }) }] };
    }
    case 'request.aborted':
    case 'request.size.invalid':
      return { status: 400, code: 'BAD_REQUEST', detail: t('BODY_INCOMPLETE'), errors: [{ field: 'body', reason: t('INCOMPLETE_REASON') }] };
    default:
      return undefined;
  }
}

/** The problem type of a code: https://greffier.app/problems/<code in kebab case>. */
function problemType(code: string): string {
  return `https://greffier.app/problems/${code.toLowerCase().replace(/_/g, '-')}`;
}

/** The status in French words (libs/messages STATUS_TITLES). */
function titleOf(status: number): string {
  return STATUS_TITLES[status] ?? t('HTTP_ERROR', { status });
}

function codeOf(status: number): string {
  const name = HttpStatus[status];
  return typeof name === 'string' ? name : 'ERROR';
}
