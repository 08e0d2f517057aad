import { randomUUID } from 'node:crypto';
import { t as text } from '@greffier/messages';
import { Injectable } from '@nestjs/common';
import { acceptsWrite } from '@greffier/tournament';
import { AuditService } from '../audit/audit.service';
import { claimVersion, lockTournament, type Tx } from '../database/tx';
import type { Actor } from '../common/actor';
import { ConflictError, InvalidInputError, NotFoundError, RuleViolationError } from '../common/domain-errors';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import { type Page, pageArgs, pageFrom } from '../common/pagination.dto';
import type { EntryQueryDto, EntryResponseDto } from './entries.dto';

const include = { player: { include: { club: true } } } as const;
type EntryRow = Prisma.TournamentEntryGetPayload<{ include: typeof include }>;

export function toEntryResponse(e: Omit<EntryRow, 'createdAt' | 'updatedAt'>): EntryResponseDto {
  return {
    id: e.id,
    playerId: e.playerId,
    bib: e.bib,
    licence: e.player.licence,
    lastName: e.player.lastName,
    firstName: e.player.firstName,
    clubId: e.player.clubId,
    clubName: e.player.club.name,
    withdrawn: e.withdrawnAt !== null,
    version: e.version,
  };
}

/** Registration of players (from any club) for a tournament, before its duplicate starts. */
@Injectable()
export class EntriesService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
  ) {}

  /** A page of the entries, by table number. */
  async list(tournamentId: string, query: EntryQueryDto): Promise<Page<EntryResponseDto>> {
    await this.tournament(this.prisma, tournamentId);
    const withdrawn = query.withdrawn === undefined ? undefined : query.withdrawn ? { not: null } : null;
    const where: Prisma.TournamentEntryWhereInput = { tournamentId, withdrawnAt: withdrawn, player: query.clubId ? { clubId: query.clubId } : undefined };
    const counted = await this.prisma.$transaction([
      this.prisma.tournamentEntry.count({ where }),
      this.prisma.tournamentEntry.findMany({ where, include, orderBy: { bib: 'asc' }, ...pageArgs(query) }),
    ]);
    return pageFrom(query, counted, toEntryResponse);
  }

  /**
   * Registers players, numbered in the order given from the next free table number (or at `bib`). The
   * registrations of a tournament are taken one at a time (its registration lock), so that requests sent at
   * once get distinct numbers; the entries are written in one statement however many they are.
   * `field` names the request's field in errors: `playerId` for one player, `playerIds` for several.
   */
  async register(
    tournamentId: string,
    playerIds: string[],
    bib: number | undefined,
    actor: Actor,
    reason?: string,
    field: 'playerId' | 'playerIds' = 'playerIds',
  ): Promise<EntryResponseDto[]> {
    const at = (i: number) => (field === 'playerId' ? 'playerId' : `playerIds[${i}]`);
    const twice = playerIds.flatMap((id, i) => (playerIds.indexOf(id) !== i ? [{ field: at(i), reason: text('PLAYER_LISTED_AT', { position: playerIds.indexOf(id) + 1 }) }] : []));
    if (twice.length) throw new InvalidInputError(text('PLAYER_TWICE_IN_LIST'), twice);
    return this.prisma.$transaction(async (tx) => {
      await lockTournament(tx, tournamentId, 'registration', 'exclusive');
      const t = await this.tournament(tx, tournamentId);
      if (!acceptsWrite(t.status, 'registration')) {
        throw new RuleViolationError('REGISTRATION_CLOSED', text('REGISTRATION_CLOSED', { status: t.status }));
      }
      const players = new Map((await tx.player.findMany({ where: { id: { in: playerIds }, deletedAt: null }, include: { club: true } })).map((p) => [p.id, p]));
      const missing = playerIds.flatMap((id, i) => (players.has(id) ? [] : [{ field: at(i), reason: text('NO_PLAYER_WITH_ID', { id }) }]));
      if (missing.length) throw new InvalidInputError(text('UNKNOWN_PLAYERS'), missing);
      const existing = await tx.tournamentEntry.findMany({ where: { tournamentId }, select: { playerId: true, bib: true } });
      const bibOf = new Map(existing.map((e) => [e.playerId, e.bib]));
      const already = playerIds.flatMap((id, i) => (bibOf.has(id) ? [{ field: at(i), reason: text('REGISTERED_WITH_BIB', { bib: bibOf.get(id)! }) }] : []));
      if (already.length) throw new ConflictError('ALREADY_REGISTERED', already.length === 1 ? text('PLAYER_ALREADY_REGISTERED') : text('PLAYERS_ALREADY_REGISTERED', { count: already.length }), already);
      if (bib !== undefined && existing.some((e) => e.bib === bib)) {
        throw new ConflictError('BIB_TAKEN', text('BIB_TAKEN', { bib }), [{ field: 'bib', reason: text('BIB_TAKEN_REASON') }]);
      }
      const next = existing.reduce((m, e) => Math.max(m, e.bib), 0) + 1;
      // One statement however many they are (Prisma's createMany costs ~0.3 ms a row in its query engine).
      const created = playerIds.map((playerId, i) => toEntryResponse({ id: randomUUID(), tournamentId, playerId, bib: bib ?? next + i, withdrawnAt: null, clubId: null, version: 1, player: players.get(playerId)! }));
      await tx.$executeRaw`
        INSERT INTO "tournament_entry" ("id", "tournament_id", "player_id", "bib", "updated_at")
        SELECT id, ${tournamentId}::uuid, player_id, bib, CURRENT_TIMESTAMP
        FROM unnest(${created.map((e) => e.id)}::uuid[], ${playerIds}::uuid[], ${created.map((e) => e.bib)}::int[]) AS u(id, player_id, bib)`;
      await this.audit.recordMany(
        tx,
        created.map((e) => ({ tournamentId, actor, action: 'register', entity: 'tournament_entry', entityId: e.id, after: e, reason })),
      );
      return created;
    });
  }

  /** A withdrawn player stays listed (and keeps a sheet already entered) but is left out of what follows. */
  async withdraw(tournamentId: string, entryId: string, version: number, actor: Actor, reason?: string): Promise<EntryResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      await this.tournament(tx, tournamentId);
      const before = await tx.tournamentEntry.findFirst({ where: { id: entryId, tournamentId }, include });
      if (!before) throw new NotFoundError('entry', entryId);
      await claimVersion(tx.tournamentEntry, entryId, version, { entity: 'entry', current: before.version });
      if (before.withdrawnAt) throw new ConflictError('ALREADY_WITHDRAWN', text('ALREADY_WITHDRAWN'));
      const after = await tx.tournamentEntry.update({ where: { id: entryId }, data: { withdrawnAt: new Date() }, include });
      await this.audit.record(tx, { tournamentId, actor, action: 'withdraw', entity: 'tournament_entry', entityId: entryId, before: toEntryResponse(before), after: toEntryResponse(after), reason });
      return toEntryResponse(after);
    });
  }

  private async tournament(tx: Tx | PrismaClient, id: string) {
    const t = await tx.tournament.findFirst({ where: { id, deletedAt: null } });
    if (!t) throw new NotFoundError('tournament', id);
    return t;
  }
}
