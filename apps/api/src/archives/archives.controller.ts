import { Get, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import { t } from '@greffier/messages';
import type { Request, Response } from 'express';
import { OrganisersOnly } from '../common/access.decorators';
import { type Actor, CurrentActor } from '../common/actor';
import { InvalidInputError } from '../common/domain-errors';
import { Doc } from '../common/openapi';
import { UuidParam } from '../common/params';
import { ApiController, Write } from '../common/routes';
import { ArchiveImportDto } from './archives.dto';
import { ArchivesService } from './archives.service';

/** A whole tournament in one sealed file, and its import into another instance (docs/archive-format.md). */
@OrganisersOnly()
@ApiController('archives')
export class ArchivesController {
  constructor(private readonly archives: ArchivesService) {}

  @Get('tournaments/:tournamentId/archive')
  @ApiProduces('application/json')
  @Doc('Archive a tournament', 'Organisers only: the whole tournament in one file (docs/archive-format.md): its players and clubs, draws and seeds, sheets with their history, rulings, matches, Pyramide games and sheets, the audit trail, sealed by its SHA-256.')
  async archive(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const { file, name } = await this.archives.export(id);
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    return new StreamableFile(Buffer.from(file, 'utf8'));
  }

  @Write(
    'post',
    'archives',
    ArchiveImportDto,
    'Import a tournament archive',
    'Organisers only: imports an archive in one transaction. The same archive twice changes nothing (outcome unchanged); a newer archive of the same tournament replaces its results and records what changed in the audit trail; players are matched by licence and clubs by federation code, never duplicated. A damaged, truncated or foreign file gets 400 and nothing is written; an older archive 409 ARCHIVE_OLDER.',
    409,
    422,
  )
  @ApiConsumes('application/octet-stream', 'application/json')
  @ApiBody({ schema: { type: 'string', format: 'binary' }, description: 'The archive file as it was downloaded' })
  import(@Req() req: Request, @CurrentActor() actor: Actor): Promise<ArchiveImportDto> {
    const body: unknown = req.body;
    const empty = Buffer.isBuffer(body) ? body.length === 0 : body === null || typeof body !== 'object' || Object.keys(body).length === 0;
    if (empty) throw new InvalidInputError(t('ARCHIVE_BODY_REQUIRED'), [{ field: 'body', reason: t('ARCHIVE_BODY_REQUIRED') }], 'ARCHIVE_BODY_REQUIRED');
    return this.archives.import(body as Buffer | object, actor);
  }
}
