import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public, Roles } from '../auth/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../auth/actor';
import { UuidParam } from '../common/params';
import { ExpectedVersion, etag } from '../common/versioning';
import { AssignArbiterDto, ChangeStatusDto, CreateTournamentDto, TournamentResponseDto, UpdateTournamentDto } from './tournaments.dto';
import { TournamentsService } from './tournaments.service';

@ApiTags('tournaments')
@Controller('tournaments')
export class TournamentsController {
  constructor(private readonly tournaments: TournamentsService) {}

  /** Public: the calendar of tournaments. */
  @Public()
  @Get()
  @ApiOkResponse({ type: [TournamentResponseDto] })
  list() {
    return this.tournaments.list();
  }

  @Public()
  @Get(':tournamentId')
  @ApiOkResponse({ type: TournamentResponseDto })
  async get(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    const t = await this.tournaments.get(id);
    res.setHeader('ETag', etag(t.version));
    return t;
  }

  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Post()
  @ApiCreatedResponse({ type: TournamentResponseDto })
  create(@Body() dto: CreateTournamentDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.tournaments.create(dto, actor, reason);
  }

  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Patch(':tournamentId')
  @ApiOkResponse({ type: TournamentResponseDto })
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
  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Post(':tournamentId/status')
  @ApiOkResponse({ type: TournamentResponseDto })
  changeStatus(
    @UuidParam('tournamentId') id: string,
    @ExpectedVersion() version: number,
    @Body() dto: ChangeStatusDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.tournaments.changeStatus(id, version, dto.status, actor, dto.reason);
  }

  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Post(':tournamentId/arbiters')
  @ApiCreatedResponse({ type: TournamentResponseDto })
  assign(@UuidParam('tournamentId') id: string, @Body() dto: AssignArbiterDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.tournaments.assignArbiter(id, dto.accountId, actor, reason);
  }

  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Delete(':tournamentId/arbiters/:accountId')
  @HttpCode(204)
  async unassign(
    @UuidParam('tournamentId') id: string,
    @UuidParam('accountId') accountId: string,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    await this.tournaments.unassignArbiter(id, accountId, actor, reason);
  }
}
