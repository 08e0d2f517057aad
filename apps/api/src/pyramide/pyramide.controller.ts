import { Body, Controller, Get, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../auth/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../auth/actor';
import { InvalidInputError } from '../common/domain-errors';
import { UuidParam } from '../common/params';
import { SetupPyramideDto } from './pyramide.dto';
import { PyramideResultsService } from './pyramide-results.service';
import { PyramideSetupService } from './pyramide-setup.service';

/** A whole-number route parameter (a game, a table): anything else is a 400 naming it. */
export const NumberParam = (name: string) =>
  Param(name, new ParseIntPipe({ exceptionFactory: () => new InvalidInputError(`${name} must be a whole number`, [{ field: name, reason: 'must be a whole number' }]) }));

@ApiTags('pyramide')
@Controller('tournaments/:tournamentId/pyramide')
export class PyramideController {
  constructor(
    private readonly setup: PyramideSetupService,
    private readonly results: PyramideResultsService,
  ) {}

  /** Sets up the Pyramide: formula, games, seed, and in doublette the pairs; 422 when the players cannot be seated. */
  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Post()
  @ApiCreatedResponse({ description: 'The configuration, with its seeds and pairs' })
  create(@UuidParam('tournamentId') id: string, @Body() dto: SetupPyramideDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.setup.setup(id, dto, actor, reason);
  }

  /** Public: the configuration (formula, games planned and seated, seeds, pairs). */
  @Public()
  @Get()
  get(@UuidParam('tournamentId') id: string) {
    return this.setup.get(id);
  }

  /** Seats the next game: game 1 drawn from the seed, then the regulation's rotation or the computed one (which, why, repeats). */
  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Post('games')
  @ApiCreatedResponse({ description: 'The game seated, with each table\'s plan' })
  seat(@UuidParam('tournamentId') id: string, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.setup.seatNext(id, actor, reason);
  }

  /** Public: the seating plans of the games seated. */
  @Public()
  @Get('games')
  games(@UuidParam('tournamentId') id: string) {
    return this.setup.games(id);
  }

  /** Public: one game's seating, and each table's plan: who is Dico or Syno with whom at each enigma and event. */
  @Public()
  @Get('games/:game')
  game(@UuidParam('tournamentId') id: string, @NumberParam('game') game: number) {
    return this.setup.game(id, game);
  }

  /** Public: each table's result (once its sheet is entered) and the game's ranking. */
  @Public()
  @Get('games/:game/results')
  @ApiOkResponse({ description: 'Per table results and the game ranking' })
  gameResults(@UuidParam('tournamentId') id: string, @NumberParam('game') game: number) {
    return this.results.game(id, game);
  }

  /** Public: the standings over the games whose sheets are all in, with the tie-breaks and their reasons. */
  @Public()
  @Get('standings')
  standings(@UuidParam('tournamentId') id: string) {
    return this.results.standings(id);
  }

  /** Public: a player's games, partners and opponents. */
  @Public()
  @Get('players/:playerId/history')
  history(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string) {
    return this.setup.history(id, playerId);
  }
}
