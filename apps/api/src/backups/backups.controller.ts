import { createReadStream } from 'node:fs';
import { Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiProduces } from '@nestjs/swagger';
import type { Response } from 'express';
import { OrganisersOnly } from '../common/access.decorators';
import { type Actor, CurrentActor } from '../common/actor';
import { Doc } from '../common/openapi';
import { ApiController, Create, Read } from '../common/routes';
import { BackupDto, BackupPageDto, BackupQueryDto } from './backups.dto';
import { BackupsService } from './backups.service';

/** Backups taken while the server runs (docs/backups.md): organisers only. */
@OrganisersOnly()
@ApiController('backups', 'backups')
export class BackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Create('', '/backups/{name}', BackupDto, 'Take a backup', 'Organisers only: a consistent snapshot of the whole database, taken while the server runs, written to the backups folder (BACKUP_DIR).')
  take(@CurrentActor() actor: Actor): Promise<BackupDto> {
    return this.backups.take('manuelle', actor);
  }

  @Read('', BackupPageDto, 'List the backups', 'Organisers only: the backups of the folder, the latest first, with their time, kind and size; paged and filtered by kind.')
  list(@Query() query: BackupQueryDto): BackupPageDto {
    return this.backups.list(query);
  }

  @Get(':name')
  @ApiProduces('application/gzip')
  @Doc('Download a backup', 'Organisers only: one backup file, to keep elsewhere; `greffier restaure <fichier>` (docs/backups.md) restores it into a fresh instance.')
  download(@Param('name') name: string, @Res({ passthrough: true }) res: Response): StreamableFile {
    const path = this.backups.path(name);
    res.setHeader('Content-Type', 'application/gzip');
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'no-store');
    return new StreamableFile(createReadStream(path));
  }
}
