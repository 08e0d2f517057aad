import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { GameInputError } from '@greffier/common';
import { DclInputError } from '@greffier/dcl';
import { LexiconInputError } from '@greffier/lexicon';
import { AfternoonInputError, TournamentInputError } from '@greffier/tournament';
import { DomainError, type ErrorKind, type FieldError, TooManyRequestsError } from './domain-errors';

const STATUS: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'precondition-required': 428,
  'rule-violation': 422,
  'too-many-requests': 429,
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
    res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem));
  }

  private toProblem(exception: unknown, req: Request & { id?: string }): ProblemDetails {
    const base = { instance: req.originalUrl ?? req.url, requestId: req.id ? String(req.id) : undefined };
    if (exception instanceof DomainError) {
      const status = STATUS[exception.kind];
      return {
        type: `https://greffier.app/problems/${exception.code.toLowerCase().replace(/_/g, '-')}`,
        title: titleOf(status),
        status,
        detail: exception.message,
        code: exception.code,
        ...(exception.errors.length ? { errors: exception.errors } : {}),
        ...base,
      };
    }
    // Bad input caught by a rules library (a plate that does not exist, letters that are not letters...).
    if (exception instanceof DclInputError || exception instanceof LexiconInputError || exception instanceof TournamentInputError || exception instanceof AfternoonInputError) {
      return {
        type: `https://greffier.app/problems/${exception.code.toLowerCase().replace(/_/g, '-')}`,
        title: titleOf(400),
        status: 400,
        detail: exception.message,
        code: exception.code,
        errors: [{ field: exception.field, reason: exception.message }],
        ...base,
      };
    }
    // A game's sheet that its rules refuse: every refused box named (club evenings).
    if (exception instanceof GameInputError) {
      return {
        type: `https://greffier.app/problems/${exception.code.toLowerCase().replace(/_/g, '-')}`,
        title: titleOf(422),
        status: 422,
        detail: exception.message,
        code: exception.code,
        errors: exception.errors,
        ...base,
      };
    }
    const prisma = prismaProblem(exception);
    if (prisma) return { ...prisma, ...base };
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const detail =
        typeof body === 'string' ? body : String((body as { message?: unknown }).message ?? exception.message);
      return {
        type: 'about:blank',
        title: titleOf(status),
        status,
        detail,
        code: codeOf(status),
        ...base,
      };
    }
    return {
      type: 'about:blank',
      title: titleOf(500),
      status: 500,
      detail: 'An unexpected error occurred; it has been logged with this request id.',
      code: 'INTERNAL',
      ...base,
    };
  }
}

/** Constraint errors that reach the filter (a race lost between check and write) stay 4xx. */
function prismaProblem(e: unknown): Omit<ProblemDetails, 'instance' | 'requestId'> | undefined {
  const code = (e as { code?: unknown })?.code;
  if (typeof code !== 'string' || !/^P\d{4}$/.test(code)) return undefined;
  if (code === 'P2002') {
    const target = (e as { meta?: { target?: unknown } }).meta?.target;
    const field = Array.isArray(target) ? target.join(',') : typeof target === 'string' ? target : 'unknown';
    return {
      type: 'https://greffier.app/problems/duplicate',
      title: titleOf(409),
      status: 409,
      detail: `A record with the same ${field} already exists`,
      code: 'DUPLICATE',
      errors: [{ field, reason: 'already used' }],
    };
  }
  if (code === 'P2025') {
    return { type: 'about:blank', title: titleOf(404), status: 404, detail: 'Record not found', code: 'NOT_FOUND' };
  }
  if (code === 'P2034') {
    return {
      type: 'https://greffier.app/problems/write-conflict',
      title: titleOf(409),
      status: 409,
      detail: 'A concurrent change conflicted with this one; retry',
      code: 'WRITE_CONFLICT',
    };
  }
  return undefined;
}

function titleOf(status: number): string {
  const name = HttpStatus[status];
  if (typeof name !== 'string') return 'Error';
  return name
    .toLowerCase()
    .split('_')
    .map((w, i) => (i === 0 ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

function codeOf(status: number): string {
  const name = HttpStatus[status];
  return typeof name === 'string' ? name : 'ERROR';
}
