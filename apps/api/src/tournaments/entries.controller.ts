import { Body, Query } from '@nestjs/common';
import { OrganisersOnly, Public } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { UuidParam } from '../common/params';
import { ApiController, Create, Read, Write } from '../common/routes';
import { ExpectedVersion } from '../common/versioning';
import { BulkEntriesDto, CreateEntryDto, EntryPageDto, EntryQueryDto, EntryResponseDto } from './entries.dto';
import { EntriesService } from './entries.service';

@ApiController('tournaments', 'tournaments/:tournamentId/entries')
export class EntriesController {
  constructor(private readonly entries: EntriesService) {}

  /** Public: the registered players with their table numbers. */
  @Public()
  @Read('', EntryPageDto, 'List the entries', 'Public: the registered players with their table numbers (bibs), withdrawn ones marked; by table number, paged and filtered by withdrawn and by the players\' club.')
  list(@UuidParam('tournamentId') id: string, @Query() query: EntryQueryDto) {
    return this.entries.list(id, query);
  }

  @OrganisersOnly()
  @Create('', '/tournaments/:tournamentId/entries/{id}', EntryResponseDto, 'Register a player', 'Organisers only: enters a player, with a table number or the next free one; a player already entered or a number already taken gets 409.', 409)
  async register(@UuidParam('tournamentId') id: string, @Body() dto: CreateEntryDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return (await this.entries.register(id, [dto.playerId], dto.bib, actor, reason, 'playerId'))[0];
  }

  /** Registers several players at once, numbered in the order given. */
  @OrganisersOnly()
  @Create('bulk', '/tournaments/:tournamentId/entries', [EntryResponseDto], 'Register several players', 'Organisers only: enters several players at once, numbered in the order given.', 409)
  registerMany(@UuidParam('tournamentId') id: string, @Body() dto: BulkEntriesDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.entries.register(id, dto.playerIds, undefined, actor, reason);
  }

  /** Withdraws a player (kept listed, left out of what follows). */
  @OrganisersOnly()
  @Write('delete', ':entryId', EntryResponseDto, 'Withdraw a player', 'Organisers only: the player stays listed but is left out of what follows; needs the version last read.')
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
