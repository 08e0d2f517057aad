import { Module } from '@nestjs/common';
import { EventsController } from './events.controller';
import { TournamentEvents } from './tournament-events';

/** A tournament's changes as they happen (server-sent events); writers announce them with TournamentEvents.publish. */
@Module({ controllers: [EventsController], providers: [TournamentEvents] })
export class EventsModule {}
