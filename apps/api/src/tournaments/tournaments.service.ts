import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { claimVersion, lockTournament, NEXT_VERSION } from '../database/tx';
import type { Actor } from '../common/actor';
import { checkStatusChange } from '@greffier/tournament';
import { ConflictError, InvalidInputError, NotFoundError, RuleViolationError } from '../common/domain-errors';
import type { TournamentStatus } from '../generated/prisma/enums';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import { SheetsService } from '../duplicate/sheets.service';
import { type Page, pageArgs, pageFrom } from '../common/pagination.dto';
import type { CreateTournamentDto, TournamentQueryDto, TournamentResponseDto, UpdateTournamentDto } from './tournaments.dto';
import { t as text } from '@greffier/messages';

const include = { arbiters: { select: { accountId: true } }, organisingClub: { select: { name: true } } } as const;
type TournamentRow = Prisma.TournamentGetPayload<{ include: typeof include }>;

export function toTournamentResponse(t: TournamentRow): TournamentResponseDto {
  return {
    id: t.id,
    name: t.name,
    date: t.date.toISOString().slice(0, 10),
    venue: t.venue,
    organisingClubId: t.organisingClubId,
    organisingClubName: t.organisingClub.name,
    status: t.status,
    pointsProfile: t.pointsProfile,
    arbiterIds: t.arbiters.map((a) => a.accountId).sort(),
    version: t.version,
  };
}

