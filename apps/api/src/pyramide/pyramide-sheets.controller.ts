import { Body, Query, Res } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import { CorrectedSheetDto, PyramideCorrectionPageDto, PyramideSheetDto } from './pyramide-views.dto';
import { PageQueryDto } from '../common/pagination.dto';
import type { Response } from 'express';
import { TournamentStaff } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { NumberParam, UuidParam } from '../common/params';
import { pdf } from '../common/pdf-response';
import { ApiController, PdfGet, Read, VersionedRead, Write } from '../common/routes';
import { etag, ExpectedVersion, OptionalVersion } from '../common/versioning';
import { CorrectionDto } from './pyramide.dto';
import { EnterScoreSheetDto } from './score-sheet.dto';
import { PyramideDocumentsService } from './pyramide-documents.service';
import { PyramideSheetsService } from './pyramide-sheets.service';

/** The feuilles de marque and their corrections: organisers and the tournament's arbiters. */
@TournamentStaff()
@ApiController('pyramide', 'tournaments/:tournamentId/pyramide/games/:game/tables/:table')
export class PyramideSheetsController {
  constructor(
    private readonly sheets: PyramideSheetsService,
    private readonly documents: PyramideDocumentsService,
  ) {}

  /** The sheet as stored, with its result; not entered yet: a blank sheet with the plan's teams. */
  @VersionedRead(
    'sheet',
    PyramideSheetDto,
    'Read a feuille de marque',
    'Organisers and the tournament\'s arbiters: the sheet as stored, with its result; not entered yet, a blank sheet with the plan\'s teams. Its ETag (once entered) is the version to send back.',
    'once the sheet is entered',
  )
  async get(
    @UuidParam('tournamentId') id: string,
    @NumberParam('game') game: number,
    @NumberParam('table') table: number,
    @Res({ passthrough: true }) res: Response,
  ) {
    const sheet = await this.sheets.get(id, game, table);
    if (sheet.version !== null) res.setHeader('ETag', etag(sheet.version));
    return sheet;
  }

  /** The feuille de marque on paper: blank (the plan's teams, the players' names) until it is entered, then filled with its marks and points. */
  @PdfGet('sheet.pdf', 'A feuille de marque (PDF)', 'Organisers and the tournament\'s arbiters: blank (the plan\'s teams, the players\' names) until it is entered, then filled with its marks and points.', 'no-store')
  async sheetPdf(
    @UuidParam('tournamentId') id: string,
    @NumberParam('game') game: number,
    @NumberParam('table') table: number,
    @Res({ passthrough: true }) res: Response,
  ) {
    return pdf(res, await this.documents.sheet(id, game, table), `feuille-de-marque-partie-${game}-table-${table}.pdf`);
  }

  /** The whole feuille de marque: every violation listed (422, nothing stored); sending it again changes nothing. */
  @Write('put', 'sheet', PyramideSheetDto, 'Enter a feuille de marque', 'Organisers and the tournament\'s arbiters: the whole sheet; every violation listed (422, nothing stored); sending it again changes nothing. Once entered, changes go through corrections (409).', 422)
  @ApiBody({ type: EnterScoreSheetDto })
  enter(
    @UuidParam('tournamentId') id: string,
    @NumberParam('game') game: number,
    @NumberParam('table') table: number,
    @OptionalVersion() version: number | undefined,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    return this.sheets.enter(id, game, table, body, version, actor, reason);
  }

  /** An arbiter's correction with its reason: a whole new sheet, or a late E; the version last read is required. */
  @Write('post', 'corrections', CorrectedSheetDto, 'Correct a feuille de marque', 'Organisers and the tournament\'s arbiters: an arbiter\'s correction with its reason: a whole new sheet, or a late E; the version last read is required.', 422)
  correct(
    @UuidParam('tournamentId') id: string,
    @NumberParam('game') game: number,
    @NumberParam('table') table: number,
    @ExpectedVersion() version: number,
    @Body() dto: CorrectionDto,
    @CurrentActor() actor: Actor,
  ) {
    return this.sheets.correct(id, game, table, dto, version, actor);
  }

  /** Every correction of the sheet: who, when, before, after, why. */
  @Read('corrections', PyramideCorrectionPageDto, 'A feuille de marque\'s corrections', 'Organisers and the tournament\'s arbiters: the corrections of the sheet, oldest first: who, when, before, after, why; paged like every list.')
  corrections(@UuidParam('tournamentId') id: string, @NumberParam('game') game: number, @NumberParam('table') table: number, @Query() query: PageQueryDto) {
    return this.sheets.corrections(id, game, table, query);
  }
}
