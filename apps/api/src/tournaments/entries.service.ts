import { Injectable } from '@nestjs/common';
import { AuditService, type Tx } from '../audit/audit.service';
import type { Actor } from '../auth/actor';
import { ConflictError, InvalidInputError, NotFoundError, RuleViolationError, StaleVersionError } from '../common/domain-errors';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import type { EntryResponseDto } from './entries.dto';

const include = { player: { include: { club: true } } } as const;
type EntryRow = Prisma.TournamentEntryGetPayload<{ include: typeof include }>;

export function toEntryResponse(e: EntryRow): EntryResponseDto {
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

  async list(tournamentId: string): Promise<EntryResponseDto[]> {
    await this.tournament(this.prisma, tournamentId);
    const rows = await this.prisma.tournamentEntry.findMany({ where: { tournamentId }, include, orderBy: { bib: 'asc' } });
    return rows.map(toEntryResponse);
  }

  async register(tournamentId: string, playerIds: string[], bib: number | undefined, actor: Actor, reason?: string): Promise<EntryResponseDto[]> {
    return this.prisma.$transaction(async (tx) => {
      const t = await this.tournament(tx, tournamentId);
      if (!['REGISTRATION', 'DUPLICATE'].includes(t.status)) {
        throw new RuleViolationError('REGISTRATION_CLOSED', `Registration is closed: the tournament is at ${t.status}`);
      }
      if (new Set(playerIds).size !== playerIds.length) {
        throw new InvalidInputError('A player is listed twice', [{ field: 'playerIds', reason: 'duplicates' }]);
      }
      const players = await tx.player.findMany({ where: { id: { in: playerIds }, deletedAt: null } });
      const missing = playerIds.filter((id) => !players.some((p) => p.id === id));
      if (missing.length) {
        throw new InvalidInputError('Unknown players', missing.map((id) => ({ field: 'playerId', reason: `no such player ${id}` })));
      }
      const existing = await tx.tournamentEntry.findMany({ where: { tournamentId } });
      const already = existing.filter((e) => playerIds.includes(e.playerId));
      if (already.length) {
        throw new ConflictError('ALREADY_REGISTERED', 'Some players are already registered', already.map((e) => ({ field: 'playerId', reason: `already registered with bib ${e.bib}` })));
      }
      if (bib !== undefined && existing.some((e) => e.bib === bib)) {
        throw new ConflictError('BIB_TAKEN', `Table number ${bib} is already given`, [{ field: 'bib', reason: 'already given' }]);
      }
      let next = existing.reduce((m, e) => Math.max(m, e.bib), 0) + 1;
      const created: EntryRow[] = [];
      for (const playerId of playerIds) {
        const e = await tx.tournamentEntry.create({ data: { tournamentId, playerId, bib: bib ?? next++ }, include });
        created.push(e);
      }
      await this.audit.recordMany(
        tx,
        created.map((e) => ({ tournamentId, actor, action: 'register', entity: 'tournament_entry', entityId: e.id, after: toEntryResponse(e), reason })),
      );
      return created.map(toEntryResponse);
    });
  }

  /** A withdrawn player stays listed (and keeps a sheet already entered) but is left out of what follows. */
  async withdraw(tournamentId: string, entryId: string, version: number, actor: Actor, reason?: string): Promise<EntryResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      await this.tournament(tx, tournamentId);
      const before = await tx.tournamentEntry.findFirst({ where: { id: entryId, tournamentId }, include });
      if (!before) throw new NotFoundError('entry', entryId);
      if (before.version !== version) throw new StaleVersionError('entry', entryId, version, before.version);
      if (before.withdrawnAt) throw new ConflictError('ALREADY_WITHDRAWN', 'This player has already withdrawn');
      const after = await tx.tournamentEntry.update({ where: { id: entryId }, data: { withdrawnAt: new Date(), version: { increment: 1 } }, include });
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
