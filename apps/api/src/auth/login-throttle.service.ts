import { Inject, Injectable } from '@nestjs/common';
import { TooManyRequestsError } from '../common/domain-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PrismaClient } from '../generated/prisma/client';
import { t } from '@greffier/messages';

/**
 * Failed logins per (e-mail, client address), kept in the database so that API processes side by
 * side share the count: after LOGIN_MAX_FAILURES failures within LOGIN_LOCK_SECONDS the pair is
 * locked for LOGIN_LOCK_SECONDS.
 */
@Injectable()
export class LoginThrottleService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaClient,
  ) {}

  key(email: string, ip: string): string {
    return `${email.toLowerCase()}|${ip}`;
  }

  async assertAllowed(key: string, now = new Date()): Promise<void> {
    const row = await this.prisma.loginThrottle.findUnique({ where: { key } });
    if (row?.lockedUntil && row.lockedUntil > now) {
      const seconds = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
      throw new TooManyRequestsError(t('TOO_MANY_ATTEMPTS', { seconds }), seconds);
    }
  }

  async recordFailure(key: string, now = new Date()): Promise<void> {
    const windowMs = this.config.loginLockSeconds * 1000;
    await this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO login_throttle (key, failures, window_start) VALUES (${key}, 0, ${now})
                            ON CONFLICT (key) DO NOTHING`;
      const rows = await tx.$queryRaw<{ failures: number; window_start: Date }[]>`
        SELECT failures, window_start FROM login_throttle WHERE key = ${key} FOR UPDATE`;
      const row = rows[0]!;
      const fresh = now.getTime() - row.window_start.getTime() > windowMs;
      const failures = (fresh ? 0 : row.failures) + 1;
      const lockedUntil = failures >= this.config.loginMaxFailures ? new Date(now.getTime() + windowMs) : null;
      await tx.loginThrottle.update({
        where: { key },
        data: { failures: lockedUntil ? 0 : failures, windowStart: fresh ? now : row.window_start, lockedUntil },
      });
    });
  }

  async reset(key: string): Promise<void> {
    await this.prisma.loginThrottle.deleteMany({ where: { key } });
  }
}
