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
  return value ? decodeURIComponent(value).slice(0, 1000) : undefined;
});
