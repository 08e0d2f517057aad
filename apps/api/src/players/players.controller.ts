import { Body, Controller, Delete, Get, Header, HttpCode, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Roles } from '../auth/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../auth/actor';
import { InvalidInputError } from '../common/domain-errors';
import { UuidParam } from '../common/params';
import { ExpectedVersion, etag } from '../common/versioning';
import {
  CreatePlayerDto,
  ExportQueryDto,
  ImportQueryDto,
  ImportResultDto,
  PlayerPageDto,
  PlayerQueryDto,
  PlayerResponseDto,
  UpdatePlayerDto,
} from './players.dto';
import { PlayersService } from './players.service';

@ApiTags('players')
@ApiBearerAuth()
@Controller('players')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @Get()
  @ApiOkResponse({ type: PlayerPageDto })
  list(@Query() query: PlayerQueryDto, @CurrentActor() actor: Actor) {
    return this.players.list(query, actor);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="joueurs.csv"')
  export(@Query() query: ExportQueryDto, @CurrentActor() actor: Actor) {
    return this.players.exportCsv(actor, query.clubId);
  }

  @Roles('ORGANISER')
  @Post('import')
  @HttpCode(200)
  @ApiConsumes('text/csv')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: ImportResultDto })
  import(@Req() req: Request, @Query() query: ImportQueryDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
      throw new InvalidInputError('Send the CSV file as the request body with Content-Type: text/csv', [
        { field: 'body', reason: 'a non-empty text/csv body is required' },
      ]);
    }
    return this.players.importCsv(req.body, query.clubId, actor, reason);
  }

  @Get(':id')
  @ApiOkResponse({ type: PlayerResponseDto })
  async get(@UuidParam('id') id: string, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response) {
    const player = await this.players.get(id, actor);
    res.setHeader('ETag', etag(player.version));
    return player;
  }

  @Roles('ORGANISER')
  @Post()
  @ApiCreatedResponse({ type: PlayerResponseDto })
  create(@Body() dto: CreatePlayerDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.players.create(dto, actor, reason);
  }

  @Roles('ORGANISER')
  @Patch(':id')
  @ApiOkResponse({ type: PlayerResponseDto })
  update(
    @UuidParam('id') id: string,
    @ExpectedVersion() version: number,
    @Body() dto: UpdatePlayerDto,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    return this.players.update(id, version, dto, actor, reason);
  }

  @Roles('ORGANISER')
  @Delete(':id')
  @HttpCode(204)
  async remove(@UuidParam('id') id: string, @ExpectedVersion() version: number, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    await this.players.remove(id, version, actor, reason);
  }
}
