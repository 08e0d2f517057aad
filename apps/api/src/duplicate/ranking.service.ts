import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { t } from '@greffier/messages';
import { NotFoundError } from '../common/domain-errors';
import { EVERY_TOURNAMENT, type RankingSource, TournamentEvents } from '../events/tournament-events';
import { PrismaClient } from '../generated/prisma/client';

import { type DuplicateRanking, type Room, RoomReader, rankRoom, withSheets } from './ranking-room';
import { type RankedBody, RankingRows } from './ranking-rows';

export type { DuplicateRanking, RankingPlayer } from './ranking-room';

/** A ranking as computed for one state of the tournament, with its JSON, gzip and ETag ready to send. */
export interface CachedRanking extends RankedBody {
  value: DuplicateRanking;
}

/**
 * A tournament's ranking kept in this process: the one computed, or the computation under way; and the room it
 * was computed from, good but for the entries whose sheets changed since (`dirty`).
 */
interface Slot {
  kept?: CachedRanking;
  computing?: Promise<CachedRanking>;
  /** The room last read, and the number of the computation that read it (a later one's room replaces it). */
  room?: Room;
  roomBy: number;
  /** The entries whose sheets changed since `room` was read, each with the number of its last notification. */
  dirty: Map<string, number>;
  /** The changes heard: a computation that began before the last one is not kept. */
  changes: number;
  /** When the ranking was last asked for (ms since the epoch). */
  askedAt: number;
}

const CACHED_TOURNAMENTS = 64;

/**
 * The blocks of a ranking stored as they are for the reads waiting for it are compressed at zlib's best this
 * long after (RankingRows.polish): once the reads that came with the change are answered, before the room's phones,
 * told of the change, read it within their window of a few hundred milliseconds.
 */
const POLISH_AFTER_MS = 20;
/** A ranking asked for within this many ms is computed again as soon as one of its sheets changes. */
const WARM_MS = 60_000;

/**
 * The duplicate ranking, computed once per change of the tournament and kept in this process until the next
 * one. The database announces every committed write of a row the ranking is made of (its triggers, on the
 * channel TournamentEvents.rankingSources follows), whatever process or path wrote it; a read first makes
 * sure that every change committed before it has been heard (TournamentEvents.heard: one shared round trip
 * on the listening connection, nothing on the embedded engine), then answers the ranking kept, or waits for
 * the one being computed, or computes it. A computation overtaken by a change is never kept, and while the
 * notifications are cut (the connection lost) nothing is kept and every read computes. When a screen of this
 * process follows the tournament, its ranking is computed as soon as it moves, then the screens are told
 * (a `ranking` event with the new ETag): the room's phones read it again from the ranking kept.
 */
