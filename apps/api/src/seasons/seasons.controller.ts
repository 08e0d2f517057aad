import { Body, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { OrganisersOnly, Public } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { PageQueryDto } from '../common/pagination.dto';
import { pdf } from '../common/pdf-response';
import { ApiController, Create, PdfGet, Read, Remove, VersionedRead, Write } from '../common/routes';
import { UuidParam } from '../common/params';
import { ExpectedVersion, withETag } from '../common/versioning';
import { exportFile, ExportGet, FormatParam } from '../exports/export-response';
import type { ExportFormat } from '../exports/export-table';
import { SeasonResultsService } from './season-results.service';
import { playerHistoryTable, seasonRankingTable } from './season-rows';
import { SeasonClubDto, CreateSeasonDto, SeasonPlayerHistoryDto, SeasonPageDto, SeasonQueryDto, SeasonRankingDto, SeasonResponseDto, UpdateSeasonDto } from './seasons.dto';
import { SeasonsService } from './seasons.service';


/** The seasons (docs/seasons.md): organisers set them up; their ranking and pages are public. */
@ApiController('seasons', 'seasons')
export class SeasonsController {
  constructor(
    private readonly seasons: SeasonsService,
    private readonly results: SeasonResultsService,
  ) {}

  @Public()
  @Read('', SeasonPageDto, 'List the seasons', 'Public: the seasons, the latest first, paged, each with its rule in words.')
  list(@Query() query: SeasonQueryDto) {
    return this.seasons.list(query);
  }

  @Public()
  @VersionedRead(':id', SeasonResponseDto, 'Read a season', 'Public: one season, its profile and parameters; its ETag is the version to send back with a change.')
  async get(@UuidParam('id') id: string, @Res({ passthrough: true }) res: Response) {
    return withETag(res, await this.seasons.get(id));
  }

  @OrganisersOnly()
  @Create('', '/seasons/{id}', SeasonResponseDto, 'Create a season', 'Organisers only: a name, a first and a last day, a profile (default places-table) and its parameters (docs/rules/season-ranking.md).')
  create(@Body() dto: CreateSeasonDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.seasons.create(dto, actor, reason);
  }

  @OrganisersOnly()
  @Write('patch', ':id', SeasonResponseDto, 'Change a season', 'Organisers only: changes the name, the days, the profile or its parameters (the ranking follows at once); needs the version last read (If-Match).')
  update(@UuidParam('id') id: string, @ExpectedVersion() version: number, @Body() dto: UpdateSeasonDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.seasons.update(id, version, dto, actor, reason);
  }

  @OrganisersOnly()
  @Remove(':id', 'Delete a season', 'Organisers only: removes a season (its tournaments stay); needs the version last read.')
  async remove(@UuidParam('id') id: string, @ExpectedVersion() version: number, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    await this.seasons.remove(id, version, actor, reason);
  }

  @Public()
  @Read(':id/ranking', SeasonRankingDto, 'The season ranking', 'Public: the players ranked by the sum of their best results in the finished tournaments dated within the season, paged; with the season\'s tournaments.')
  ranking(@UuidParam('id') id: string, @Query() query: PageQueryDto) {
    return this.results.ranking(id, query);
  }

  @Public()
  @PdfGet(':id/ranking.pdf', 'The season ranking (PDF)', 'Public: the season ranking on paper: the rule in words, the tournaments counted, every player with their points and tie-break.')
  async rankingPdf(@UuidParam('id') id: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.results.rankingPdf(id), 'classement-saison.pdf');
  }

  @Public()
  @Read(':id/players/:playerId', SeasonPlayerHistoryDto, 'A player\'s season', 'Public: each tournament of the season the player was registered in: duplicate rank and points, % of the top, final place, club, the points it is worth; and their season rank.')
  history(@UuidParam('id') id: string, @UuidParam('playerId') playerId: string) {
    return this.results.history(id, playerId);
  }

  @Public()
  @Read(':id/clubs/:clubId', SeasonClubDto, 'A club\'s season', 'Public: the players who played for the club in the season with their season rank and points, and the club\'s best-club cup in each tournament with poules.')
  club(@UuidParam('id') id: string, @UuidParam('clubId') clubId: string) {
    return this.results.club(id, clubId);
  }

  @Public()
  @ExportGet(':id/exports/ranking.:format', 'Export the season ranking', 'Public: the season ranking, one row per player with the points of each finished tournament, as CSV or JSON.')
  async exportRanking(@UuidParam('id') id: string, @FormatParam() format: ExportFormat, @Res({ passthrough: true }) res: Response) {
    const r = await this.results.results(id);
    const table = seasonRankingTable(this.results.rankingRows(r), r.tournaments.map((x) => x.tournament));
    return exportFile(res, table, format, 'classement-saison', 'public', { seasonId: id });
  }

  @Public()
  @ExportGet(':id/players/:playerId/exports/history.:format', 'Export a player\'s season', 'Public: the player\'s history in the season, one row per tournament, as CSV or JSON.')
  async exportHistory(@UuidParam('id') id: string, @UuidParam('playerId') playerId: string, @FormatParam() format: ExportFormat, @Res({ passthrough: true }) res: Response) {
    return exportFile(res, playerHistoryTable(await this.results.history(id, playerId)), format, 'historique-saison', 'public', { seasonId: id, playerId });
  }
}
