import { Body, Controller, Get, Header, Param, ParseIntPipe, Post, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public, Roles, TournamentScoped } from '../auth/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../auth/actor';
import { InvalidInputError } from '../common/domain-errors';
import { UuidParam } from '../common/params';
import { ExpectedVersion } from '../common/versioning';
import { DuplicateDocumentsService } from './documents.service';
import { CreateDuplicateDto, DrawResponseDto, DuplicateResponseDto, PreparedDrawDto } from './duplicate.dto';
import { DuplicateSessionService } from './duplicate-session.service';
import { DuplicateRankingService } from './ranking.service';
import { SheetViews } from './sheet-views';
import { SheetsService } from './sheets.service';

export const RoundParam = () =>
  Param(
    'round',
    new ParseIntPipe({ exceptionFactory: () => new InvalidInputError('round must be a whole number', [{ field: 'round', reason: 'must be a whole number' }]) }),
  );

export function pdf(res: Response, buffer: Buffer, filename: string): StreamableFile {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
  return new StreamableFile(buffer);
}

@ApiTags('duplicate')
@Controller('tournaments/:tournamentId/duplicate')
export class DuplicateController {
  constructor(
    private readonly sessions: DuplicateSessionService,
    private readonly sheets: SheetsService,
    private readonly views: SheetViews,
    private readonly rankings: DuplicateRankingService,
    private readonly documents: DuplicateDocumentsService,
  ) {}

  /** Sets up the duplicate: its draws from a stored seed (30 by default) and the top of each. */
  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Post()
  @ApiCreatedResponse({ type: DuplicateResponseDto })
  create(@UuidParam('tournamentId') id: string, @Body() dto: CreateDuplicateDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.sessions.create(id, dto, actor, reason);
  }

  /** The draws with their tops: for the organiser and the tournament's arbiters only. */
  @ApiBearerAuth()
  @Roles('ORGANISER', 'ARBITER')
  @TournamentScoped()
  @Get()
  @ApiOkResponse({ type: DuplicateResponseDto })
  get(@UuidParam('tournamentId') id: string) {
    return this.sessions.get(id);
  }

  /** Replaces a generated draw by a prepared one typed in, before any answer to it is entered. */
  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Put('draws/:round')
  @ApiOkResponse({ type: DrawResponseDto })
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
  @ApiBearerAuth()
  @Roles('ORGANISER', 'ARBITER')
  @TournamentScoped()
  @Get('worklist')
  @ApiQuery({ name: 'all', required: false, type: Boolean })
  worklist(@UuidParam('tournamentId') id: string, @Query('all') all?: string) {
    return this.views.worklist(id, all === 'true');
  }

  /** Scores every sheet again (after rulings changed, for instance). */
  @ApiBearerAuth()
  @Roles('ORGANISER', 'ARBITER')
  @TournamentScoped()
  @Post('rescore')
  rescore(@UuidParam('tournamentId') id: string, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.sheets.rescoreAll(id, actor, reason);
  }

  /** Public: the ranking with every tie-break column and reason; "provisional" until every sheet is checked. */
  @Public()
  @Get('ranking')
  ranking(@UuidParam('tournamentId') id: string) {
    return this.rankings.ranking(id);
  }

  @Public()
  @Get('documents/ranking.pdf')
  @ApiProduces('application/pdf')
  async rankingPdf(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.ranking(id), 'classement-duplicate.pdf');
  }

  @ApiBearerAuth()
  @Roles('ORGANISER', 'ARBITER')
  @TournamentScoped()
  @Get('documents/answer-sheets.pdf')
  @ApiProduces('application/pdf')
  @Header('Cache-Control', 'no-store')
  async answerSheetsPdf(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.answerSheets(id), 'feuilles-de-reponses.pdf');
  }

  @ApiBearerAuth()
  @Roles('ORGANISER', 'ARBITER')
  @TournamentScoped()
  @Get('documents/draws.pdf')
  @ApiProduces('application/pdf')
  @Header('Cache-Control', 'no-store')
  async drawsPdf(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.drawsSheet(id), 'tirages-arbitres.pdf');
  }
}
