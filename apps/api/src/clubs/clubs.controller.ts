import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public, Roles } from '../auth/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../auth/actor';
import { UuidParam } from '../common/params';
import { ExpectedVersion, etag } from '../common/versioning';
import { ClubPageDto, ClubQueryDto, ClubResponseDto, CreateClubDto, UpdateClubDto } from './clubs.dto';
import { ClubsService } from './clubs.service';

@ApiTags('clubs')
@Controller('clubs')
export class ClubsController {
  constructor(private readonly clubs: ClubsService) {}

  /** Public: the directory of clubs (name, city, federation code). */
  @Public()
  @Get()
  @ApiOkResponse({ type: ClubPageDto })
  list(@Query() query: ClubQueryDto) {
    return this.clubs.list(query);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: ClubResponseDto })
  async get(@UuidParam('id') id: string, @Res({ passthrough: true }) res: Response) {
    const club = await this.clubs.get(id);
    res.setHeader('ETag', etag(club.version));
    return club;
  }

  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Post()
  @ApiCreatedResponse({ type: ClubResponseDto })
  create(@Body() dto: CreateClubDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.clubs.create(dto, actor, reason);
  }

  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Patch(':id')
  @ApiOkResponse({ type: ClubResponseDto })
  update(
    @UuidParam('id') id: string,
    @ExpectedVersion() version: number,
    @Body() dto: UpdateClubDto,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    return this.clubs.update(id, version, dto, actor, reason);
  }

  @ApiBearerAuth()
  @Roles('ORGANISER')
  @Delete(':id')
  @HttpCode(204)
  async remove(
    @UuidParam('id') id: string,
    @ExpectedVersion() version: number,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    await this.clubs.remove(id, version, actor, reason);
  }
}
