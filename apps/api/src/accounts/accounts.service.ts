import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { hashPassword } from './passwords';
import { ConflictError, InvalidInputError, NotFoundError, RuleViolationError } from '../common/domain-errors';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { claimVersion } from '../database/tx';
import { type Account, PrismaClient } from '../generated/prisma/client';
import { Role } from '../generated/prisma/enums';
import { type Page, pageArgs, pageFrom } from '../common/pagination.dto';
import type { AccountQueryDto, AccountResponseDto, CreateAccountDto, UpdateAccountDto } from './accounts.dto';
import type { OneTimeOrganiser } from './first-start';
import { t } from '@greffier/messages';

export function toAccountResponse(a: Account): AccountResponseDto {
  return {
    id: a.id,
    email: a.email,
    displayName: a.displayName,
    role: a.role,
    clubId: a.clubId,
    disabled: a.disabledAt !== null,
    mustChangePassword: a.mustChangePassword,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
  };
}

@Injectable()
export class AccountsService {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(dto: CreateAccountDto, actor: Actor | null, reason?: string, options: { oneTimePassword?: boolean } = {}): Promise<AccountResponseDto> {
    const email = dto.email.toLowerCase();
    if (dto.role === Role.CLUB && !dto.clubId) {
      throw new InvalidInputError(t('CLUB_ACCOUNT_NEEDS_CLUB'), [{ field: 'clubId', reason: t('REQUIRED_FOR_CLUB_ACCOUNT') }]);
    }
    const passwordHash = await hashPassword(dto.password);
    return this.prisma.$transaction(async (tx) => {
      if (await tx.account.findUnique({ where: { email } })) {
        throw new ConflictError('EMAIL_TAKEN', t('EMAIL_TAKEN', { email }), [{ field: 'email', reason: t('ALREADY_USED') }]);
      }
      if (dto.clubId && !(await tx.club.findFirst({ where: { id: dto.clubId, deletedAt: null } }))) {
        throw new InvalidInputError(t('UNKNOWN_CLUB'), [{ field: 'clubId', reason: t('NO_SUCH_CLUB') }]);
      }
      const account = await tx.account.create({
        data: { email, displayName: dto.displayName, passwordHash, role: dto.role, clubId: dto.clubId ?? null, mustChangePassword: options.oneTimePassword ?? false },
      });
      await this.audit.record(tx, { actor, action: 'create', entity: 'account', entityId: account.id, after: toAccountResponse(account), reason });
      return toAccountResponse(account);
    });
  }

  /** A page of the accounts by e-mail, disabled ones included. */
  async list(query: AccountQueryDto): Promise<Page<AccountResponseDto>> {
    const where = { role: query.role };
    const counted = await this.prisma.$transaction([
      this.prisma.account.count({ where }),
      this.prisma.account.findMany({ where, orderBy: [{ email: 'asc' }, { id: 'asc' }], ...pageArgs(query) }),
    ]);
    return pageFrom(query, counted, toAccountResponse);
  }

  async get(id: string): Promise<AccountResponseDto> {
    const a = await this.prisma.account.findUnique({ where: { id } });
    if (!a) throw new NotFoundError('account', id);
    return toAccountResponse(a);
  }

  async update(id: string, version: number, dto: UpdateAccountDto, actor: Actor, reason?: string): Promise<AccountResponseDto> {
    const passwordHash = dto.password ? await hashPassword(dto.password) : undefined;
    return this.prisma.$transaction(async (tx) => {
      const before = await tx.account.findUnique({ where: { id } });
      if (!before) throw new NotFoundError('account', id);
      await claimVersion(tx.account, id, version, { entity: 'account', current: before.version });
      if (dto.disabled && !before.disabledAt && before.role === Role.ORGANISER) {
        const others = await tx.account.count({ where: { role: Role.ORGANISER, disabledAt: null, id: { not: id } } });
        if (others === 0) {
          throw new RuleViolationError('LAST_ORGANISER', t('LAST_ORGANISER'));
        }
      }
      const disabledAt = dto.disabled === undefined ? undefined : dto.disabled ? (before.disabledAt ?? new Date()) : null;
      const after = await tx.account.update({ where: { id }, data: { displayName: dto.displayName, passwordHash, disabledAt } });
      await this.audit.record(tx, {
        actor,
        action: dto.password ? 'update+password' : 'update',
        entity: 'account',
        entityId: id,
        before: toAccountResponse(before),
        after: toAccountResponse(after),
        reason,
      });
      return toAccountResponse(after);
    });
  }

  /**
   * The first organiser: from GREFFIER_ADMIN_EMAIL/GREFFIER_ADMIN_PASSWORD when set; otherwise, when
   * no organiser exists yet, one with a random one-time password printed once in the log (and returned, for
   * main.ts to show it framed at a terminal); that account must choose its own password before any other write.
   */
  async ensureFirstOrganiser(): Promise<OneTimeOrganiser | undefined> {
    if (this.config.adminEmail && this.config.adminPassword) {
      const email = this.config.adminEmail.toLowerCase();
      if (!(await this.prisma.account.findUnique({ where: { email } }))) {
        try {
          await this.create(
            { email, displayName: 'Organisateur', password: this.config.adminPassword, role: Role.ORGANISER },
            null,
            t('FIRST_ORGANISER_FROM_ENV'),
          );
          this.logger.log(t('ORGANISER_CREATED_FROM_ENV', { email }));
        } catch (e) {
          // Another process starting at the same time created it first.
          if (!(e instanceof ConflictError)) throw e;
        }
      }
      return undefined;
    }
    if (await this.prisma.account.count({ where: { role: Role.ORGANISER, disabledAt: null } })) return undefined;
    const email = 'organisateur@greffier.local';
    const password = randomBytes(12).toString('base64url');
    await this.create({ email, displayName: 'Organisateur', password, role: Role.ORGANISER }, null, t('FIRST_START_ORGANISER'), { oneTimePassword: true });
    this.logger.warn(t('FIRST_START_LOG', { email, password }));
    return { email, password };
  }
}
