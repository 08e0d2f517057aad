import { Body, Controller, Get, Patch, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../auth/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../auth/actor';
import { UuidParam } from '../common/params';
import { ExpectedVersion, etag } from '../common/versioning';
import { AccountResponseDto, CreateAccountDto, UpdateAccountDto } from './accounts.dto';
import { AccountsService } from './accounts.service';

@ApiTags('accounts')
@ApiBearerAuth()
@Roles('ORGANISER')
@Controller('accounts')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Post()
  @ApiCreatedResponse({ type: AccountResponseDto })
  create(@Body() dto: CreateAccountDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.accounts.create(dto, actor, reason);
  }

  @Get()
  @ApiOkResponse({ type: [AccountResponseDto] })
  list() {
    return this.accounts.list();
  }

  @Get(':id')
  @ApiOkResponse({ type: AccountResponseDto })
  async get(@UuidParam('id') id: string, @Res({ passthrough: true }) res: Response) {
    const account = await this.accounts.get(id);
    res.setHeader('ETag', etag(account.version));
    return account;
  }

  @Patch(':id')
  @ApiOkResponse({ type: AccountResponseDto })
  update(
    @UuidParam('id') id: string,
    @ExpectedVersion() version: number,
    @Body() dto: UpdateAccountDto,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    return this.accounts.update(id, version, dto, actor, reason);
  }
}