@Injectable()
export class TournamentsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly audit: AuditService,
    private readonly sheets: SheetsService,
  ) {}

  async create(dto: CreateTournamentDto, actor: Actor, reason?: string): Promise<TournamentResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      if (!(await tx.club.findFirst({ where: { id: dto.organisingClubId, deletedAt: null } }))) {
        throw new InvalidInputError(text('UNKNOWN_CLUB'), [{ field: 'organisingClubId', reason: text('NO_SUCH_CLUB') }]);
      }
      const t = await tx.tournament.create({
        data: {
          name: dto.name,
          date: new Date(`${dto.date}T00:00:00Z`),
          venue: dto.venue,
          organisingClubId: dto.organisingClubId,
          pointsProfile: dto.pointsProfile ?? 'douai',
        },
        include,
      });
      await this.audit.record(tx, { tournamentId: t.id, actor, action: 'create', entity: 'tournament', entityId: t.id, after: t, reason });
      return toTournamentResponse(t);
    });
  }

  /** The calendar, the latest day first: a page of the tournaments that pass the filters, with their total. */
  async list(query: TournamentQueryDto): Promise<Page<TournamentResponseDto>> {
    const date = query.from || query.to ? { gte: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined, lte: query.to ? new Date(`${query.to}T00:00:00Z`) : undefined } : undefined;
    const where: Prisma.TournamentWhereInput = { deletedAt: null, status: query.status, organisingClubId: query.clubId, date };
    const counted = await this.prisma.$transaction([
      this.prisma.tournament.count({ where }),
      this.prisma.tournament.findMany({ where, include, orderBy: [{ date: 'desc' }, { name: 'asc' }, { id: 'asc' }], ...pageArgs(query) }),
    ]);
    return pageFrom(query, counted, toTournamentResponse);
  }

  async get(id: string): Promise<TournamentResponseDto> {
    const t = await this.prisma.tournament.findFirst({ where: { id, deletedAt: null }, include });
    if (!t) throw new NotFoundError('tournament', id);
    return toTournamentResponse(t);
  }

  async update(id: string, version: number, dto: UpdateTournamentDto, actor: Actor, reason?: string): Promise<TournamentResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      // A new points scale rescores every sheet: no sheet is written meanwhile (see SheetsService.rescoreIn).
      if (dto.pointsProfile !== undefined) await lockTournament(tx, id, 'scoring', 'exclusive');
      const before = await tx.tournament.findFirst({ where: { id, deletedAt: null }, include });
      if (!before) throw new NotFoundError('tournament', id);
      await claimVersion(tx.tournament, id, version, { entity: 'tournament', current: before.version });
      const after = await tx.tournament.update({
        where: { id },
        data: { name: dto.name, date: dto.date ? new Date(`${dto.date}T00:00:00Z`) : undefined, venue: dto.venue, pointsProfile: dto.pointsProfile },
        include,
      });
      await this.audit.record(tx, { tournamentId: id, actor, action: 'update', entity: 'tournament', entityId: id, before, after, reason });
      if (dto.pointsProfile && dto.pointsProfile !== before.pointsProfile) {
        await this.sheets.rescoreIn(tx, id, actor, text('RESCORE_POINTS_SCALE', { from: before.pointsProfile, to: dto.pointsProfile }));
      }
      return toTournamentResponse(after);
    });
  }

  /** Moves the day forward, or reopens an earlier step with a reason (audited). */
  async changeStatus(id: string, version: number, status: TournamentStatus, actor: Actor, reason?: string): Promise<TournamentResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      // Sheet writes check the step of the day under the scoring lock: none is accepted after the step closes.
      await lockTournament(tx, id, 'scoring', 'exclusive');
      const before = await tx.tournament.findFirst({ where: { id, deletedAt: null }, include });
      if (!before) throw new NotFoundError('tournament', id);
      await claimVersion(tx.tournament, id, version, { entity: 'tournament', current: before.version });
      const check = checkStatusChange(before.status, status, reason);
      if (!check.ok) throw new RuleViolationError(check.code, check.message, check.code === 'REASON_REQUIRED' ? [{ field: 'reason', reason: text('REASON_TO_REOPEN') }] : []);
      const after = await tx.tournament.update({ where: { id }, data: { status }, include });
      // docs/rules/season-ranking.md: a result's club is the one the player played for, fixed when the tournament is
      // finished (a player who changes clubs later keeps it); a tournament finished again keeps the clubs fixed first.
      if (status === 'FINISHED') {
        await tx.$executeRaw`UPDATE tournament_entry e SET club_id = p.club_id FROM player p WHERE p.id = e.player_id AND e.tournament_id = ${id}::uuid AND e.club_id IS NULL`;
      }
      await this.audit.record(tx, {
        tournamentId: id,
        actor,
        action: check.direction === 'reopen' ? 'status.reopen' : 'status.forward',
        entity: 'tournament',
        entityId: id,
        before: { status: before.status },
        after: { status },
        reason,
      });
      return toTournamentResponse(after);
    });
  }

  async assignArbiter(id: string, accountId: string, actor: Actor, reason?: string): Promise<TournamentResponseDto> {
    return this.prisma.$transaction(async (tx) => {
      const t = await tx.tournament.findFirst({ where: { id, deletedAt: null } });
      if (!t) throw new NotFoundError('tournament', id);
      const account = await tx.account.findUnique({ where: { id: accountId } });
      if (!account || account.role !== 'ARBITER') {
        throw new InvalidInputError(text('NOT_AN_ARBITER_ACCOUNT'), [{ field: 'accountId', reason: text('MUST_BE_ARBITER_ACCOUNT') }]);
      }
      if (await tx.tournamentArbiter.findUnique({ where: { tournamentId_accountId: { tournamentId: id, accountId } } })) {
        throw new ConflictError('ALREADY_ASSIGNED', text('ALREADY_ASSIGNED'));
      }
      await tx.tournamentArbiter.create({ data: { tournamentId: id, accountId } });
      await tx.tournament.update({ where: { id }, data: NEXT_VERSION });
      await this.audit.record(tx, { tournamentId: id, actor, action: 'arbiter.assign', entity: 'tournament', entityId: id, after: { accountId }, reason });
      return toTournamentResponse(await tx.tournament.findUniqueOrThrow({ where: { id }, include }));
    });
  }

  async unassignArbiter(id: string, accountId: string, actor: Actor, reason?: string): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const res = await tx.tournamentArbiter.deleteMany({ where: { tournamentId: id, accountId } });
      if (res.count === 0) throw new NotFoundError('arbiter assignment', `${id}/${accountId}`);
      await tx.tournament.update({ where: { id }, data: NEXT_VERSION });
      await this.audit.record(tx, { tournamentId: id, actor, action: 'arbiter.unassign', entity: 'tournament', entityId: id, before: { accountId }, reason });
    });
  }
}
