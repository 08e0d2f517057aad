import { Inject, Injectable, Logger, type MessageEvent, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { defer, finalize, interval, map, merge, type Observable, Subject, takeUntil } from 'rxjs';
import { t } from '@greffier/messages';
import type { RankingForm } from '@greffier/tournament';
import type { Tx } from '../database/tx';
import { type Database, type Listening } from '../database/database';
import { DATABASE } from '../database/database.module';
import { WritesFirst } from './writes-first';
import { KeyedThrottle, SlicedFanOut } from './fan-out';
import { rankingPatch, type RankingDocument } from './ranking-patch';

export type { RankingDocument } from './ranking-patch';

/** One change in a tournament, as the screens receive it. */
export interface TournamentEvent {
  tournamentId: string;
  entity: string;
  entityId: string;
  action: string;
  at: string;
}

/** The duplicate ranking of a tournament computed again after a change, as its screens are told. */
export interface RankingEvent {
  tournamentId: string;
  /** The ranking's ETag now: a screen holding it has nothing to read again. */
  etag?: string;
  at: string;
  /** The ranking itself (not sent): the next event's patch is made from the last one announced. */
  document?: RankingDocument;
}

/** A `ranking` event as a stream sends it: with the window its screens spread their reads over. */
export interface RankingStreamEvent extends Omit<RankingEvent, 'document'> {
  /** Each screen reads the ranking again at a random moment within this many ms (0: at once). */
  spreadMs: number;
  /**
   * How to make this ranking out of the one the previous `ranking` event announced (rankingPatch): a screen
   * holding that one (its ETag is `from`) applies it and reads nothing; any other reads the ranking again.
   */
  patch?: { from: string; at: number; remove: number; rows: unknown[]; rest: Record<string, unknown> };
}

export const EVENTS_CHANNEL = 'greffier_events';
/**
 * The tournaments whose duplicate ranking may have moved: the database's triggers send a tournament's id (or '*',
 * every tournament) with every committed write of a row the ranking is made of (migration ranking_notifications).
 */
export const RANKING_CHANNEL = 'greffier_ranking';
/** The tournament id `rankingSources` gives when every tournament's ranking may have moved (a restore, the listening cut). */
export const EVERY_TOURNAMENT = '*';

/**
 * A duplicate sheet as its notification carries it: the columns the ranking reads, as the statement left them
 * (prisma/migrations/20261204230000_ranking_sheet_rows).
 */
export interface AnnouncedSheet extends RankingForm {
  entryId: string;
  status: string;
  notCounted: string | null;
  lettersPoints: number;
  toppedRounds: number[];
  topPoints: number;
  stats: unknown;
}

/**
 * A change of what a tournament's ranking is made of: `entries` when only the sheets of those entries changed, and
 * `sheets`, those sheets as they are now, when the notification carried them.
 */
export interface RankingSource {
  tournamentId: string;
  entries?: string[];
  sheets?: AnnouncedSheet[];
}

/**
 * A notification of the ranking's channel: '<tournament id>', '*', '<tournament id>:<entry id>,<entry id>…' or
 * '<tournament id>={"n":…,"sheets":[…]}'. One that cannot be read stands for the whole tournament.
 */
export function rankingSource(payload: string): RankingSource {
  const at = payload.search(/[:=]/);
  if (at < 0) return { tournamentId: payload };
  const tournamentId = payload.slice(0, at);
  if (payload[at] === ':') return { tournamentId, entries: payload.slice(at + 1).split(',') };
  try {
    const { sheets } = JSON.parse(payload.slice(at + 1)) as { sheets: AnnouncedSheet[] };
    return { tournamentId, entries: sheets.map((sheet) => sheet.entryId), sheets };
  } catch {
    return { tournamentId };
  }
}
const HEARTBEAT_MS = 25_000;

/** At most one `ranking` event per this many ms and tournament: the first of a burst at once, its last at the end. */
export const RANKING_EVENT_MS = 250;

/** The reads' window per screen following the tournament, and its ceiling (so that every screen has a change within 1 s). */
const SPREAD_MS_PER_SCREEN = 2;
const SPREAD_MAX_MS = 600;

/**
 * How long the screens following a tournament take to read its ranking again after a `ranking` event: each at a
 * random moment of the window, so that a room of 200 phones asks over 400 ms rather than all in the same
 * instant, when the writes of the arbitres would wait behind 200 reads. One screen alone reads at once.
 */
export const readSpreadMs = (screens: number): number => Math.min(SPREAD_MAX_MS, Math.max(0, screens - 1) * SPREAD_MS_PER_SCREEN);

/**
 * Live changes of the tournaments, for every API process at once: a write announces itself with
 * pg_notify inside its own transaction (PostgreSQL delivers it when the transaction commits, never
 * when it rolls back), every process LISTENs on the channels and passes the changes to its browsers
 * (server-sent events) and to the caches that keep what those changes move (the duplicate ranking).
 * On the embedded engine the single process hears its own notifications.
 */
@Injectable()
export class TournamentEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('TournamentEvents');
  private readonly changes = new Subject<TournamentEvent>();
  private readonly sources = new Subject<RankingSource>();
  /** The screens following each tournament: its changes and `ranking` events, sent a slice of screens at a time. */
  private readonly screens = new SlicedFanOut<MessageEvent>((error) =>
    this.logger.warn(t('LOG_SCREEN_EVENT_FAILED', { reason: error instanceof Error ? error.message : String(error) })),
  );
  /** A tournament's `ranking` events, at most one per RANKING_EVENT_MS for all its screens. */
  private readonly rankingEvents = new KeyedThrottle<RankingEvent>(RANKING_EVENT_MS, (tournamentId, { document, ...event }) =>
    this.screens.publish(tournamentId, { type: 'ranking', data: this.rankingData(tournamentId, event, document) }),
  );
  /** The ranking each tournament's last `ranking` event announced, from which the next one's patch is made. */
  private readonly announced = new Map<string, RankingDocument>();
  private readonly closing = new Subject<void>();
  private readonly watchers = new Map<string, number>();
  private listening?: Listening;
  private connected = false;
  private syncRunning?: Promise<boolean>;
  private syncNext?: Promise<boolean>;

  /**
   * The tournaments whose duplicate ranking may have moved, as their changes commit (with the entries, when only
   * their sheets changed); EVERY_TOURNAMENT when the listening (re)starts or is cut, since what was committed
   * meanwhile was not heard.
   */
  readonly rankingSources: Observable<RankingSource> = this.sources.asObservable();

  /** The changes heard while a write of this process is being answered, passed on once it is (deliver). */
  private held: TournamentEvent[] = [];

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    /** Absent (tests): each change passed on as soon as it is heard. */
    private readonly writesFirst?: WritesFirst,
  ) {}

  async onModuleInit(): Promise<void> {
    this.listening = await this.db.listen([EVENTS_CHANNEL, RANKING_CHANNEL], {
      message: (channel, payload) => {
        if (channel === RANKING_CHANNEL) {
          this.sources.next(rankingSource(payload));
          return;
        }
        try {
          this.deliver(JSON.parse(payload) as TournamentEvent);
        } catch {
          this.logger.warn(t('LOG_BAD_NOTIFICATION', { payload: payload.slice(0, 100) }));
        }
      },
      connected: () => {
        this.connected = true;
        this.sources.next({ tournamentId: EVERY_TOURNAMENT });
      },
      lost: () => {
        this.connected = false;
        this.logger.warn(t('LOG_NOTIFICATIONS_CUT'));
        this.sources.next({ tournamentId: EVERY_TOURNAMENT });
      },
    });
  }

  /** Ends every open stream first, so that the HTTP server can close, then stops listening. */
  async onModuleDestroy(): Promise<void> {
    this.closing.next();
    this.closing.complete();
    this.changes.complete();
    this.sources.complete();
    this.rankingEvents.clear();
    const listening = this.listening;
    this.listening = undefined;
    await listening?.stop();
  }

  /**
   * True once every change committed before the call has been heard (passed to `rankingSources`); false when the
   * notifications are cut, and nothing kept on their strength can be trusted. Calls made while a check is under
   * way share the next one (one round trip for a room of phones asking at once), never one begun before them.
   */
  heard(): Promise<boolean> {
    if (!this.listening || !this.connected) return Promise.resolve(false);
    if (!this.syncRunning) return this.startSync();
    this.syncNext ??= this.syncRunning.then(() => {
      this.syncNext = undefined;
      return this.startSync();
    });
    return this.syncNext;
  }

  private startSync(): Promise<boolean> {
    const listening = this.listening;
    const running = listening ? listening.sync().catch(() => false) : Promise.resolve(false);
    this.syncRunning = running;
    void running.then(() => {
      if (this.syncRunning === running) this.syncRunning = undefined;
    });
    return running;
  }

  /**
   * Passes a change on to the screens (each a server-sent event) and to the other followers, in the order heard. A
   * change comes as its writer's COMMIT returns: when that writer is this process's request, its answer goes first,
   * and the room's screens have the change once it is sent (WritesFirst), not before it. The ranking's sources are
   * never held: `heard` promises them.
   */
  private deliver(event: TournamentEvent): void {
    this.held.push(event);
    if (this.held.length > 1) return; // already waiting for its turn
    const turn = this.writesFirst?.turn();
    if (turn) void turn.then(() => this.passHeld());
    else this.passHeld();
  }

  private passHeld(): void {
    const held = this.held;
    this.held = [];
    for (const event of held) {
      this.changes.next(event);
      // Serialised once for all the screens.
      this.screens.publish(event.tournamentId, { type: 'change', data: JSON.stringify(event) });
    }
  }

  /**
   * Undefined when no write request of this process is being answered, else a promise of the turn of what follows
   * the changes (WritesFirst.turn: when the last write is answered, at most 50 ms on).
   */
  writesAnswered(): Promise<void> | undefined {
    return this.writesFirst?.turn();
  }

  /** Whether a screen of this process follows the tournament (its ranking is then computed as soon as it moves). */
  watching(tournamentId: string): boolean {
    return (this.watchers.get(tournamentId) ?? 0) > 0;
  }

  /** The tournaments some screen of this process follows. */
  watched(): string[] {
    return [...this.watchers.keys()];
  }

  /** Tells the tournament's screens that its duplicate ranking moved (a `ranking` event), once it is computed. */
  announceRanking(event: RankingEvent): void {
    this.rankingEvents.push(event.tournamentId, event);
  }

  /**
   * A `ranking` event's data: with the patch from the ranking the previous event announced when both are known and
   * the patch is small (rankingPatch); the patch's JSON is spliced in as it was made (its rows are the body's own).
   */
  private rankingData(tournamentId: string, event: Omit<RankingEvent, 'document'>, document: RankingDocument | undefined): string {
    const data = JSON.stringify({ ...event, spreadMs: readSpreadMs(this.watchers.get(tournamentId) ?? 1) } satisfies RankingStreamEvent);
    const before = this.announced.get(tournamentId);
    // Kept while screens follow the tournament: an event held by the throttle and sent after the last screen left
    // reaches nobody, and the next screens' first event must not carry a patch from it.
    if (document && this.watchers.has(tournamentId)) this.announced.set(tournamentId, { etag: document.etag, rest: document.rest, rows: document.rows });
    else this.announced.delete(tournamentId);
    const patch = before && document && before.etag !== document.etag ? rankingPatch(before, document) : undefined;
    return patch ? `${data.slice(0, -1)},"patch":${patch}}` : data;
  }

  /** The notification's text for one change, stamped now. */
  static payload(event: Omit<TournamentEvent, 'at'>, at = new Date().toISOString()): string {
    return JSON.stringify({ ...event, at });
  }

  /** Announces changes from inside the writer's transaction, in one statement however many they are. */
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
   * Besides each `change`, a small `ranking` event says that the duplicate ranking moved, once it is computed
   * again: a room of phones on the ranking reads it again once per burst of changes (a rescore, a whole sheet),
   * from the ranking kept, rather than once per change, each at a random moment of the event's `spreadMs`. The
   * tournament's streams get each event a slice at a time (SlicedFanOut), so that a room of phones does not hold up
   * the arbitres' writes.
   */
  stream(tournamentId: string): Observable<MessageEvent> {
    const heartbeat = interval(HEARTBEAT_MS).pipe(map((): MessageEvent => ({ type: 'heartbeat', data: { at: new Date().toISOString() } })));
    return defer(() => {
      this.watchers.set(tournamentId, (this.watchers.get(tournamentId) ?? 0) + 1);
      return merge(this.screens.of(tournamentId), heartbeat).pipe(
        takeUntil(this.closing),
        finalize(() => {
          const left = (this.watchers.get(tournamentId) ?? 1) - 1;
          if (left > 0) this.watchers.set(tournamentId, left);
          else {
            this.watchers.delete(tournamentId);
            this.announced.delete(tournamentId);
          }
        }),
      );
    });
  }
}
