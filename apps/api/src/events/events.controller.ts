import { Header, type MessageEvent, Sse } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';
import { Doc } from '../common/openapi';
import type { Observable } from 'rxjs';
import { Public } from '../common/access.decorators';
import { UuidParam } from '../common/params';
import { TournamentEvents } from './tournament-events';
import { ApiController } from '../common/routes';

@ApiController('events', 'tournaments/:tournamentId/events')
export class EventsController {
  constructor(private readonly events: TournamentEvents) {}

  /**
   * Public: the tournament's changes as they happen (server-sent events). Each `change` event names the
   * entity that changed (answer_sheet, duplicate_draw, room_display, match, ...); a screen reads it again.
   * A `ranking` event (at most one per 250 ms) says the duplicate ranking moved, once it is computed again, with
   * its ETag. A `heartbeat` event comes every 25 s.
   */
  @Public()
  @Sse()
  @Header('Cache-Control', 'no-cache, no-transform')
  @Header('X-Accel-Buffering', 'no')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'event: change, data: {"tournamentId","entity","entityId","action","at"}; event: ranking, data: {"tournamentId","etag","at","spreadMs","patch"?}; event: heartbeat, data: {"at"}' })
  @Doc('The tournament\'s live events', 'Public: the tournament\'s changes as they happen (server-sent events). Each `change` event names the entity that changed (answer_sheet, duplicate_draw, room_display, match...); a screen reads it again. A `ranking` event (at most one per 250 ms, the last of a burst always sent) says the duplicate ranking moved, once it is computed again, with its new ETag and `spreadMs`, and when it is small (16 KB) `patch`: {"from", "at", "remove", "rows", "rest"}, how to make this ranking out of the one the previous `ranking` event named (ETag `from`): its rows from `at`, `remove` of them, replaced by `rows`, every other field from `rest`. A screen holding the ranking `from` names applies it and reads nothing; a screen already holding the ranking `etag` names has nothing to read; any other screen reads the ranking again at a random moment within `spreadMs` milliseconds (0 to 600, 2 per screen following the tournament, so that a room of phones does not ask all at once), with If-None-Match. A `heartbeat` event comes every 25 s.')
  stream(@UuidParam('tournamentId') tournamentId: string): Observable<MessageEvent> {
    return this.events.stream(tournamentId);
  }
}
