import { Body, Query } from '@nestjs/common';
import { Public, TournamentStaff } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { UuidParam } from '../common/params';
import { ApiController, Create, Read, Remove } from '../common/routes';
import { ExpectedVersion } from '../common/versioning';
import { CreateRulingDto, RulingPageDto, RulingQueryDto, RulingResponseDto } from './rulings.dto';
import { RulingsService } from './rulings.service';

@ApiController('tournaments', 'tournaments/:tournamentId/rulings')
export class RulingsController {
  constructor(private readonly rulings: RulingsService) {}

  /** Public: the words admitted or refused for this tournament, shown in its documents. */
  @Public()
  @Read('', RulingPageDto, 'List the word rulings', 'Public: the words admitted or refused for this tournament by its arbiters, shown in its documents; in the order of the words, paged and filtered by decision.')
  list(@UuidParam('tournamentId') tournamentId: string, @Query() query: RulingQueryDto) {
    return this.rulings.list(tournamentId, query);
  }

  @TournamentStaff()
  @Create('', '/tournaments/:tournamentId/rulings/{id}', RulingResponseDto, 'Rule on a word', 'Organisers and the tournament\'s arbiters: admits or refuses a word for this tournament; the sheets are scored again. A word already ruled on gets 409.', 409)
  create(
    @UuidParam('tournamentId') tournamentId: string,
    @Body() dto: CreateRulingDto,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    return this.rulings.create(tournamentId, dto, actor, reason);
  }

  @TournamentStaff()
  @Remove(':id', 'Remove a ruling', 'Organisers and the tournament\'s arbiters: removes a ruling (the lexicon decides again); needs the version last read.')
  async remove(
    @UuidParam('tournamentId') tournamentId: string,
    @UuidParam('id') id: string,
    @ExpectedVersion() version: number,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    await this.rulings.remove(tournamentId, id, version, actor, reason);
  }
}
