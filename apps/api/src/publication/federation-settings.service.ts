import { Injectable } from '@nestjs/common';
import { t } from '@greffier/messages';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { InvalidInputError, StaleVersionError } from '../common/domain-errors';
import type { Tx } from '../database/tx';
import { PrismaClient } from '../generated/prisma/client';
import type { FederationSettingsDto, SaveFederationSettingsDto } from './publication.dto';

/** A venue's settings of its federation server, kept in server_setting (the key's secret with them, never shown back). */
export interface FederationSettings {
  serverUrl: string;
  clubKey: string;
  clubId: string;
  automatic: boolean;
  version: number;
}

export const SETTINGS_KEY = 'federation:settings';

const toDto = (s: FederationSettings | null): FederationSettingsDto => ({
  configured: s !== null,
  serverUrl: s?.serverUrl ?? null,
  keyId: s?.clubKey.split('.')[0] ?? null,
  clubId: s?.clubId ?? null,
  automatic: s?.automatic ?? false,
  version: s?.version ?? 0,
});

/** The settings without the secret: what the audit trail keeps. */
const audited = (s: FederationSettings | null) => (s ? { serverUrl: s.serverUrl, keyId: s.clubKey.split('.')[0], clubId: s.clubId, automatic: s.automatic, version: s.version } : null);

@Injectable()
export class FederationSettingsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  async read(db: Tx | PrismaClient = this.prisma): Promise<FederationSettings | null> {
    const row = await db.serverSetting.findUnique({ where: { key: SETTINGS_KEY } });
    return row ? (JSON.parse(row.value) as FederationSettings) : null;
  }

  async get(): Promise<FederationSettingsDto> {
    return toDto(await this.read());
  }

  /**
   * Saves the settings at the version read (409 when stale). New settings give every refused or waiting
   * publication its chance again at once: a new key, a corrected address.
   */
  async save(dto: SaveFederationSettingsDto, actor: Actor): Promise<FederationSettingsDto> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${SETTINGS_KEY}, 0))`;
      const before = await this.read(tx);
      const current = before?.version ?? 0;
      if (dto.version !== current) throw new StaleVersionError('federation settings', 'federation', dto.version, current);
      const clubKey = dto.clubKey ?? before?.clubKey;
      if (!clubKey) throw new InvalidInputError(t('INVALID_REQUEST', { fields: 'clubKey' }), [{ field: 'clubKey', reason: t('FEDERATION_KEY_REQUIRED') }]);
      const club = await tx.club.findFirst({ where: { id: dto.clubId, deletedAt: null }, select: { id: true } });
      if (!club) throw new InvalidInputError(t('UNKNOWN_CLUB'), [{ field: 'clubId', reason: t('NO_SUCH_CLUB') }]);
      const after: FederationSettings = { serverUrl: dto.serverUrl.replace(/\/+$/, ''), clubKey, clubId: dto.clubId, automatic: dto.automatic, version: current + 1 };
      const value = JSON.stringify(after);
      await tx.serverSetting.upsert({ where: { key: SETTINGS_KEY }, create: { key: SETTINGS_KEY, value }, update: { value } });
      await tx.$executeRaw`
        UPDATE publication SET state = CASE WHEN state = 'REFUSED' THEN 'PENDING'::"PublicationState" ELSE state END,
          attempts = 0, next_attempt_at = now(), updated_at = now()
        WHERE state IN ('REFUSED', 'WAITING')`;
      await this.audit.record(tx, { actor, action: before ? 'update' : 'create', entity: 'server_setting', entityId: SETTINGS_KEY, before: audited(before), after: audited(after) });
      return toDto(after);
    });
  }
}
