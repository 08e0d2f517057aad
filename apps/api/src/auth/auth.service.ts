import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { UnauthenticatedError } from '../common/domain-errors';
import { NEXT_VERSION } from '../database/tx';
import { PrismaClient } from '../generated/prisma/client';
import type { Actor } from '../common/actor';
import { LoginThrottleService } from './login-throttle.service';
import { dummyHash, hashPassword, verifyPassword } from '../accounts/passwords';
import { TokenService } from './token.service';
import { t } from '@greffier/messages';

@Injectable()
export class AuthService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditService,
  ) {}

  async login(email: string, password: string, ip: string) {
    const key = this.throttle.key(email, ip);
    await this.throttle.assertAllowed(key);
    const account = await this.prisma.account.findUnique({ where: { email: email.toLowerCase() } });
    const ok = account
      ? await verifyPassword(account.passwordHash, password)
      : (await verifyPassword(await dummyHash(), password)) && false;
    if (!account || !ok || account.disabledAt) {
      await this.throttle.recordFailure(key);
      throw new UnauthenticatedError(t('BAD_CREDENTIALS'), 'BAD_CREDENTIALS');
    }
    await this.throttle.reset(key);
    const { token, expiresAt } = await this.tokens.sign({ sub: account.id, role: account.role });
    return { token, expiresAt: expiresAt.toISOString(), role: account.role, accountId: account.id, mustChangePassword: account.mustChangePassword };
  }

  async changePassword(actor: Actor, currentPassword: string, newPassword: string): Promise<void> {
    const account = await this.prisma.account.findUniqueOrThrow({ where: { id: actor.accountId } });
    if (!(await verifyPassword(account.passwordHash, currentPassword))) {
      throw new UnauthenticatedError(t('WRONG_CURRENT_PASSWORD'), 'BAD_CREDENTIALS');
    }
    const passwordHash = await hashPassword(newPassword);
    await this.prisma.$transaction(async (tx) => {
      await tx.account.update({ where: { id: account.id }, data: { passwordHash, mustChangePassword: false, ...NEXT_VERSION } });
      await this.audit.record(tx, {
        actor,
        action: 'password.change',
        entity: 'account',
        entityId: account.id,
      });
    });
  }
}
