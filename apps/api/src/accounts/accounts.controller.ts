import { Body, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { OrganisersOnly } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { UuidParam } from '../common/params';
import { ApiController, Create, Read, VersionedRead, VersionedWrite } from '../common/routes';
import { ExpectedVersion, withETag } from '../common/versioning';
import { AccountPageDto, AccountQueryDto, AccountResponseDto, CreateAccountDto, UpdateAccountDto } from './accounts.dto';
import { AccountsService } from './accounts.service';

@OrganisersOnly()
@ApiController('accounts', 'accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Create('', '/accounts/{id}', AccountResponseDto, 'Create an account', 'Organisers only: creates an organiser, arbiter or club account with its initial password. An e-mail already used gets 409.', 409)
  create(@Body() dto: CreateAccountDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.accounts.create(dto, actor, reason);
  }

  @Read('', AccountPageDto, 'List the accounts', 'Organisers only: the accounts by e-mail, disabled ones included, paged and filtered by role.')
  list(@Query() query: AccountQueryDto) {
    return this.accounts.list(query);
  }

  @VersionedRead(':id', AccountResponseDto, 'Read an account', 'Organisers only: one account; its ETag is the version to send back with a change.')
  async get(@UuidParam('id') id: string, @Res({ passthrough: true }) res: Response) {
    return withETag(res, await this.accounts.get(id));
  }

  @VersionedWrite('patch', ':id', AccountResponseDto, 'Change an account', 'Organisers only: role, club, display name, disabled; needs the version last read (If-Match).')
  async update(
    @UuidParam('id') id: string,
    @ExpectedVersion() version: number,
    @Body() dto: UpdateAccountDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
    @AuditReason() reason?: string,
  ) {
    return withETag(res, await this.accounts.update(id, version, dto, actor, reason));
  }
}
