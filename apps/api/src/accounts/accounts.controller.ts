import { Body, Controller, Get, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Doc, ApiETag, ApiProblems } from '../common/openapi';
import type { Response } from 'express';
import { OrganisersOnly } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { UuidParam } from '../common/params';
import { ExpectedVersion, etag } from '../common/versioning';
import { AccountPageDto, AccountQueryDto, AccountResponseDto, CreateAccountDto, UpdateAccountDto } from './accounts.dto';
import { AccountsService } from './accounts.service';
import { Location } from '../common/location';

@ApiTags('accounts')
@OrganisersOnly()
@Controller('accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Post()
  @Location('/accounts/{id}')
  @ApiCreatedResponse({ type: AccountResponseDto })
  @Doc('Create an account', 'Organisers only: creates an organiser, arbiter or club account with its initial password. An e-mail already used gets 409.')
  @ApiProblems(409)
  create(@Body() dto: CreateAccountDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.accounts.create(dto, actor, reason);
  }

  @Get()
  @ApiOkResponse({ type: AccountPageDto })
  @Doc('List the accounts', 'Organisers only: the accounts by e-mail, disabled ones included, paged and filtered by role.')
  list(@Query() query: AccountQueryDto) {
    return this.accounts.list(query);
  }

  @Get(':id')
  @ApiOkResponse({ type: AccountResponseDto })
  @Doc('Read an account', 'Organisers only: one account; its ETag is the version to send back with a change.')
  @ApiETag()
  async get(@UuidParam('id') id: string, @Res({ passthrough: true }) res: Response) {
    const account = await this.accounts.get(id);
    res.setHeader('ETag', etag(account.version));
    return account;
  }

  @Patch(':id')
  @ApiOkResponse({ type: AccountResponseDto })
  @Doc('Change an account', 'Organisers only: role, club, display name, disabled; needs the version last read (If-Match).')
  @ApiETag()
  async update(
    @UuidParam('id') id: string,
    @ExpectedVersion() version: number,
    @Body() dto: UpdateAccountDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
    @AuditReason() reason?: string,
  ) {
    const account = await this.accounts.update(id, version, dto, actor, reason);
    res.setHeader('ETag', etag(account.version));
    return account;
  }
}
