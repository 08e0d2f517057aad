import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { InvalidInputError, PreconditionRequiredError } from './domain-errors';

/**
 * The version a client last read, for optimistic concurrency: from the If-Match header (the ETag
 * sent with every read, e.g. "3" or W/"3"), else the body's or query's `version`. A write without it
 * gets 428; a stale one gets 409 and changes nothing.
 */
export const ExpectedVersion = createParamDecorator((_data: unknown, ctx: ExecutionContext): number => {
  const req = ctx
    .switchToHttp()
    .getRequest<{ headers: Record<string, unknown>; body?: { version?: unknown }; query?: { version?: unknown } }>();
  const header = req.headers['if-match'];
  const raw =
    typeof header === 'string' ? header.replace(/^W\//, '').replace(/"/g, '').trim() : (req.body?.version ?? req.query?.version);
  if (raw === undefined || raw === null || raw === '') {
    throw new PreconditionRequiredError(
      'This change needs the version you last read: send it as the If-Match header or the "version" field.',
    );
  }
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    throw new InvalidInputError('version must be a positive integer', [{ field: 'version', reason: 'must be a positive integer' }]);
  }
  return n;
});

export function etag(version: number): string {
  return `"${version}"`;
}
