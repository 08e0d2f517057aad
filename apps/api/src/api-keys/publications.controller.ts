import { Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { t } from '@greffier/messages';
import type { Request } from 'express';
import { ArchiveImportDto } from '../archives/archives.dto';
import { ArchivesService } from '../archives/archives.service';
import { ClubApiKeyOnly } from '../common/access.decorators';
import { type Actor, CurrentActor } from '../common/actor';
import { InvalidInputError } from '../common/domain-errors';
import { ApiController, Write } from '../common/routes';
import { ApiKeyGuard, CurrentKey } from './api-key.guard';
import type { VerifiedKey } from './api-keys.service';

/** On a federation server: a club's venue publishes a tournament, authenticated by the club's key (docs/federation.md). */
@ApiController('federation', 'publications')
export class PublicationsController {
  constructor(private readonly archives: ArchivesService) {}

  @ClubApiKeyOnly()
  @UseGuards(ApiKeyGuard)
  @Write(
    'post',
    '',
    ArchiveImportDto,
    'Publish a tournament',
    "A club's key (`Authorization: ApiKey <id>.<secret>`): imports the tournament's archive as POST /archives does (the same archive twice: unchanged; a newer one replaces the results; an older one 409 ARCHIVE_OLDER, which a venue takes as acknowledged), for a tournament its club organises only (403 PUBLICATION_OTHER_CLUB). An unknown key or a wrong secret gets 401 API_KEY_INVALID, a revoked key 401 API_KEY_REVOKED. The audit entry names the key and its club.",
    403,
    409,
    422,
  )
  @ApiConsumes('application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' }, description: 'The tournament\'s archive (docs/archive-format.md), as GET /tournaments/{id}/archive writes it' })
  publish(@Req() req: Request, @CurrentActor() actor: Actor, @CurrentKey() key: VerifiedKey): Promise<ArchiveImportDto> {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new InvalidInputError(t('ARCHIVE_BODY_REQUIRED'), [{ field: 'body', reason: t('ARCHIVE_BODY_REQUIRED') }], 'ARCHIVE_BODY_REQUIRED');
    return this.archives.import(body, actor, { keyId: key.id, keyLabel: key.label, clubId: key.clubId, clubName: key.clubName });
  }
}
