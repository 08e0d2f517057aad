import { Body, Get, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { DuplicateRankingDto, PublicSheetDto, RescoreResultDto, WorklistDto } from './duplicate-views.dto';
import { Doc, ApiCacheControl } from '../common/openapi';
import type { Request, Response } from 'express';
import { sendCachedJson } from '../common/http-cache';
import { OrganisersOnly, Public, TournamentStaff } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { RoundParam, UuidParam } from '../common/params';
import { pdf } from '../common/pdf-response';
import { ApiController, Create, PdfGet, Read, Write } from '../common/routes';
import { ExpectedVersion } from '../common/versioning';
import { DuplicateDocumentsService } from './documents.service';
import { AnswerPreviews } from './answer-preview';
import { AnswerPreviewDto, CreateDuplicateDto, DrawResponseDto, DuplicateResponseDto, PreparedDrawDto, ScoreAnswerDto } from './duplicate.dto';
import { DuplicateSessionService } from './duplicate-session.service';
import { DuplicateRankingService } from './ranking.service';
import { SheetViews } from './sheet-views';
import { SheetsService } from './sheets.service';

@ApiController('duplicate', 'tournaments/:tournamentId/duplicate')
export class DuplicateController {
  constructor(
    private readonly sessions: DuplicateSessionService,
    private readonly sheets: SheetsService,
    private readonly views: SheetViews,
    private readonly rankings: DuplicateRankingService,
    private readonly documents: DuplicateDocumentsService,
    private readonly previews: AnswerPreviews,
  ) {}

  /** Scores an answer to a coup without storing it: the arbiters' live points while they type a sheet. */
  @TournamentStaff()
  @Write('post', 'draws/:round/score', AnswerPreviewDto, 'Score an answer (live points)', 'Organisers and the tournament\'s arbiters: scores an answer to a coup without storing it, for the live points while a sheet is typed in.')
  score(@UuidParam('tournamentId') id: string, @RoundParam() round: number, @Body() dto: ScoreAnswerDto) {
    return this.previews.score(id, round, dto);
  }

  /** Public: a player's corrected sheet as the ranking counts it, with the progression coup by coup against the top. */
  @Public()
  @Read('ranking/:playerId', PublicSheetDto, 'A player\'s corrected sheet', 'Public: a player\'s sheet as the ranking counts it, with the progression coup by coup against the top.')
  publicSheet(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string) {
    return this.previews.publicSheet(id, playerId);
  }

  /** Public: a player's corrected sheet, printed. */
  @Public()
  @PdfGet('ranking/:playerId/corrected.pdf', 'A player\'s corrected sheet (PDF)', 'Public: the corrected sheet of one player, printed.')
  async publicCorrectedPdf(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.correctedSheet(id, playerId), 'feuille-corrigee.pdf');
  }

  /** Sets up the duplicate: its draws from a stored seed (30 by default) and the top of each. */
  @OrganisersOnly()
  @Create('', '/tournaments/:tournamentId/duplicate', DuplicateResponseDto, 'Set up the duplicate', 'Organisers only: draws the duplicate\'s coups from a stored seed (the Douai plan of 30 by default) and computes the top of each. Set up twice gets 409.', 409)
  create(@UuidParam('tournamentId') id: string, @Body() dto: CreateDuplicateDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.sessions.create(id, dto, actor, reason);
  }

  /** The draws with their tops: for the organiser and the tournament's arbiters only. */
  @TournamentStaff()
  @Read('', DuplicateResponseDto, 'Read the duplicate\'s draws', 'Organisers and the tournament\'s arbiters: the draws with their tops (never public: they would give the answers away).')
  get(@UuidParam('tournamentId') id: string) {
    return this.sessions.get(id);
  }

  /** Replaces a generated draw by a prepared one typed in, before any answer to it is entered. */
  @OrganisersOnly()
  @Write('put', 'draws/:round', DrawResponseDto, 'Replace a draw by a prepared one', 'Organisers only: replaces a generated draw by one typed in, before any answer to it is entered (409 after); needs the draw\'s version.')
  prepare(
    @UuidParam('tournamentId') id: string,
    @RoundParam() round: number,
    @ExpectedVersion() version: number,
    @Body() dto: PreparedDrawDto,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    return this.sessions.prepare(id, round, version, dto, actor, reason);
  }

  /** The arbiters' lunch-break worklist for the whole room (?all=true lists every sheet). */
  @TournamentStaff()
  @Read('worklist', WorklistDto, 'The arbiters\' worklist', 'Organisers and the tournament\'s arbiters: the counts and the sheets still to look at, with their flags; ?all=true lists every sheet.')
  @ApiQuery({ name: 'all', required: false, type: Boolean })
  worklist(@UuidParam('tournamentId') id: string, @Query('all') all?: string) {
    return this.views.worklist(id, all === 'true');
  }

  /** Scores every sheet again (after rulings changed, for instance). */
  @TournamentStaff()
  @Write('post', 'rescore', RescoreResultDto, 'Score every sheet again', 'Organisers and the tournament\'s arbiters: scores every sheet again (after rulings changed, for instance).')
  rescore(@UuidParam('tournamentId') id: string, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.sheets.rescoreAll(id, actor, reason);
  }

  /** Public: the ranking with every tie-break column and reason; "provisional" until every sheet is checked. */
  @Public()
  @Get('ranking')
  @Doc(
    'The duplicate ranking',
    'Public: the ranking with every tie-break column and reason; "provisional" until every sheet is checked. Its ETag is a digest of the ranking, the same from every server: send it back as If-None-Match to get 304 while the ranking is unchanged.',
  )
  @ApiOkResponse({ type: DuplicateRankingDto, headers: { ETag: { description: 'The state of the ranking', schema: { type: 'string' } } } })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a ranking already read: 304 when it is still the current one' })
  @ApiResponse({ status: 304, description: 'Not modified: the ranking is the one of the ETag sent' })
  @ApiCacheControl('no-cache')
  async ranking(@UuidParam('tournamentId') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendCachedJson(req, res, await this.rankings.cached(id));
  }

  @Public()
  @PdfGet('documents/ranking.pdf', 'The duplicate ranking (PDF)', 'Public: the ranking, printed.')
  async rankingPdf(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.ranking(id), 'classement-duplicate.pdf');
  }

  @TournamentStaff()
  @PdfGet('documents/answer-sheets.pdf', 'Blank answer sheets (PDF)', 'Organisers and the tournament\'s arbiters: every player\'s answer sheet to print, with their names and numbers.', 'no-store')
  async answerSheetsPdf(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.answerSheets(id), 'feuilles-de-reponses.pdf');
  }

  @TournamentStaff()
  @PdfGet('documents/draws.pdf', 'The draws and tops (PDF)', 'Organisers and the tournament\'s arbiters: the arbiters\' sheet of the draws with their tops.', 'no-store')
  async drawsPdf(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.drawsSheet(id), 'tirages-arbitres.pdf');
  }
}
