import { Injectable } from '@nestjs/common';
import { playerSearchKey, searchKey } from '@greffier/common';
import { AuditService, type AuditRecord } from '../audit/audit.service';
import type { Actor } from '../common/actor';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../common/domain-errors';
import { type Page, pageArgs, pageFrom } from '../common/pagination.dto';
import { claimLive, NEXT_VERSION, type Tx } from '../database/tx';
import { type Player, Prisma, PrismaClient } from '../generated/prisma/client';
import { parsePlayersCsv, playersToCsv } from './players-csv';
import type { CreatePlayerDto, ImportResultDto, PlayerQueryDto, PlayerResponseDto, UpdatePlayerDto } from './players.dto';
import { t } from '@greffier/messages';

export function toPlayerResponse(p: Player): PlayerResponseDto {
  return {
    id: p.id,
    licence: p.licence,
    lastName: p.lastName,
    firstName: p.firstName,
    clubId: p.clubId,
    category: p.category,
    rating: p.rating,
    version: p.version,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

@Injectable()
export class PlayersService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  /** A club account reads its own club's players only. */
  private scope(actor: Actor, clubId?: string): string | undefined {
    if (actor.role !== 'CLUB') return clubId;
    if (clubId && clubId !== actor.clubId) throw new ForbiddenError(t('OTHER_CLUB'), 'OTHER_CLUB');
    return actor.clubId ?? '00000000-0000-0000-0000-000000000000';
  }

  async create(dto: CreatePlayerDto, actor: Actor, reason?: string): Promise<PlayerResponseDto> {
    const licence = dto.licence.toUpperCase();
    return this.prisma.$transaction(async (tx) => {
      await this.assertClub(tx, dto.clubId);
      if (await tx.player.findUnique({ where: { licence } })) {
        throw new ConflictError('LICENCE_TAKEN', t('LICENCE_TAKEN', { licence }), [{ field: 'licence', reason: t('ALREADY_USED') }]);
      }
      const player = await tx.player.create({
        data: {
          licence,
          lastName: dto.lastName,
          firstName: dto.firstName,
          searchKey: playerSearchKey({ ...dto, licence }),
          clubId: dto.clubId,
          category: dto.category ?? null,
          rating: dto.rating ?? null,
        },
      });
      await this.audit.record(tx, { actor, action: 'create', entity: 'player', entityId: player.id, after: player, reason });
      return toPlayerResponse(player);
    });
  }

  /**
   * The search is the database's, blind to case, accents and punctuation: the term's key (searchKey) within the
   * player's stored key or their club's (« hena » finds Hénault, « dhondt » D'Hondt, « douai » the Club de Douai's).
   */
  private where(query: { q?: string; clubId?: string; notInTournament?: string }): Prisma.PlayerWhereInput {
    const key = query.q ? searchKey(query.q) : '';
    return {
      deletedAt: null,
      ...(query.clubId ? { clubId: query.clubId } : {}),
      ...(query.notInTournament ? { entries: { none: { tournamentId: query.notInTournament } } } : {}),
      ...(key ? { OR: [{ searchKey: { contains: key } }, { club: { searchKey: { contains: key } } }] } : {}),
    };
  }

  async list(query: PlayerQueryDto, actor: Actor): Promise<Page<PlayerResponseDto>> {
    const where = this.where({ q: query.q, clubId: this.scope(actor, query.clubId), notInTournament: query.notInTournament });
    const counted = await this.prisma.$transaction([
      this.prisma.player.count({ where }),
      this.prisma.player.findMany({ where, orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { licence: 'asc' }], ...pageArgs(query) }),
    ]);
    return pageFrom(query, counted, toPlayerResponse);
  }

  async get(id: string, actor: Actor): Promise<PlayerResponseDto> {
    const player = await this.prisma.player.findFirst({ where: { id, deletedAt: null } });
    if (!player || (actor.role === 'CLUB' && player.clubId !== actor.clubId)) throw new NotFoundError('player', id);
    return toPlayerResponse(player);
  }

  async update(id: string, version: number, dto: UpdatePlayerDto, actor: Actor, reason?: string): Promise<PlayerResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      const before = await claimLive(tx.player, 'player', id, version);
      if (dto.clubId) await this.assertClub(tx, dto.clubId);
      const names = { lastName: dto.lastName ?? before.lastName, firstName: dto.firstName ?? before.firstName, licence: before.licence };
      const after = await tx.player.update({
        where: { id },
        data: { lastName: dto.lastName, firstName: dto.firstName, searchKey: playerSearchKey(names), clubId: dto.clubId, category: dto.category, rating: dto.rating },
      });
      await this.audit.record(tx, { actor, action: 'update', entity: 'player', entityId: id, before, after, reason });
      return toPlayerResponse(after);
    });
  }

  /** Soft delete: results of past tournaments keep their player. */
  async remove(id: string, version: number, actor: Actor, reason?: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const before = await claimLive(tx.player, 'player', id, version);
      const after = await tx.player.update({ where: { id }, data: { deletedAt: new Date() } });
      await this.audit.record(tx, { actor, action: 'delete', entity: 'player', entityId: id, before, after, reason });
    });
  }

  /**
   * All or nothing: every bad line is reported (line, field, reason) and nothing is written; a good
   * file creates new licences and updates known ones (a deleted player listed again comes back).
   */
  async importCsv(file: Buffer, defaultClubId: string | undefined, actor: Actor, reason?: string): Promise<ImportResultDto> {
    const { rows, errors, clubRefs } = parsePlayersCsv(file);
    return this.prisma.$transaction(
      async (tx) => {
        const clubs = await tx.club.findMany({ where: { deletedAt: null } });
        if (defaultClubId && !clubs.some((c) => c.id === defaultClubId)) {
          throw new InvalidInputError(t('UNKNOWN_CLUB'), [{ field: 'clubId', reason: t('NO_SUCH_CLUB') }]);
        }
        const byCode = new Map(clubs.filter((c) => c.federationCode).map((c) => [c.federationCode!.toUpperCase(), c.id]));
        const byName = new Map<string, string[]>();
        for (const c of clubs) byName.set(c.name.toLowerCase(), [...(byName.get(c.name.toLowerCase()) ?? []), c.id]);
        const clubOf = (club: string): string | { reason: string } => {
          const code = byCode.get(club.toUpperCase());
          const named = byName.get(club.toLowerCase()) ?? [];
          if (code) return code;
          if (named.length === 1) return named[0]!;
          return { reason: named.length > 1 ? t('SEVERAL_CLUBS_NAMED', { club }) : t('UNKNOWN_CLUB_NAMED', { club }) };
        };
        for (const ref of clubRefs) {
          const found = clubOf(ref.club);
          if (typeof found !== 'string') errors.push({ line: ref.line, field: 'club', reason: found.reason });
        }
        const resolved = rows.map((row) => {
          if (!row.club) {
            if (!defaultClubId) errors.push({ line: row.line, field: 'club', reason: t('NO_CLUB_FOR_LINE') });
            return { row, clubId: defaultClubId };
          }
          const found = clubOf(row.club);
          return { row, clubId: typeof found === 'string' ? found : undefined };
        });
        if (errors.length) {
          errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
          throw new InvalidInputError(t('CSV_ERRORS', { count: errors.length }), errors, 'INVALID_CSV');
        }
        const existing = new Map(
          (await tx.player.findMany({ where: { licence: { in: rows.map((r) => r.licence) } } })).map((p) => [p.licence, p]),
        );
        const result = { created: 0, updated: 0, unchanged: 0 };
        const entries: AuditRecord[] = [];
        const toCreate: Prisma.PlayerCreateManyInput[] = [];
        for (const { row, clubId } of resolved) {
          const data = { lastName: row.lastName, firstName: row.firstName, clubId: clubId!, category: row.category ?? null, rating: row.rating ?? null };
          const key = playerSearchKey(row);
          const before = existing.get(row.licence);
          if (!before) {
            toCreate.push({ licence: row.licence, ...data, searchKey: key });
            continue;
          }
          const same =
            !before.deletedAt &&
            (Object.keys(data) as (keyof typeof data)[]).every((k) => before[k] === data[k]);
          if (same) {
            result.unchanged++;
            continue;
          }
          const after = await tx.player.update({ where: { id: before.id }, data: { ...data, searchKey: key, deletedAt: null, ...NEXT_VERSION } });
          entries.push({ actor, action: 'import.update', entity: 'player', entityId: before.id, before, after, reason });
          result.updated++;
        }
        if (toCreate.length) {
          const created = await tx.player.createManyAndReturn({ data: toCreate });
          for (const p of created) entries.push({ actor, action: 'import.create', entity: 'player', entityId: p.id, after: p, reason });
          result.created = created.length;
        }
        await this.audit.recordMany(tx, entries);
        return result;
      },
      { timeout: 60000 },
    );
  }

  async exportCsv(actor: Actor, clubId?: string): Promise<string> {
    const players = await this.prisma.player.findMany({
      where: this.where({ clubId: this.scope(actor, clubId) }),
      include: { club: true },
      orderBy: [{ club: { name: 'asc' } }, { lastName: 'asc' }, { firstName: 'asc' }],
    });
    return playersToCsv(
      players.map((p) => ({
        licence: p.licence,
        lastName: p.lastName,
        firstName: p.firstName,
        clubName: p.club.name,
        clubCode: p.club.federationCode,
        category: p.category,
        rating: p.rating,
      })),
    );
  }

  private async assertClub(tx: Tx, clubId: string): Promise<void> {
    if (!(await tx.club.findFirst({ where: { id: clubId, deletedAt: null } }))) {
      throw new InvalidInputError(t('UNKNOWN_CLUB'), [{ field: 'clubId', reason: t('NO_SUCH_CLUB') }]);
    }
  }
}
