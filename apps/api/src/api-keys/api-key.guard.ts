import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { AuthenticatedRequest } from '../common/actor';
import { ApiKeysService, type VerifiedKey } from './api-keys.service';

interface KeyedRequest extends AuthenticatedRequest {
  apiKey?: VerifiedKey;
}

/**
 * The guard of the routes a club's key opens (@ClubApiKeyOnly): the key verified, the request's actor is the key
 * (its id, the CLUB role, its club), so that the audit trail names it.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(private readonly keys: ApiKeysService) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<KeyedRequest>();
    const header = req.headers.authorization;
    const key = await this.keys.verify(Array.isArray(header) ? header[0] : header);
    req.apiKey = key;
    req.actor = { accountId: key.id, role: 'CLUB', clubId: key.clubId, requestId: req.id ? String(req.id) : undefined };
    return true;
  }
}

/** The key the guard verified. */
export const CurrentKey = createParamDecorator((_data: unknown, ctx: ExecutionContext): VerifiedKey => {
  const key = ctx.switchToHttp().getRequest<KeyedRequest>().apiKey;
  if (!key) throw new Error('CurrentKey used without ApiKeyGuard');
  return key;
});
