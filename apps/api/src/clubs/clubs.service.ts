import { Injectable } from '@nestjs/common';
import { clubSearchKey, searchKey } from '@greffier/common';
import { AuditService } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { ConflictError, NotFoundError } from '../common/domain-errors';
import { type Page, pageArgs, pageFrom } from '../common/pagination.dto';
import { claimLive, type Tx } from '../database/tx';
import { type Club, Prisma, PrismaClient } from '../generated/prisma/client';
import type { ClubQueryDto, ClubResponseDto, CreateClubDto, UpdateClubDto } from './clubs.dto';
import { t } from '@greffier/messages';

export function toClubResponse(c: Club): ClubResponseDto {
  return {
    id: c.id,
    name: c.name,
    city: c.city,
    federationCode: c.federationCode,
    version: c.version,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

@Injectable()
export class ClubsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  async create(dto: CreateClubDto, actor: Actor, reason?: string): Promise<ClubResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      await this.assertCodeFree(tx, dto.federationCode);
      const club = await tx.club.create({
        data: { name: dto.name, city: dto.city, federationCode: dto.federationCode ?? null, searchKey: clubSearchKey(dto) },
      });
      await this.audit.record(tx, { actor, action: 'create', entity: 'club', entityId: club.id, after: club, reason });
      return toClubResponse(club);
    });
  }

  async list(query: ClubQueryDto, restrictTo?: string | null): Promise<Page<ClubResponseDto>> {
    // Blind to case, accents and punctuation: the term's key within the stored one (« sainte » finds Sainte-Néréïde).
    const key = query.q ? searchKey(query.q) : '';
    const where: Prisma.ClubWhereInput = {
      deletedAt: null,
      ...(restrictTo ? { id: restrictTo } : {}),
      ...(key ? { searchKey: { contains: key } } : {}),
    };
    const counted = await this.prisma.$transaction([
      this.prisma.club.count({ where }),
      this.prisma.club.findMany({ where, orderBy: [{ name: 'asc' }, { id: 'asc' }], ...pageArgs(query) }),
    ]);
    return pageFrom(query, counted, toClubResponse);
  }

  async get(id: string): Promise<ClubResponseDto> {
    const club = await this.prisma.club.findFirst({ where: { id, deletedAt: null } });
    if (!club) throw new NotFoundError('club', id);
    return toClubResponse(club);
  }

  async update(id: string, version: number, dto: UpdateClubDto, actor: Actor, reason?: string): Promise<ClubResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      const before = await claimLive(tx.club, 'club', id, version);
      if (dto.federationCode && dto.federationCode !== before.federationCode) {
        await this.assertCodeFree(tx, dto.federationCode);
      }
      const fields = { name: dto.name ?? before.name, city: dto.city ?? before.city, federationCode: dto.federationCode === undefined ? before.federationCode : dto.federationCode };
      const after = await tx.club.update({
        where: { id },
        data: { name: dto.name, city: dto.city, federationCode: dto.federationCode, searchKey: clubSearchKey(fields) },
      });
      await this.audit.record(tx, { actor, action: 'update', entity: 'club', entityId: id, before, after, reason });
      return toClubResponse(after);
    });
  }

  /** Soft delete: the club stays for the history of past tournaments; it needs no active players. */
  async remove(id: string, version: number, actor: Actor, reason?: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const before = await claimLive(tx.club, 'club', id, version);
      const players = await tx.player.count({ where: { clubId: id, deletedAt: null } });
      if (players > 0) {
        throw new ConflictError('CLUB_HAS_PLAYERS', t('CLUB_HAS_PLAYERS', { players }));
      }
      const after = await tx.club.update({ where: { id }, data: { deletedAt: new Date() } });
      await this.audit.record(tx, { actor, action: 'delete', entity: 'club', entityId: id, before, after, reason });
    });
  }

  private async assertCodeFree(tx: Tx, code: string | undefined): Promise<void> {
    if (code && (await tx.club.findUnique({ where: { federationCode: code } }))) {
      throw new ConflictError('FEDERATION_CODE_TAKEN', t('FEDERATION_CODE_TAKEN', { code }), [
        { field: 'federationCode', reason: t('ALREADY_USED') },
      ]);
    }
  }
}
