import { Body, Param, Query, Res } from '@nestjs/common';
import { SheetChangePageDto, SheetPageDto, SheetResponseDto } from './duplicate-views.dto';
import type { Response } from 'express';
import { TournamentStaff } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { InvalidInputError } from '../common/domain-errors';
import { RoundParam, UuidParam } from '../common/params';
import { pdf } from '../common/pdf-response';
import { ApiController, PdfGet, Read, VersionedRead, VersionedWrite, Write } from '../common/routes';
import { withETag } from '../common/versioning';
import { DuplicateDocumentsService } from './documents.service';
import { CorrectAnswerDto, EnterAnswerDto, EnterSheetDto, RevertDto, SheetChangeQueryDto, SheetQueryDto, SheetStatusDto } from './duplicate.dto';
import { OptionalVersion } from '../common/versioning';
import { SheetViews } from './sheet-views';
import { SheetsService } from './sheets.service';
import { t } from '@greffier/messages';

/** Entry and correction of the answer sheets: organisers and the tournament's arbiters. */
@TournamentStaff()
@ApiController('duplicate', 'tournaments/:tournamentId/duplicate/sheets')
export class SheetsController {
  constructor(
    private readonly sheets: SheetsService,
    private readonly views: SheetViews,
    private readonly documents: DuplicateDocumentsService,
  ) {}

  @Read('', SheetPageDto, 'List the answer sheets', 'Organisers and the tournament\'s arbiters: the sheets typed in, scored, by table number; paged and filtered by status.')
  list(@UuidParam('tournamentId') id: string, @Query() query: SheetQueryDto) {
    return this.views.sheets(id, query);
  }

  @VersionedRead(':playerId', SheetResponseDto, 'Read an answer sheet', 'Organisers and the tournament\'s arbiters: one sheet, scored; its ETag is the version to send back with a change.')
  async get(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string, @Res({ passthrough: true }) res: Response) {
    return withETag(res, await this.views.sheet(id, playerId));
  }

  /** The whole sheet in one request; sending it again changes nothing. */
  @VersionedWrite('put', ':playerId', SheetResponseDto, 'Enter a whole answer sheet', 'Organisers and the tournament\'s arbiters: the whole sheet in one request; sending it again changes nothing. A sheet that exists needs its version (If-Match).')
  async enterSheet(
    @UuidParam('tournamentId') id: string,
    @UuidParam('playerId') playerId: string,
    @OptionalVersion() version: number | undefined,
    @Body() dto: EnterSheetDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
    @AuditReason() reason?: string,
  ) {
    return withETag(res, await this.sheets.enterSheet(id, playerId, dto, version, actor, reason));
  }

  /** One coup as it is typed in; sending it again changes nothing. */
  @Write('put', ':playerId/answers/:round', SheetResponseDto, 'Enter one coup of a sheet', 'Organisers and the tournament\'s arbiters: one coup as it is typed in; sending it again changes nothing.')
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
  @Write('patch', ':playerId/answers/:round', SheetResponseDto, 'Correct one coup', 'Organisers and the tournament\'s arbiters: an arbiter\'s correction of one coup, the answer or the points forced, with the reason kept in the sheet\'s history.')
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

  @Write('post', ':playerId/status', SheetResponseDto, 'Change a sheet\'s status', 'Organisers and the tournament\'s arbiters: entered, corrected by the pair, checked; or not counted (incomplete, unreadable).')
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
  @Read(':playerId/changes', SheetChangePageDto, 'A sheet\'s history', 'Organisers and the tournament\'s arbiters: the changes of the sheet\'s answers, oldest first: who, when, before, after, why; paged and filtered by coup (round).')
  changes(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string, @Query() query: SheetChangeQueryDto) {
    return this.views.changes(id, playerId, query);
  }

  @Write('post', ':playerId/changes/:changeId/revert', SheetResponseDto, 'Revert a change', 'Organisers and the tournament\'s arbiters: undoes one change of the history, with a reason (a change that was already reverted gets 409).')
  revert(
    @UuidParam('tournamentId') id: string,
    @UuidParam('playerId') playerId: string,
    @Param('changeId') changeId: string,
    @OptionalVersion() version: number | undefined,
    @Body() dto: RevertDto,
    @CurrentActor() actor: Actor,
  ) {
    if (!/^\d{1,18}$/.test(changeId)) throw new InvalidInputError(t('PARAM_NOT_INTEGER', { name: 'changeId' }), [{ field: 'changeId', reason: t('NOT_INTEGER') }]);
    return this.sheets.revert(id, playerId, BigInt(changeId), version, dto.reason, actor);
  }

  @PdfGet(':playerId/answer-sheet.pdf', 'A player\'s blank answer sheet (PDF)', 'Organisers and the tournament\'s arbiters: one player\'s answer sheet to print.')
  async answerSheetPdf(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.answerSheets(id, playerId), 'feuille-de-reponses.pdf');
  }

  @PdfGet(':playerId/corrected.pdf', 'A player\'s corrected sheet (PDF)', 'Organisers and the tournament\'s arbiters: one player\'s corrected sheet, printed.')
  async correctedPdf(@UuidParam('tournamentId') id: string, @UuidParam('playerId') playerId: string, @Res({ passthrough: true }) res: Response) {
    return pdf(res, await this.documents.correctedSheet(id, playerId), 'feuille-corrigee.pdf');
  }
}
