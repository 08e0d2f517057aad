import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Min } from 'class-validator';
import { t } from '@greffier/messages';
import { InvalidInputError, PreconditionRequiredError } from './domain-errors';
import { INT4_MAX, INT4_REASON, badValueError } from './input-rules';

type VersionedRequest = { headers: Record<string, unknown>; body?: { version?: unknown }; query?: { version?: unknown } };

/** The version from the If-Match header (the ETag sent with every read, "3" or W/"3"), else the body's or query's `version`. */
function readVersion(req: VersionedRequest): number | undefined {
  const header = req.headers['if-match'];
  const raw =
    typeof header === 'string' ? header.replace(/^W\//, '').replace(/"/g, '').trim() : (req.body?.version ?? req.query?.version);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    throw new InvalidInputError(t('VERSION_NOT_POSITIVE'), [{ field: 'version', reason: t('NOT_POSITIVE_INTEGER') }]);
  }
  // No record reaches this version: beyond PostgreSQL's integer, the query itself would fail.
  if (n > INT4_MAX) throw badValueError({ field: 'version', reason: INT4_REASON, code: 'NUMBER_OUT_OF_RANGE' });
  return n;
}

/**
 * The version a client last read, for optimistic concurrency. A write without it gets 428; a stale
 * one gets 409 and changes nothing.
 */
export const ExpectedVersion = createParamDecorator((_data: unknown, ctx: ExecutionContext): number => {
  const version = readVersion(ctx.switchToHttp().getRequest<VersionedRequest>());
  if (version === undefined) {
    throw new PreconditionRequiredError(t('VERSION_REQUIRED'));
  }
  return version;
});

/** The same, when the record may not exist yet (a sheet's first entry); the service decides whether it is needed. */
export const OptionalVersion = createParamDecorator((_data: unknown, ctx: ExecutionContext): number | undefined =>
  readVersion(ctx.switchToHttp().getRequest<VersionedRequest>()),
);

export function etag(version: number): string {
  return `"${version}"`;
}

/** A record's view, answered with its version as ETag (the If-Match of the next change). */
export function withETag<T extends { version: number }>(res: { setHeader(name: string, value: string): unknown }, view: T): T {
  res.setHeader('ETag', etag(view.version));
  return view;
}

/**
 * A write body's optional `version` (the version last read; If-Match may carry it instead). The decorators are
 * applied in the order they would be written above the field, bottom up, so the reasons of a refusal keep their order.
 */
export const BodyVersion = (description = 'The version last read (or send If-Match).') =>
  applyDecorators(Min(1), IsInt(), IsOptional(), ApiPropertyOptional({ type: 'integer', description }));
