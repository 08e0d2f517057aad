import { Module } from '@nestjs/common';
import { EventsController } from './events.controller';
import { TournamentEvents } from './tournament-events';
import { WritesFirst } from './writes-first';

/**
 * A tournament's changes as they happen (server-sent events); writers announce them with TournamentEvents.publish,
 * and the caches of what they move (the duplicate ranking) follow them through the exported TournamentEvents;
 * what only follows the changes gives way to the writes under way (WritesFirst).
 */
@Module({ controllers: [EventsController], providers: [TournamentEvents, WritesFirst], exports: [TournamentEvents] })
export class EventsModule {}
