import { Body, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ClubStaff, Public } from '../common/access.decorators';
import { type Actor, AuditReason, CurrentActor } from '../common/actor';
import { UuidParam } from '../common/params';
import { ExpectedVersion, withETag } from '../common/versioning';
import { pdf } from '../common/pdf-response';
import { ApiController, Create, PdfGet, Read, Remove, VersionedRead, VersionedWrite } from '../common/routes';
import { ClubGameActionDto, ClubGamePageDto, ClubGameQueryDto, ClubGameRecordDto, ClubGameResponseDto, CreateClubGameDto } from './club-games.dto';
import { ClubGamesService } from './club-games.service';

@ApiController('club evenings', 'clubs/:clubId/games')
export class ClubGamesController {
  constructor(private readonly games: ClubGamesService) {}

  /** Public: the club's evening games, the latest first, with their standings; paged. */
  @Public()
  @Read('', ClubGamePageDto, 'List a club\'s evening games', 'Public: the club\'s evening games, the latest first, with their standings; filtered by game and days; paged (page, pageSize, total).')
  list(@UuidParam('clubId') clubId: string, @Query() query: ClubGameQueryDto) {
    return this.games.page(clubId, query);
  }

  /** Starts a game of a club evening: its players (the club's, or guests) in seat order and its settings. */
  @ClubStaff()
  @Create('', '/clubs/:clubId/games/{id}', ClubGameResponseDto, 'Start an evening game', 'Organisers and the club\'s own account: a game of a club evening, its players (the club\'s, or guests) in seat order and its settings (docs/rules/<game>.md); settings the rules refuse get 422.', 422)
  create(@UuidParam('clubId') clubId: string, @Body() dto: CreateClubGameDto, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    return this.games.create(clubId, dto, actor, reason);
  }

  @Public()
  @VersionedRead(':gameId', ClubGameResponseDto, 'Read an evening game', 'Public: one game with its record, result and standings; its ETag is the version to send back with a change.')
  async get(@UuidParam('clubId') clubId: string, @UuidParam('gameId') gameId: string, @Res({ passthrough: true }) res: Response) {
    return withETag(res, await this.games.get(clubId, gameId));
  }

  /** Replaces what was played, whole; the rules score it (422 naming every refused box). */
  @ClubStaff()
  @VersionedWrite('put', ':gameId/record', ClubGameResponseDto, 'Record what was played', 'Organisers and the club\'s own account: replaces what was played, whole; the rules score it (422 naming every refused box); needs the version last read.', 422)
  async putRecord(
    @UuidParam('clubId') clubId: string,
    @UuidParam('gameId') gameId: string,
    @ExpectedVersion() version: number,
    @Body() dto: ClubGameRecordDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
    @AuditReason() reason?: string,
  ) {
    return withETag(res, await this.games.putRecord(clubId, gameId, dto.record, version, actor, reason));
  }

  /** A move made by the server itself (the Sloubi's seeded dice). */
  @ClubStaff()
  @VersionedWrite('post', ':gameId/actions', ClubGameResponseDto, 'A move made by the server', 'Organisers and the club\'s own account: a move made by the server itself (the Sloubi\'s seeded dice); needs the version last read.', 422)
  async act(
    @UuidParam('clubId') clubId: string,
    @UuidParam('gameId') gameId: string,
    @ExpectedVersion() version: number,
    @Body() dto: ClubGameActionDto,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) res: Response,
    @AuditReason() reason?: string,
  ) {
    return withETag(res, await this.games.act(clubId, gameId, dto, version, actor, reason));
  }

  @ClubStaff()
  @Remove(':gameId', 'Delete an evening game', 'Organisers and the club\'s own account: removes the game; needs the version last read.')
  async remove(@UuidParam('clubId') clubId: string, @UuidParam('gameId') gameId: string, @ExpectedVersion() version: number, @CurrentActor() actor: Actor, @AuditReason() reason?: string) {
    await this.games.remove(clubId, gameId, version, actor, reason);
  }

  /** Public: the game's score sheet, printed. */
  @Public()
  @PdfGet(':gameId/sheet.pdf', 'An evening game\'s score sheet (PDF)', 'Public: the game\'s score sheet, printed.')
  async sheet(@UuidParam('clubId') clubId: string, @UuidParam('gameId') gameId: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const { buffer, filename } = await this.games.pdf(clubId, gameId);
    return pdf(res, buffer, filename);
  }
}
