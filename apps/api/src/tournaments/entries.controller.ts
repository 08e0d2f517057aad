import { Body, Controller, Delete, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Doc, ApiProblems } from '../common/openapi';
import { OrganisersOnly, Public } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { UuidParam } from '../common/params';
import { ExpectedVersion } from '../common/versioning';
import { BulkEntriesDto, CreateEntryDto, EntryPageDto, EntryQueryDto, EntryResponseDto } from './entries.dto';
import { EntriesService } from './entries.service';
import { Location } from '../common/location';

@ApiTags('tournaments')
@Controller('tournaments/:tournamentId/entries')
export class EntriesController {
  constructor(private readonly entries: EntriesService) {}

  /** Public: the registered players with their table numbers. */
  @Public()
  @Get()
  @ApiOkResponse({ type: EntryPageDto })
  @Doc('List the entries', 'Public: the registered players with their table numbers (bibs), withdrawn ones marked; by table number, paged and filtered by withdrawn and by the players\' club.')
  list(@UuidParam('tournamentId') id: string, @Query() query: EntryQueryDto) {
    return this.entries.list(id, query);
  }

  @OrganisersOnly()
  @Post()
  @Location('/tournaments/:tournamentId/entries/{id}')
  @ApiCreatedResponse({ type: EntryResponseDto })
  @Doc('Register a player', 'Organisers only: enters a player, with a table number or the next free one; a player already entered or a number already taken gets 409.')
  @ApiProblems(409)
  async register(@UuidParam('tournamentId') id: string, @Body() dto: CreateEntryDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return (await this.entries.register(id, [dto.playerId], dto.bib, actor, reason, 'playerId'))[0];
  }

  /** Registers several players at once, numbered in the order given. */
  @OrganisersOnly()
  @Post('bulk')
  @Location('/tournaments/:tournamentId/entries')
  @ApiCreatedResponse({ type: [EntryResponseDto] })
  @Doc('Register several players', 'Organisers only: enters several players at once, numbered in the order given.')
  @ApiProblems(409)
  registerMany(@UuidParam('tournamentId') id: string, @Body() dto: BulkEntriesDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.entries.register(id, dto.playerIds, undefined, actor, reason);
  }

  /** Withdraws a player (kept listed, left out of what follows). */
  @OrganisersOnly()
  @Delete(':entryId')
  @ApiOkResponse({ type: EntryResponseDto })
  @Doc('Withdraw a player', 'Organisers only: the player stays listed but is left out of what follows; needs the version last read.')
  withdraw(
    @UuidParam('tournamentId') id: string,
    @UuidParam('entryId') entryId: string,
    @ExpectedVersion() version: number,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    return this.entries.withdraw(id, entryId, version, actor, reason);
  }
}
