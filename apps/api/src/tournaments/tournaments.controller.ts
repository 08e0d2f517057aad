import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Doc, ApiETag, ApiProblems } from '../common/openapi';
import type { Response } from 'express';
import { OrganisersOnly, Public } from '../common/access.decorators';
import { BackupBeforeStep } from '../backups/backup-before-step';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { UuidParam } from '../common/params';
import { ExpectedVersion, etag } from '../common/versioning';
import { AssignArbiterDto, ChangeStatusDto, CreateTournamentDto, TournamentPageDto, TournamentQueryDto, TournamentResponseDto, UpdateTournamentDto } from './tournaments.dto';
import { TournamentsService } from './tournaments.service';
import { Location } from '../common/location';

@ApiTags('tournaments')
@Controller('tournaments')
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  /** Public: the calendar of tournaments. */
  @Public()
  @Get()
  @ApiOkResponse({ type: TournamentPageDto })
  @Doc('List the tournaments', "Public: the calendar of tournaments, the latest day first, paged and filtered by step (status), days (from, to: the tournament's date, both included) and organising club (clubId).")
  list(@Query() query: TournamentQueryDto) {
    return this.tournaments.list(query);
  }

  @Public()
  @Get(':tournamentId')
  @ApiOkResponse({ type: TournamentResponseDto })
  @Doc('Read a tournament', 'Public: one tournament with its arbiters; its ETag is the version to send back with a change.')
  @ApiETag()
  async get(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    const t = await this.tournaments.get(id);
    res.setHeader('ETag', etag(t.version));
    return t;
  }

  @OrganisersOnly()
  @Post()
  @Location('/tournaments/{id}')
  @ApiCreatedResponse({ type: TournamentResponseDto })
  @Doc('Create a tournament', 'Organisers only: creates a tournament (duplicate with the afternoon, or Pyramide) in the DRAFT step.')
  create(@Body() dto: CreateTournamentDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.tournaments.create(dto, actor, reason);
  }

  @OrganisersOnly()
  @Patch(':tournamentId')
  @ApiOkResponse({ type: TournamentResponseDto })
  @Doc('Change a tournament', 'Organisers only: changes its name, dates, place or settings; needs the version last read (If-Match).')
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
  @Post(':tournamentId/status')
  @HttpCode(200)
  @BackupBeforeStep('avant-cloture', (body) => (body as { status?: unknown } | undefined)?.status === 'FINISHED')
  @ApiOkResponse({ type: TournamentResponseDto })
  @Doc('Move a tournament to another step', 'Organisers only: moves the tournament along its steps; going back needs a reason; a move its state does not allow gets 409. Closing it (FINISHED) takes a backup just before (docs/backups.md).')
  changeStatus(
    @UuidParam('tournamentId') id: string,
    @ExpectedVersion() version: number,
    @Body() dto: ChangeStatusDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.tournaments.changeStatus(id, version, dto.status, actor, dto.reason);
  }

  @OrganisersOnly()
  @Post(':tournamentId/arbiters')
  @HttpCode(200)
  @ApiOkResponse({ type: TournamentResponseDto })
  @Doc('Assign an arbiter', 'Organisers only: lets an arbiter account work on this tournament (enter and correct its sheets).')
  @ApiProblems(409)
  assign(@UuidParam('tournamentId') id: string, @Body() dto: AssignArbiterDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.tournaments.assignArbiter(id, dto.accountId, actor, reason);
  }

  @OrganisersOnly()
  @Delete(':tournamentId/arbiters/:accountId')
  @HttpCode(204)
  @Doc('Unassign an arbiter', 'Organisers only: the arbiter no longer works on this tournament.')
  async unassign(
    @UuidParam('tournamentId') id: string,
    @UuidParam('accountId') accountId: string,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    await this.tournaments.unassignArbiter(id, accountId, actor, reason);
  }
}
