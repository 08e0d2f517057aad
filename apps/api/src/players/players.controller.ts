import { Body, Get, Header, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiProduces } from '@nestjs/swagger';
import { Doc } from '../common/openapi';
import type { Request, Response } from 'express';
import { Roles } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { InvalidInputError } from '../common/domain-errors';
import { UuidParam } from '../common/params';
import { ApiController, Create, Read, Remove, VersionedRead, Write } from '../common/routes';
import { ExpectedVersion, withETag } from '../common/versioning';
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
import { t } from '@greffier/messages';

@ApiBearerAuth()
@ApiController('players', 'players')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @Read('', PlayerPageDto, 'List the players', 'Any account: the players, paged, searched by name or licence and filtered by club; a club account sees its own club\'s players.')
  list(@Query() query: PlayerQueryDto, @CurrentActor() actor: Actor) {
    return this.players.list(query, actor);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="joueurs.csv"')
  @Doc('Export the players (CSV)', 'Any account: the players as a CSV file (UTF-8, ";" separated, the columns of docs/players.md), filtered by club.')
  export(@Query() query: ExportQueryDto, @CurrentActor() actor: Actor) {
    return this.players.exportCsv(actor, query.clubId);
  }

  @Roles('ORGANISER')
  @Write('post', 'import', ImportResultDto, 'Import players (CSV)', 'Organisers only: creates or updates players from a CSV file sent as the request body (Content-Type: text/csv); each refused line is named with its file line number in `errors`, and nothing is stored when a line is refused.')
  @ApiConsumes('text/csv')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  import(@Req() req: Request, @Query() query: ImportQueryDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    if (!Buffer.isBuffer(req.body) || req.body.length === 0) {
      throw new InvalidInputError(t('CSV_BODY_REQUIRED'), [
        { field: 'body', reason: t('CSV_BODY_REASON') },
      ]);
    }
    return this.players.importCsv(req.body, query.clubId, actor, reason);
  }

  @VersionedRead(':id', PlayerResponseDto, 'Read a player', 'Any account: one player; its ETag is the version to send back with a change.')
  async get(@UuidParam('id') id: string, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response) {
    return withETag(res, await this.players.get(id, actor));
  }

  @Roles('ORGANISER')
  @Create('', '/players/{id}', PlayerResponseDto, 'Create a player', 'Organisers only: adds a player with a licence and a club; a licence already used gets 409.', 409)
  create(@Body() dto: CreatePlayerDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.players.create(dto, actor, reason);
  }

  @Roles('ORGANISER')
  @Write('patch', ':id', PlayerResponseDto, 'Change a player', 'Organisers only: changes a player; needs the version last read (If-Match).')
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
  @Remove(':id', 'Delete a player', 'Organisers only: removes a player who is not entered in any tournament (409 otherwise); needs the version last read.')
  async remove(@UuidParam('id') id: string, @ExpectedVersion() version: number, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    await this.players.remove(id, version, actor, reason);
  }
}
