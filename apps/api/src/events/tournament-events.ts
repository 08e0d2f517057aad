import { Inject, Injectable, Logger, type MessageEvent, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { asyncScheduler, filter, interval, map, merge, Observable, Subject, takeUntil, throttleTime } from 'rxjs';
import { t } from '@greffier/messages';
import type { Tx } from '../database/tx';
import { type Database } from '../database/database';
import { DATABASE } from '../database/database.module';

/** One change in a tournament, as the screens receive it. */
export interface TournamentEvent {
  tournamentId: string;
  entity: string;
  entityId: string;
  action: string;
  at: string;
}

export const EVENTS_CHANNEL = 'greffier_events';
const HEARTBEAT_MS = 25_000;

/** The changes that can move the duplicate ranking (a rescore announces itself on the duplicate_session). */
export const RANKING_ENTITIES = new Set(['answer_sheet', 'tournament_entry', 'tournament', 'duplicate_session', 'tournament_ruling', 'duplicate_draw']);
/** At most one `ranking` event per this many ms and stream: the first of a burst at once, its last at the end. */
export const RANKING_EVENT_MS = 250;

/**
 * Live changes of the tournaments, for every API process at once: a write announces itself with
 * pg_notify inside its own transaction (PostgreSQL delivers it when the transaction commits, never
 * when it rolls back), every process LISTENs on the channel and passes the changes to its browsers
 * (server-sent events). On the embedded engine the single process hears its own notifications.
 */
@Injectable()
export class TournamentEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TournamentEvents');
  private readonly changes = new Subject<TournamentEvent>();
  private readonly closing = new Subject<void>();
  private unlisten?: () => Promise<void>;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    this.unlisten = await this.db.listen(EVENTS_CHANNEL, (payload) => {
      try {
        this.changes.next(JSON.parse(payload) as TournamentEvent);
      } catch {
        this.logger.warn(t('LOG_BAD_NOTIFICATION', { payload: payload.slice(0, 100) }));
      }
    });
  }

  /** Ends every open stream first, so that the HTTP server can close, then stops listening. */
  async onModuleDestroy(): Promise<void> {
    this.closing.next();
    this.closing.complete();
    this.changes.complete();
    await this.unlisten?.();
  }

  /** Announces changes from inside the writer's transaction, in one statement however many they are. */
  /** The notification's text for one change, stamped now. */
  static payload(event: Omit<TournamentEvent, 'at'>, at = new Date().toISOString()): string {
    return JSON.stringify({ ...event, at });
  }

  static async publish(tx: Tx, ...events: Omit<TournamentEvent, 'at'>[]): Promise<void> {
    if (!events.length) return;
    const at = new Date().toISOString();
    const payloads = events.map((event) => TournamentEvents.payload(event, at));
    await tx.$executeRaw`SELECT pg_notify(${EVENTS_CHANNEL}, payload) FROM unnest(${payloads}::text[]) AS payload`;
  }

  /** Every tournament's changes as this process hears them (a venue's outbox queues a publication on each). */
  all(): Observable<TournamentEvent> {
    return this.changes.pipe(takeUntil(this.closing));
  }

  /**
   * A tournament's changes as server-sent events, with a heartbeat that keeps proxies from closing the stream.
   * Besides each `change`, a small `ranking` event says that the duplicate ranking may have moved: a room of
   * phones on the ranking reads it again once per burst of changes (a rescore, a whole sheet) rather than once
   * per change.
   */
  stream(tournamentId: string): Observable<MessageEvent> {
    const mine = this.changes.pipe(filter((e) => e.tournamentId === tournamentId));
    const changes = mine.pipe(map((e): MessageEvent => ({ type: 'change', data: e })));
    const ranking = mine.pipe(
      filter((e) => RANKING_ENTITIES.has(e.entity)),
      throttleTime(RANKING_EVENT_MS, asyncScheduler, { leading: true, trailing: true }),
      map((e): MessageEvent => ({ type: 'ranking', data: { tournamentId, at: e.at } })),
    );
    const heartbeat = interval(HEARTBEAT_MS).pipe(map((): MessageEvent => ({ type: 'heartbeat', data: { at: new Date().toISOString() } })));
    return merge(changes, ranking, heartbeat).pipe(takeUntil(this.closing));
  }
}
