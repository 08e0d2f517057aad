import { Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public, TournamentStaff } from '../common/access.decorators';
import { UuidParam } from '../common/params';
import type { ClubGameKind } from '../generated/prisma/enums';
import { ClubGamesExportQueryDto } from './exports.dto';
import { exportFile, ExportGet, FormatParam } from './export-response';
import type { ExportFormat } from './export-table';
import { ExportsService } from './exports.service';
import { ApiController } from '../common/routes';

/** The results as files for a spreadsheet or another program (docs/exports.md): the same data as the PDFs, the same access. */
@ApiController('exports')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Public()
  @ExportGet('tournaments/:tournamentId/exports/duplicate-ranking.:format', 'Export the duplicate ranking', 'Public: the duplicate ranking with every tie-break column, as CSV or JSON; the players not counted and the sheets not typed in follow, unranked.')
  async duplicateRanking(@UuidParam('tournamentId') id: string, @FormatParam() format: ExportFormat, @Res({ passthrough: true }) res: Response) {
    return exportFile(res, await this.exports.duplicateRanking(id), format, 'classement-duplicate', 'public', { tournamentId: id });
  }

  @TournamentStaff()
  @ExportGet('tournaments/:tournamentId/exports/answer-sheets.:format', 'Export the answer sheets', 'Organisers and the tournament\'s arbiters: every answer sheet, one row per player and coup: the draw, the answer, its points, the top, the sheet\'s status and the coup\'s corrections.')
  async answerSheets(@UuidParam('tournamentId') id: string, @FormatParam() format: ExportFormat, @Res({ passthrough: true }) res: Response) {
    return exportFile(res, await this.exports.answerSheets(id), format, 'feuilles-de-reponses', 'staff', { tournamentId: id });
  }

  @TournamentStaff()
  @ExportGet('tournaments/:tournamentId/exports/matches.:format', 'Export the matches', 'Organisers and the tournament\'s arbiters: every match of the poules, one row each: the players, the points of each draw, the extra draws and sudden death, the winner and how the match was decided.')
  async matches(@UuidParam('tournamentId') id: string, @FormatParam() format: ExportFormat, @Res({ passthrough: true }) res: Response) {
    return exportFile(res, await this.exports.matches(id), format, 'matchs', 'staff', { tournamentId: id });
  }

  @Public()
  @ExportGet('tournaments/:tournamentId/exports/general-ranking.:format', 'Export the general ranking', 'Public: the general ranking (place, poule, place in the poule), as CSV or JSON.')
  async generalRanking(@UuidParam('tournamentId') id: string, @FormatParam() format: ExportFormat, @Res({ passthrough: true }) res: Response) {
    return exportFile(res, await this.exports.generalRanking(id), format, 'classement-general', 'public', { tournamentId: id });
  }

  @Public()
  @ExportGet('tournaments/:tournamentId/exports/best-club-cup.:format', 'Export the best-club cup', 'Public: the best-club cup, as CSV or JSON.')
  async bestClubCup(@UuidParam('tournamentId') id: string, @FormatParam() format: ExportFormat, @Res({ passthrough: true }) res: Response) {
    return exportFile(res, await this.exports.bestClubCup(id), format, 'coupe-du-meilleur-club', 'public', { tournamentId: id });
  }

  @Public()
  @ExportGet('tournaments/:tournamentId/exports/pyramide-standings.:format', 'Export the Pyramide standings', 'Public: the Pyramide standings over the games counted, with each game\'s total and the tie-breaks, as CSV or JSON.')
  async pyramideStandings(@UuidParam('tournamentId') id: string, @FormatParam() format: ExportFormat, @Res({ passthrough: true }) res: Response) {
    return exportFile(res, await this.exports.pyramideStandings(id), format, 'pyramide-classement', 'public', { tournamentId: id });
  }

  @Public()
  @ExportGet('tournaments/:tournamentId/exports/pyramide-sheets.:format', 'Export the Pyramide score sheets', 'Public: the feuilles de marque of every game seated, one row per game, table and player (and pair), with each event\'s points.')
  async pyramideSheets(@UuidParam('tournamentId') id: string, @FormatParam() format: ExportFormat, @Res({ passthrough: true }) res: Response) {
    return exportFile(res, await this.exports.pyramideSheets(id), format, 'pyramide-feuilles-de-marque', 'public', { tournamentId: id });
  }

  @Public()
  @ExportGet('clubs/:clubId/exports/games.:format', 'Export a club\'s evening games', 'Public: a club\'s evening games, one row per game and player with their place and points; ?on=YYYY-MM-DD for one evening, or from/to and kind as the list filters them.')
  async clubGames(@UuidParam('clubId') clubId: string, @FormatParam() format: ExportFormat, @Query() query: ClubGamesExportQueryDto, @Res({ passthrough: true }) res: Response) {
    const from = query.on ?? query.from;
    const to = query.on ?? query.to;
    const table = await this.exports.clubGamesOf(clubId, { kind: query.kind as ClubGameKind | undefined, from, to });
    return exportFile(res, table, format, query.on ? `soiree-${query.on}` : 'soirees', 'public', { clubId });
  }
}
