import { Module } from '@nestjs/common';
import { EventsController } from './events.controller';
import { TournamentEvents } from './tournament-events';

/**
 * A tournament's changes as they happen (server-sent events); writers announce them with TournamentEvents.publish,
 * and the caches of what they move (the duplicate ranking) follow them through the exported TournamentEvents.
 */
@Module({ controllers: [EventsController], providers: [TournamentEvents], exports: [TournamentEvents] })
export class EventsModule {}
