import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '../generated/prisma/enums';

/** Who makes a request: set by AuthGuard from the bearer token, passed explicitly to services. */
export interface Actor {
  accountId: string;
  role: Role;
  clubId: string | null;
  requestId?: string;
}

export interface AuthenticatedRequest {
  actor?: Actor;
  id?: string | number;
  headers: Record<string, string | string[] | undefined>;
  params: Record<string, string>;
  method?: string;
}

export const CurrentActor = createParamDecorator((_data: unknown, ctx: ExecutionContext): Actor => {
  const req = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!req.actor) throw new Error('CurrentActor used on a public route');
  return req.actor;
});

/** The reason a caller gives for a change ("X-Audit-Reason" header), kept in the audit trail. */
export const AuditReason = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  const raw = ctx.switchToHttp().getRequest<AuthenticatedRequest>().headers['x-audit-reason'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value ? decodeReasonHeader(value).slice(0, 1000) : undefined;
});

/**
 * Header values reach Node as Latin-1: a reason should be percent-encoded (curl --data-urlencode style),
 * but raw UTF-8 from a client that did not encode it is read back as UTF-8, and a stray "%" is kept.
 */
export function decodeReasonHeader(value: string): string {
  // Decode each run of %XX escapes on its own, so that a stray "%" elsewhere does not void the rest.
  let text = value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
  if (/[\u0080-\u00ff]/.test(text) && !/[^\u0000-\u00ff]/.test(text)) {
    const utf8 = Buffer.from(text, 'latin1').toString('utf8');
    if (!utf8.includes('\uFFFD')) text = utf8;
  }
  return text.trim();
}
