import { Body, Query, Res } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { GameResultsDto, PlayerHistoryDto, PyramideConfigDto, SeatedGameDto, SeatedGamePageDto, StandingsDto } from './pyramide-views.dto';
import { PageQueryDto } from '../common/pagination.dto';
import type { Response } from 'express';
import { t } from '@greffier/messages';
import { OrganisersOnly, Public } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { InvalidInputError } from '../common/domain-errors';
import { NumberParam, UuidParam } from '../common/params';
import { pdf } from '../common/pdf-response';
import { ApiController, Create, PdfGet, Read } from '../common/routes';
import { SetupPyramideDto } from './pyramide.dto';
import { PyramideDocumentsService } from './pyramide-documents.service';
import { PyramideResultsService } from './pyramide-results.service';
import { PyramideSetupService } from './pyramide-setup.service';

/** The size of a blank feuille de marque: a table of 4 (default) or of 3. */
function tableSize(size: string | undefined): 3 | 4 {
  if (size === undefined || size === '4') return 4;
  if (size === '3') return 3;
  throw new InvalidInputError(t('PYRAMIDE_BLANK_SHEET_SIZE'), [{ field: 'size', reason: t('PYRAMIDE_FOUR_OR_THREE') }]);
}

@ApiController('pyramide', 'tournaments/:tournamentId/pyramide')
export class PyramideController {
  constructor(
    private readonly setup: PyramideSetupService,
    private readonly results: PyramideResultsService,
    private readonly documents: PyramideDocumentsService,
  ) {}

  /** Sets up the Pyramide: formula, games, seed, and in doublette the pairs; 422 when the players cannot be seated. */
  @OrganisersOnly()
  @Create('', '/tournaments/:tournamentId/pyramide', PyramideConfigDto, 'Set up the Pyramide', 'Organisers only: formula, games, seed, and in doublette the pairs; 422 when the players cannot be seated, 409 once a game is seated.', 409, 422)
  create(@UuidParam('tournamentId') id: string, @Body() dto: SetupPyramideDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.setup.setup(id, dto, actor, reason);
  }

  /** Public: the configuration (formula, games planned and seated, seeds, pairs). */
  @Public()
  @Read('', PyramideConfigDto, 'The Pyramide\'s configuration', 'Public: formula, games planned and seated, seeds, pairs.')
  get(@UuidParam('tournamentId') id: string) {
    return this.setup.get(id);
  }

  /** Seats the next game: game 1 drawn from the seed, then the regulation's rotation or the computed one (which, why, repeats). */
  @OrganisersOnly()
  @Create('games', '/tournaments/:tournamentId/pyramide/games/{number}', SeatedGameDto, 'Seat the next game', 'Organisers only: game 1 drawn from the seed, then the regulation\'s rotation or the computed one (which one, why, the repeats). 409 while the previous game\'s sheets are not all in, or once every game is seated.', 409, 422)
  seat(@UuidParam('tournamentId') id: string, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.setup.seatNext(id, actor, reason);
  }

  /** Public: the seating plans of the games seated. */
  @Public()
  @Read('games', SeatedGamePageDto, 'The games seated', 'Public: the seating plans of the games seated, in their order, paged like every list.')
  games(@UuidParam('tournamentId') id: string, @Query() query: PageQueryDto) {
    return this.setup.games(id, query);
  }

  /** Public: one game's seating, and each table's plan: who is Dico or Syno with whom at each enigma and event. */
  @Public()
  @Read('games/:game', SeatedGameDto, 'One game\'s seating', 'Public: one game\'s seating, and each table\'s plan: who is Dico or Syno with whom at each enigma and event.')
  game(@UuidParam('tournamentId') id: string, @NumberParam('game') game: number) {
    return this.setup.game(id, game);
  }

  /** Public: each table's result (once its sheet is entered) and the game's ranking. */
  @Public()
  @Read('games/:game/results', GameResultsDto, 'One game\'s results', 'Public: each table\'s result (once its sheet is entered) and the game\'s ranking.')
  gameResults(@UuidParam('tournamentId') id: string, @NumberParam('game') game: number) {
    return this.results.game(id, game);
  }

  /** Public: the standings over the games whose sheets are all in, with the tie-breaks and their reasons. */
  @Public()
  @Read('standings', StandingsDto, 'The Pyramide standings', 'Public: the standings over the games whose sheets are all in, with the tie-breaks and their reasons.')
  standings(@UuidParam('tournamentId') id: string) {
    return this.results.standings(id);
  }

  /** Public: a blank feuille de marque to print, for a table of 4 (default) or of 3, in the tournament's formula. */
  @Public()
  @PdfGet('blank-sheet.pdf', 'A blank feuille de marque (PDF)', 'Public: a blank feuille de marque to print, for a table of 4 (default) or of 3, in the tournament\'s formula.')
  @ApiQuery({ name: 'size', required: false, enum: ['4', '3'], description: 'players at the table (default 4)' })
  async blankSheetPdf(@UuidParam('tournamentId') id: string, @Query('size') size: string | undefined, @Res({ passthrough: true }) res: Response) {
    const players = tableSize(size);
    return pdf(res, await this.documents.blankSheet(id, players), `feuille-de-marque-table-de-${players}.pdf`);
  }

  /** Public: a game's seating plan on paper: the tables, who is Dico or Syno with whom, the rotation and its repeats. */
  @Public()
  @PdfGet('games/:game/seating.pdf', 'A game\'s seating plan (PDF)', 'Public: the tables, who is Dico or Syno with whom, the rotation and its repeats.')
  async seatingPdf(@UuidParam('tournamentId') id: string, @NumberParam('game') game: number, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.seating(id, game), `plan-de-table-partie-${game}.pdf`);
  }

  /** Public: the standings on paper, with each game's points, the bonus, the solutions and the tie-break reasons. */
  @Public()
  @PdfGet('standings.pdf', 'The Pyramide standings (PDF)', 'Public: the standings on paper, with each game\'s points, the bonus, the solutions and the tie-break reasons.')
  async standingsPdf(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.standings(id), 'classement-pyramide.pdf');
  }

  /** Public: a player's games, partners and opponents. */
  @Public()
  @Read('players/:playerId/history', PlayerHistoryDto, 'A player\'s games', 'Public: a player\'s games, partners and opponents, and scores.')
  history(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string) {
    return this.setup.history(id, playerId);
  }
}
