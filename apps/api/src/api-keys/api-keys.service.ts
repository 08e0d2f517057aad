import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { t } from '@greffier/messages';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { ConflictError, NotFoundError, UnauthenticatedError } from '../common/domain-errors';
import { PrismaClient } from '../generated/prisma/client';
import type { ApiKeyDto, CreatedApiKeyDto } from './api-keys.dto';
import { hashSecret, verifySecret } from './secret-hash';

const include = { club: { select: { name: true } } } as const;
type KeyRow = { id: string; clubId: string; label: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null; club: { name: string } };

const toDto = (k: KeyRow): ApiKeyDto => ({
  id: k.id,
  clubId: k.clubId,
  clubName: k.club.name,
  label: k.label,
  createdAt: k.createdAt.toISOString(),
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

/** `<id>.<secret>`: the id a UUID, the secret 32 random bytes in base64url. */
const KEY_FORMAT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{20,200})$/i;

/** A key that authenticated a request: who publishes, for which club. */
export interface VerifiedKey {
  id: string;
  label: string;
  clubId: string;
  clubName: string;
}

/**
 * The clubs' keys of a federation instance (docs/federation.md): created by an organiser (the secret shown once,
 * kept as an argon2id hash), listed, revoked; a request's key looked up by its id, then its secret verified.
 */
@Injectable()
export class ApiKeysService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  async create(clubId: string, label: string, actor: Actor): Promise<CreatedApiKeyDto> {
    const club = await this.prisma.club.findFirst({ where: { id: clubId, deletedAt: null }, select: { id: true } });
    if (!club) throw new NotFoundError('club', clubId);
    const secret = randomBytes(32).toString('base64url');
    const secretHash = await hashSecret(secret);
    return this.prisma.$transaction(async (tx) => {
      const key = await tx.apiKey.create({ data: { clubId, label: label.trim(), secretHash, createdBy: actor.accountId }, include });
      await this.audit.record(tx, { actor, action: 'create', entity: 'api_key', entityId: key.id, after: { clubId, label: key.label } });
      return { ...toDto(key), key: `${key.id}.${secret}` };
    });
  }

  async list(clubId?: string): Promise<ApiKeyDto[]> {
    const rows = await this.prisma.apiKey.findMany({ where: { clubId }, include, orderBy: [{ revokedAt: { sort: 'desc', nulls: 'first' } }, { createdAt: 'desc' }] });
    return rows.map(toDto);
  }

  async get(id: string): Promise<ApiKeyDto> {
    const key = await this.prisma.apiKey.findUnique({ where: { id }, include });
    if (!key) throw new NotFoundError('api_key', id);
    return toDto(key);
  }

  /** Revoked at once: the next publication with it gets 401 API_KEY_REVOKED. The row stays, for the audit trail. */
  async revoke(id: string, actor: Actor, reason?: string): Promise<ApiKeyDto> {
    return this.prisma.$transaction(async (tx) => {
      const key = await tx.apiKey.findUnique({ where: { id }, include });
      if (!key) throw new NotFoundError('api_key', id);
      if (key.revokedAt) throw new ConflictError('API_KEY_ALREADY_REVOKED', t('API_KEY_ALREADY_REVOKED'));
      const claimed = await tx.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date(), revokedBy: actor.accountId } });
      if (claimed.count === 0) throw new ConflictError('API_KEY_ALREADY_REVOKED', t('API_KEY_ALREADY_REVOKED'));
      const after = await tx.apiKey.findUniqueOrThrow({ where: { id }, include });
      await this.audit.record(tx, { actor, action: 'revoke', entity: 'api_key', entityId: id, before: { revokedAt: null }, after: { revokedAt: after.revokedAt }, reason });
      return toDto(after);
    });
  }

  /** The key of an `Authorization: ApiKey <id>.<secret>` header, or 401 (no key, unknown id or wrong secret alike; revoked). */
  async verify(header: string | undefined): Promise<VerifiedKey> {
    const raw = header && /^ApiKey\s+(\S+)$/i.exec(header.trim())?.[1];
    if (!raw) throw new UnauthenticatedError(t('API_KEY_REQUIRED'), 'API_KEY_REQUIRED');
    const [, id, secret] = KEY_FORMAT.exec(raw) ?? [];
    const key = id ? await this.prisma.apiKey.findUnique({ where: { id: id.toLowerCase() }, include }) : null;
    // An unknown id takes as long as a wrong secret: the answer tells nothing of which keys exist.
    const ok = await verifySecret(key?.secretHash, secret ?? raw);
    if (!key || !ok) throw new UnauthenticatedError(t('API_KEY_INVALID'), 'API_KEY_INVALID');
    if (key.revokedAt) throw new UnauthenticatedError(t('API_KEY_REVOKED', { at: key.revokedAt.toISOString() }), 'API_KEY_REVOKED');
    await this.prisma.apiKey.update({ where: { id: key.id }, data: { lastUsedAt: new Date() } });
    return { id: key.id, label: key.label, clubId: key.clubId, clubName: key.club.name };
  }
}
