import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../auth/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../auth/actor';
import { UuidParam } from '../common/params';
import { ExpectedVersion } from '../common/versioning';
import { BulkEntriesDto, CreateEntryDto, EntryResponseDto } from './entries.dto';
import { EntriesService } from './entries.service';

@ApiTags('tournaments')
@Controller('tournaments/:tournamentId/entries')
export class EntriesController {
  constructor(private readonly entries: EntriesService) {}

  /** Public: the registered players with their table numbers. */
  @Public()
  @Get()
  @ApiOkResponse({ type: [EntryResponseDto] })
  list(@UuidParam('tournamentId') id: string) {
    return this.entries.list(id);
  }

  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Post()
  @ApiCreatedResponse({ type: EntryResponseDto })
  async register(@UuidParam('tournamentId') id: string, @Body() dto: CreateEntryDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return (await this.entries.register(id, [dto.playerId], dto.bib, actor, reason))[0];
  }

  /** Registers several players at once, numbered in the order given. */
  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Post('bulk')
  @ApiCreatedResponse({ type: [EntryResponseDto] })
  registerMany(@UuidParam('tournamentId') id: string, @Body() dto: BulkEntriesDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.entries.register(id, dto.playerIds, undefined, actor, reason);
  }

  /** Withdraws a player (kept listed, left out of what follows). */
  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Delete(':entryId')
  @ApiOkResponse({ type: EntryResponseDto })
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