@Injectable()
export class DuplicateRankingService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('DuplicateRanking');
  private readonly slots = new Map<string, Slot>();
  private readonly refreshing = new Map<string, { again: boolean }>();
  private readonly rooms: RoomReader;
  /** The rows written, each kept under its sheet's summary while the room holds it. */
  private readonly rows = new RankingRows();
  private subscription?: Subscription;
  /** Computations begun, and changes of a few sheets heard, in this process: each numbered in its turn. */
  private computations = 0;
  private heardChanges = 0;
  private polishing?: NodeJS.Timeout;

  constructor(
    prisma: PrismaClient,
    private readonly events: TournamentEvents,
  ) {
    this.rooms = new RoomReader(prisma);
  }

  onModuleInit(): void {
    this.subscription = this.events.rankingSources.subscribe((source) => this.moved(source));
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
    clearTimeout(this.polishing);
  }

  async ranking(tournamentId: string): Promise<DuplicateRanking> {
    return (await this.cached(tournamentId)).value;
  }

  /** The ranking of the tournament with every change committed before the call, with its JSON and ETag. */
  async cached(tournamentId: string): Promise<CachedRanking> {
    // Kept under the id as the database writes it (the notifications' payload): lower case.
    const id = tournamentId.toLowerCase();
    if (!(await this.events.heard())) return this.build(id, await this.rooms.room(id));
    return this.current(id);
  }

  /** The ranking kept, or the one being computed, or a computation of its own (kept unless a change overtakes it). */
  private current(tournamentId: string, asked = true): Promise<CachedRanking> {
    let slot = this.slots.get(tournamentId);
    if (slot && asked) slot.askedAt = Date.now();
    if (slot?.kept) return Promise.resolve(slot.kept);
    if (slot?.computing) return slot.computing;
    if (!slot) {
      slot = { roomBy: 0, dirty: new Map(), changes: 0, askedAt: asked ? Date.now() : 0 };
      this.slots.set(tournamentId, slot);
      if (this.slots.size > CACHED_TOURNAMENTS) this.slots.delete(this.slots.keys().next().value!);
    }
    const owner = slot;
    const changes = owner.changes;
    const computing = this.roomOf(tournamentId, owner).then(
      (room) => {
        const built = this.build(tournamentId, room);
        // A change heard since the computation began: the result is not kept (the room read may still be).
        if (this.slots.get(tournamentId) === owner && owner.changes === changes) owner.kept = built;
        return built;
      },
      (error: unknown) => {
        if (this.slots.get(tournamentId) === owner && owner.computing === computing) this.slots.delete(tournamentId);
        throw error;
      },
    );
    owner.computing = computing;
    void computing.then(
      () => owner.computing === computing && (owner.computing = undefined),
      () => undefined,
    );
    return computing;
  }

  /**
   * The tournament's room with every change heard so far: the room kept with the changed sheets read again, or
   * the whole room read. Kept in the slot for the next change unless a computation begun later kept its own;
   * the entries heard again since this one began stay to be read.
   */
  private async roomOf(tournamentId: string, slot: Slot): Promise<Room> {
    const by = ++this.computations;
    const reading = new Map(slot.dirty);
    const room =
      (slot.room && (reading.size === 0 ? slot.room : await this.rooms.patched(tournamentId, slot.room, [...reading.keys()]))) ||
      (await this.rooms.room(tournamentId));
    if (this.slots.get(tournamentId) === slot && by > slot.roomBy) {
      slot.room = room;
      slot.roomBy = by;
      for (const [entry, heard] of reading) if (slot.dirty.get(entry) === heard) slot.dirty.delete(entry);
    }
    return room;
  }

  /**
   * A change of the tournament's ranking heard (EVERY_TOURNAMENT: of all of them): the ranking kept is dropped,
   * and the room with it unless only the sheets of a few entries changed (those are read again). A ranking that
   * screens follow is computed again at once and announced; one asked for within the last minute, when only a
   * few sheets changed, is computed again at once too (a few milliseconds), for the next read to find it ready.
   */
  private moved({ tournamentId, entries, sheets }: RankingSource): void {
    if (tournamentId === EVERY_TOURNAMENT) {
      this.slots.clear();
      for (const id of this.events.watched()) this.refresh(id);
      return;
    }
    const slot = this.slots.get(tournamentId);
    if (slot && entries) {
      slot.kept = undefined;
      slot.computing = undefined;
      slot.changes++;
      // Sheets the notification gave: the room as it is now but for the entries still to read, with no read. A
      // computation begun before keeps neither its room nor its ranking (numbered before this one).
      const room = sheets && slot.room && withSheets(slot.room, sheets);
      if (room) {
        slot.room = room;
        slot.roomBy = ++this.computations;
        for (const entry of entries) slot.dirty.delete(entry);
      } else for (const entry of entries) slot.dirty.set(entry, ++this.heardChanges);
    } else this.slots.delete(tournamentId);
    if (this.events.watching(tournamentId) || (slot?.room && entries && Date.now() - slot.askedAt < WARM_MS)) this.refresh(tournamentId);
  }

  /**
   * Computes a tournament's ranking after a change, then tells its screens if some follow it: once per burst of
   * changes (the changes heard meanwhile make one more computation when it ends).
   */
  private refresh(tournamentId: string): void {
    const under = this.refreshing.get(tournamentId);
    if (under) {
      under.again = true;
      return;
    }
    const state = { again: false };
    this.refreshing.set(tournamentId, state);
    void (async () => {
      do {
        state.again = false;
        const at = new Date().toISOString();
        // The writes being answered go first (the change's own, whose COMMIT comes with its notification): the
        // arbitres' saves before the phones, as for the screens' `change` events.
        await (this.events.writesAnswered() ?? new Promise((resolve) => setImmediate(resolve)));
        try {
          const current = await this.current(tournamentId, false);
          if (this.events.watching(tournamentId)) this.events.announceRanking({ tournamentId, etag: current.etag, at, document: current });
        } catch (error) {
          // A tournament without a duplicate has no ranking to announce; anything else, its screens read it themselves.
          if (!(error instanceof NotFoundError)) {
            this.logger.warn(t('LOG_RANKING_NOT_COMPUTED', { tournament: tournamentId, reason: (error as Error).message }));
            if (this.events.watching(tournamentId)) this.events.announceRanking({ tournamentId, at });
          }
        }
      } while (state.again);
      this.refreshing.delete(tournamentId);
    })();
  }

  /**
   * The ranking of the room with its body, ETag and gzip ready to send (RankingRows.body: only the rows and blocks
   * that changed are written again, and stored as they are; compressed at zlib's best a little later, polish).
   */
  private build(tournamentId: string, room: Room): CachedRanking {
    const { ranking, written } = rankRoom(tournamentId, room, this.rows);
    const built = { ...this.rows.body(ranking, written), value: ranking };
    if (this.rows.roughBlocks) this.polishSoon();
    return built;
  }

  /** Compresses at zlib's best, in a little while, the blocks stored as they are, and the gzip of the rankings kept. */
  private polishSoon(): void {
    this.polishing ??= setTimeout(() => {
      this.polishing = undefined;
      const kept = [...this.slots.values()].flatMap((slot) => (slot.kept ? [slot.kept] : []));
      this.rows.polish(kept);
    }, POLISH_AFTER_MS).unref();
  }
}
