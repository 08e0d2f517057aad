import { Body, Header, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Public, TournamentStaff } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { UuidParam } from '../common/params';
import { ApiController, VersionedRead, VersionedWrite } from '../common/routes';
import { ExpectedVersion, withETag } from '../common/versioning';
import { MoveRoomDto, RoomResponseDto } from './room.dto';
import { RoomService } from './room.service';

@ApiController('duplicate', 'tournaments/:tournamentId/duplicate/room')
export class RoomController {
  constructor(private readonly room: RoomService) {}

  /** Public: what the room's projector shows (the draw only once its time has started, the top once shown). */
  @Public()
  @VersionedRead('', RoomResponseDto, 'The room display', 'Public: what the room\'s projector shows: the draw once its time has started, the top once shown, the countdown.')
  @Header('Cache-Control', 'no-store')
  async get(@UuidParam('tournamentId') id: string, @Res({ passthrough: true }) res: Response): Promise<RoomResponseDto> {
    return withETag(res, await this.room.get(id));
  }

  /** Drives the projector: show a coup, start its time, show its top, next or previous coup. Needs the version (0 at first). */
  @TournamentStaff()
  @VersionedWrite(
    'post',
    '',
    RoomResponseDto,
    'Drive the room display',
    'Organisers and the tournament\'s arbiters: show a coup, start its time, show its top, next or previous coup. Needs the version (0 at first); a move the display\'s state does not allow gets 409.',
  )
  async move(
    @UuidParam('tournamentId') id: string,
    @Body() dto: MoveRoomDto,
    @ExpectedVersion() version: number,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
    @AuditReason() reason?: string,
  ): Promise<RoomResponseDto> {
    return withETag(res, await this.room.move(id, dto, version, actor, reason));
  }
}
