import { Body, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { OrganisersOnly, Public } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { UuidParam } from '../common/params';
import { ApiController, Create, Read, Remove, VersionedRead, Write } from '../common/routes';
import { ExpectedVersion, withETag } from '../common/versioning';
import { ClubPageDto, ClubQueryDto, ClubResponseDto, CreateClubDto, UpdateClubDto } from './clubs.dto';
import { ClubsService } from './clubs.service';

@ApiController('clubs', 'clubs')
export class ClubsController {
  constructor(private readonly clubs: ClubsService) {}

  /** Public: the directory of clubs (name, city, federation code). */
  @Public()
  @Read('', ClubPageDto, 'List the clubs', 'Public: the directory of clubs (name, city, federation code), paged, with a search on the name or city.')
  list(@Query() query: ClubQueryDto) {
    return this.clubs.list(query);
  }

  @Public()
  @VersionedRead(':id', ClubResponseDto, 'Read a club', 'Public: one club; its ETag is the version to send back with a change.')
  async get(@UuidParam('id') id: string, @Res({ passthrough: true }) res: Response) {
    return withETag(res, await this.clubs.get(id));
  }

  @OrganisersOnly()
  @Create('', '/clubs/{id}', ClubResponseDto, 'Create a club', 'Organisers only: adds a club to the directory; a federation code already used gets 409.', 409)
  create(@Body() dto: CreateClubDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.clubs.create(dto, actor, reason);
  }

  @OrganisersOnly()
  @Write('patch', ':id', ClubResponseDto, 'Change a club', 'Organisers only: changes a club; needs the version last read (If-Match).')
  update(
    @UuidParam('id') id: string,
    @ExpectedVersion() version: number,
    @Body() dto: UpdateClubDto,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    return this.clubs.update(id, version, dto, actor, reason);
  }

  @OrganisersOnly()
  @Remove(':id', 'Delete a club', 'Organisers only: removes a club that no player, account or evening refers to (409 otherwise); needs the version last read.')
  async remove(
    @UuidParam('id') id: string,
    @ExpectedVersion() version: number,
    @CurrentActor() actor: Actor,
    @AuditReason() reason?: string,
  ) {
    await this.clubs.remove(id, version, actor, reason);
  }
}
