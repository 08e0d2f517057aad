import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { t } from '@greffier/messages';
import { ForbiddenError, UnauthenticatedError } from '../common/domain-errors';
import { PrismaClient } from '../generated/prisma/client';
import type { Role } from '../generated/prisma/enums';
import { API_KEY_ROUTE_KEY, BEFORE_PASSWORD_CHANGE_KEY, PUBLIC_KEY, ROLES_KEY, TOURNAMENT_PARAM_KEY, CLUB_PARAM_KEY } from '../common/access.decorators';
import type { AuthenticatedRequest } from '../common/actor';
import { isUuid } from '../common/params';
import { TokenService } from './token.service';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the guard reads of the token's account. */
interface GuardAccount {
  id: string;
  role: Role;
  clubId: string | null;
  disabledAt: Date | null;
  mustChangePassword: boolean;
  /** Whether it arbitrates the route's tournament (false on a route of no tournament). */
  arbitrating: boolean;
}

/**
 * The one global guard. Every route needs a valid token unless marked @Public(); then @Roles and
 * @TournamentScoped narrow who may call it. Authorisation lives here, not in controllers.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly prisma: PrismaClient,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const targets = [ctx.getHandler(), ctx.getClass()];
    // A club's key is checked by the route's own guard (api-keys), never mistaken for a bearer token.
    if (this.reflector.getAllAndOverride<boolean>(API_KEY_ROUTE_KEY, targets)) return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets);
    const req = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
    const header = req.headers.authorization;
    const bearer = typeof header === 'string' && /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!bearer) {
      if (isPublic) return true;
      throw new UnauthenticatedError();
    }
    const claims = await this.tokens.verify(bearer);
    // A public read stays public even with an expired token left in the client.
    if (!claims && isPublic) return true;
    if (!claims) throw new UnauthenticatedError(t('INVALID_TOKEN'), 'INVALID_TOKEN');
    // The account and, on a tournament's route, whether it arbitrates that tournament: one statement (an arbitre's
    // every request passes here), prepared once per connection.
    const param = this.reflector.getAllAndOverride<string | undefined>(TOURNAMENT_PARAM_KEY, targets);
    const tournamentId = param ? req.params[param] : undefined;
    const scoped = typeof tournamentId === 'string' && isUuid(tournamentId) ? tournamentId : null;
    const [account] = await this.prisma.$queryRaw<GuardAccount[]>`
      SELECT a."id", a."role"::text AS "role", a."club_id" AS "clubId", a."disabled_at" AS "disabledAt",
        a."must_change_password" AS "mustChangePassword",
        EXISTS (SELECT 1 FROM "tournament_arbiter" ta WHERE ta."account_id" = a."id" AND ta."tournament_id" = ${scoped}::uuid) AS "arbitrating"
      FROM "account" a WHERE a."id" = ${claims.sub}::uuid`;
    if (!account || account.disabledAt) {
      if (isPublic) return true;
      throw new UnauthenticatedError(t('ACCOUNT_DISABLED'), 'ACCOUNT_DISABLED');
    }
    req.actor = { accountId: account.id, role: account.role, clubId: account.clubId, requestId: req.id ? String(req.id) : undefined };
    if (isPublic) return true;
    if (account.mustChangePassword && !READS.has(req.method ?? 'GET') && !this.reflector.getAllAndOverride<boolean>(BEFORE_PASSWORD_CHANGE_KEY, targets)) {
      throw new ForbiddenError(t('PASSWORD_CHANGE_REQUIRED'), 'PASSWORD_CHANGE_REQUIRED');
    }

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    if (roles && !roles.includes(account.role)) {
      throw new ForbiddenError(t('ROLE_REQUIRED', { roles: roles.join(' ou '), role: account.role }), 'ROLE_REQUIRED');
    }
    if (param && account.role === 'ARBITER' && !account.arbitrating) {
      throw new ForbiddenError(t('NOT_TOURNAMENT_ARBITER'), 'NOT_TOURNAMENT_ARBITER');
    }
    const clubParam = this.reflector.getAllAndOverride<string | undefined>(CLUB_PARAM_KEY, targets);
    if (clubParam && account.role === 'CLUB' && req.params[clubParam] !== account.clubId) {
      throw new ForbiddenError(t('NOT_OWN_CLUB'), 'NOT_OWN_CLUB');
    }
    return true;
  }
}
