import { Body, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { OrganisersOnly, Public } from '../common/access.decorators';
import { BackupBeforeStep } from '../backups/backup-before-step';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { UuidParam } from '../common/params';
import { ApiController, Create, Read, Remove, VersionedRead, Write } from '../common/routes';
import { ExpectedVersion, withETag } from '../common/versioning';
import { AssignArbiterDto, ChangeStatusDto, CreateTournamentDto, TournamentPageDto, TournamentQueryDto, TournamentResponseDto, UpdateTournamentDto } from './tournaments.dto';
import { TournamentsService } from './tournaments.service';

@ApiController('tournaments', 'tournaments')
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  /** Public: the calendar of tournaments. */
  @Public()
  @Read('', TournamentPageDto, 'List the tournaments', "Public: the calendar of tournaments, the latest day first, paged and filtered by step (status), days (from, to: the tournament's date, both included) and organising club (clubId).")
  list(@Query() query: TournamentQueryDto) {
    return this.tournaments.list(query);
  }

  @Public()
  @VersionedRead(':tournamentId', TournamentResponseDto, 'Read a tournament', 'Public: one tournament with its arbiters; its ETag is the version to send back with a change.')
  async get(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    return withETag(res, await this.tournaments.get(id));
  }

  @OrganisersOnly()
  @Create('', '/tournaments/{id}', TournamentResponseDto, 'Create a tournament', 'Organisers only: creates a tournament (duplicate with the afternoon, or Pyramide) in the DRAFT step.')
  create(@Body() dto: CreateTournamentDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.tournaments.create(dto, actor, reason);
  }

  @OrganisersOnly()
  @Write('patch', ':tournamentId', TournamentResponseDto, 'Change a tournament', 'Organisers only: changes its name, dates, place or settings; needs the version last read (If-Match).')
  update(
    @UuidParam('tournamentId') id: string,
    @ExpectedVersion() version: number,
    @Body() dto: UpdateTournamentDto,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    return this.tournaments.update(id, version, dto, actor, reason);
  }

  /** Moves the tournament to another step; going back needs a reason. */
  @OrganisersOnly()
  @Write('post', ':tournamentId/status', TournamentResponseDto, 'Move a tournament to another step', 'Organisers only: moves the tournament along its steps; going back needs a reason; a move its state does not allow gets 409. Closing it (FINISHED) takes a backup just before (docs/backups.md).')
  @BackupBeforeStep('avant-cloture', (body) => (body as { status?: unknown } | undefined)?.status === 'FINISHED')
  changeStatus(
    @UuidParam('tournamentId') id: string,
    @ExpectedVersion() version: number,
    @Body() dto: ChangeStatusDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.tournaments.changeStatus(id, version, dto.status, actor, dto.reason);
  }

  @OrganisersOnly()
  @Write('post', ':tournamentId/arbiters', TournamentResponseDto, 'Assign an arbiter', 'Organisers only: lets an arbiter account work on this tournament (enter and correct its sheets).', 409)
  assign(@UuidParam('tournamentId') id: string, @Body() dto: AssignArbiterDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.tournaments.assignArbiter(id, dto.accountId, actor, reason);
  }

  @OrganisersOnly()
  @Remove(':tournamentId/arbiters/:accountId', 'Unassign an arbiter', 'Organisers only: the arbiter no longer works on this tournament.')
  async unassign(
    @UuidParam('tournamentId') id: string,
    @UuidParam('accountId') accountId: string,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    await this.tournaments.unassignArbiter(id, accountId, actor, reason);
  }
}
