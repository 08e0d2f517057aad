import { Body, Controller, Get, Param, Patch, Post, Put, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles, TournamentScoped } from '../auth/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../auth/actor';
import { InvalidInputError } from '../common/domain-errors';
import { UuidParam } from '../common/params';
import { etag } from '../common/versioning';
import { DuplicateDocumentsService } from './documents.service';
import { pdf, RoundParam } from './duplicate.controller';
import { CorrectAnswerDto, EnterAnswerDto, EnterSheetDto, RevertDto, SheetStatusDto } from './duplicate.dto';
import { OptionalVersion } from '../common/versioning';
import { SheetViews } from './sheet-views';
import { SheetsService } from './sheets.service';

/** Entry and correction of the answer sheets: organisers and the tournament's arbiters. */
@ApiTags('duplicate')
@ApiBearerAuth()
@Roles('ORGANISER', 'ARBITER')
@TournamentScoped()
@Controller('tournaments/:tournamentId/duplicate/sheets')
export class SheetsController {
  constructor(
    private readonly sheets: SheetsService,
    private readonly views: SheetViews,
    private readonly documents: DuplicateDocumentsService,
  ) {}

  @Get()
  list(@UuidParam('tournamentId') id: string) {
    return this.views.sheets(id);
  }

  @Get(':playerId')
  async get(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string, @Res({ passthrough: true }) res: Response) {
    const sheet = await this.views.sheet(id, playerId);
    res.setHeader('ETag', etag(sheet.version));
    return sheet;
  }

  /** The whole sheet in one request; sending it again changes nothing. */
  @Put(':playerId')
  enterSheet(
    @UuidParam('tournamentId') id: string,
    @UuidParam('playerId') playerId: string,
    @OptionalVersion() version: number | undefined,
    @Body() dto: EnterSheetDto,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    return this.sheets.enterSheet(id, playerId, dto, version, actor, reason);
  }

  /** One coup as it is typed in; sending it again changes nothing. */
  @Put(':playerId/answers/:round')
  enterAnswer(
    @UuidParam('tournamentId') id: string,
    @UuidParam('playerId') playerId: string,
    @RoundParam() round: number,
    @OptionalVersion() version: number | undefined,
    @Body() dto: EnterAnswerDto,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    return this.sheets.enterAnswer(id, playerId, round, dto, version, actor, reason);
  }

  /** An arbiter's correction of one coup: the answer, or the points forced, with the reason. */
  @Patch(':playerId/answers/:round')
  correct(
    @UuidParam('tournamentId') id: string,
    @UuidParam('playerId') playerId: string,
    @RoundParam() round: number,
    @OptionalVersion() version: number | undefined,
    @Body() dto: CorrectAnswerDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.sheets.correct(id, playerId, round, dto, version, actor);
  }

  @Post(':playerId/status')
  status(
    @UuidParam('tournamentId') id: string,
    @UuidParam('playerId') playerId: string,
    @OptionalVersion() version: number | undefined,
    @Body() dto: SheetStatusDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.sheets.setStatus(id, playerId, dto, version, actor);
  }

  /** Every change of the sheet's answers: who, when, before, after, why. */
  @Get(':playerId/changes')
  changes(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string) {
    return this.views.changes(id, playerId);
  }

  @Post(':playerId/changes/:changeId/revert')
  revert(
    @UuidParam('tournamentId') id: string,
    @UuidParam('playerId') playerId: string,
    @Param('changeId') changeId: string,
    @OptionalVersion() version: number | undefined,
    @Body() dto: RevertDto,
    @CurrentActor() actor: Actor,
  ) {
    if (!/^\d{1,18}$/.test(changeId)) throw new InvalidInputError('changeId must be a whole number', [{ field: 'changeId', reason: 'must be a whole number' }]);
    return this.sheets.revert(id, playerId, BigInt(changeId), version, dto.reason, actor);
  }

  @Get(':playerId/answer-sheet.pdf')
  @ApiProduces('application/pdf')
  async answerSheetPdf(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.answerSheets(id, playerId), 'feuille-de-reponses.pdf');
  }

  @Get(':playerId/corrected.pdf')
  @ApiProduces('application/pdf')
  async correctedPdf(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.correctedSheet(id, playerId), 'feuille-corrigee.pdf');
  }
}
