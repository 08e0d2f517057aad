import { Body, Query } from '@nestjs/common';
import { OrganisersOnly } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { UuidParam } from '../common/params';
import { ApiController, Create, Read, Write } from '../common/routes';
import { ApiKeyDto, ApiKeyQueryDto, CreatedApiKeyDto, CreateApiKeyDto } from './api-keys.dto';
import { ApiKeysService } from './api-keys.service';

/** On a federation server: the clubs' keys to publish their tournaments with (docs/federation.md). Organisers only. */
@OrganisersOnly()
@ApiController('federation')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Create('clubs/:clubId/api-keys', '/api-keys/{id}', CreatedApiKeyDto, 'Create a club\'s key', 'Organisers only: a key for the club\'s venue to publish its tournaments here; the answer shows the key (`<id>.<secret>`) this once, only its hash is kept.')
  create(@UuidParam('clubId') clubId: string, @Body() dto: CreateApiKeyDto, @CurrentActor() actor: Actor): Promise<CreatedApiKeyDto> {
    return this.keys.create(clubId, dto.label, actor);
  }

  @Read('api-keys', [ApiKeyDto], 'List the clubs\' keys', 'Organisers only: every key (or one club\'s), the ones in use first; never their secrets.')
  list(@Query() query: ApiKeyQueryDto): Promise<ApiKeyDto[]> {
    return this.keys.list(query.clubId);
  }

  @Read('api-keys/:keyId', ApiKeyDto, 'Read a club\'s key', 'Organisers only: one key, never its secret.')
  get(@UuidParam('keyId') id: string): Promise<ApiKeyDto> {
    return this.keys.get(id);
  }

  @Write('post', 'api-keys/:keyId/revoke', ApiKeyDto, 'Revoke a club\'s key', 'Organisers only: the key stops working at once (its next publication gets 401 API_KEY_REVOKED); a key already revoked gets 409.', 409)
  revoke(@UuidParam('keyId') id: string, @CurrentActor() actor: Actor, @AuditReason() reason?: string): Promise<ApiKeyDto> {
    return this.keys.revoke(id, actor, reason);
  }
}
