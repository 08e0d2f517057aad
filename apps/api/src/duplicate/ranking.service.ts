import { createHash } from 'node:crypto';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { acceptsWrite, type PlayerSheetSummary, rankDuplicate, type SheetStats, type TournamentStep } from '@greffier/tournament';
import { t } from '@greffier/messages';
import { NotFoundError } from '../common/domain-errors';
import { type CachedJson, withGzip } from '../common/http-cache';
import { EVERY_TOURNAMENT, TournamentEvents } from '../events/tournament-events';
import { PrismaClient } from '../generated/prisma/client';

/** What the ranking needs of the tournament besides its room: its step, its session, the draws' rounds. */
interface Head {
  status: string;
  deleted: boolean;
  sessionId: string | null;
  rankingSeed: string | null;
  rounds: number[] | null;
}

/** One registered player with their sheet's summary, if entered (the ranking is made of these rows). */
interface RoomRow extends Omit<PlayerSheetSummary, 'notCounted' | 'toppedRounds' | 'stats'> {
  bib: number;
  withdrawn: boolean;
  licence: string;
  firstName: string;
  lastName: string;
  clubId: string;
  club: string;
  status: string | null;
  notCounted: string | null;
  toppedRounds: number[];
  stats: unknown;
}

export interface RankingPlayer {
  playerId: string;
  bib: number;
  licence: string;
  name: string;
  clubId: string;
  club: string;
}

export type DuplicateRanking = Awaited<ReturnType<DuplicateRankingService['compute']>>;

/** A ranking as computed for one state of the tournament, with its JSON, gzip and ETag ready to send. */
export interface CachedRanking extends CachedJson {
  value: DuplicateRanking;
}

/** A tournament's ranking kept in this process: the one computed, or the computation under way. */
interface Slot {
  kept?: CachedRanking;
  computing?: Promise<CachedRanking>;
}

const CACHED_TOURNAMENTS = 64;

/** The ranking's ETag: a digest of its JSON, the same in every process for the same ranking. */
export const rankingEtag = (json: string): string => `"r-${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`;

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
  private subscription?: Subscription;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly events: TournamentEvents,
  ) {}

  onModuleInit(): void {
    this.subscription = this.events.rankingSources.subscribe((tournamentId) => this.moved(tournamentId));
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  async ranking(tournamentId: string): Promise<DuplicateRanking> {
    return (await this.cached(tournamentId)).value;
  }

  /** The ranking of the tournament with every change committed before the call, with its JSON and ETag. */
  async cached(tournamentId: string): Promise<CachedRanking> {
    // Kept under the id as the database writes it (the notifications' payload): lower case.
    const id = tournamentId.toLowerCase();
    if (!(await this.events.heard())) return this.build(id);
    return this.current(id);
  }

  /** The ranking kept, or the one being computed, or a computation of its own (kept unless a change overtakes it). */
  private current(tournamentId: string): Promise<CachedRanking> {
    let slot = this.slots.get(tournamentId);
    if (slot?.kept) return Promise.resolve(slot.kept);
    if (slot?.computing) return slot.computing;
    if (!slot) {
      slot = {};
      this.slots.set(tournamentId, slot);
      if (this.slots.size > CACHED_TOURNAMENTS) this.slots.delete(this.slots.keys().next().value!);
    }
    const owner = slot;
    const computing = this.build(tournamentId).then(
      (built) => {
        // A change heard since the computation began empties the slot (or replaces it): the result is not kept.
        if (this.slots.get(tournamentId) === owner && owner.computing === computing) owner.kept = built;
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

  /** A change of the tournament's ranking heard (EVERY_TOURNAMENT: of all of them): what was kept is dropped. */
  private moved(tournamentId: string): void {
    if (tournamentId === EVERY_TOURNAMENT) {
      this.slots.clear();
      for (const id of this.events.watched()) this.refresh(id);
      return;
    }
    this.slots.delete(tournamentId);
    if (this.events.watching(tournamentId)) this.refresh(tournamentId);
  }

  /**
   * Computes a followed tournament's ranking after a change, then tells its screens: once per burst of changes
   * (the changes heard meanwhile make one more computation when it ends).
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
        try {
          const { etag } = await this.current(tournamentId);
          this.events.announceRanking({ tournamentId, etag, at });
        } catch (error) {
          // A tournament without a duplicate has no ranking to announce; anything else, its screens read it themselves.
          if (!(error instanceof NotFoundError)) {
            this.logger.warn(t('LOG_RANKING_NOT_COMPUTED', { tournament: tournamentId, reason: (error as Error).message }));
            this.events.announceRanking({ tournamentId, at });
          }
        }
      } while (state.again);
      this.refreshing.delete(tournamentId);
    })();
  }

  private async build(tournamentId: string): Promise<CachedRanking> {
    const value = await this.compute(tournamentId);
    const json = JSON.stringify(value);
    return withGzip({ etag: rankingEtag(json), json, value });
  }

  private async head(tournamentId: string): Promise<Head> {
    const [head] = await this.prisma.$queryRaw<Head[]>`
      SELECT t.status::text AS status, t.deleted_at IS NOT NULL AS deleted, d.id AS "sessionId", d.ranking_seed AS "rankingSeed",
             (SELECT array_agg(dr.round ORDER BY dr.round) FROM duplicate_draw dr WHERE dr.session_id = d.id) AS rounds
      FROM tournament t LEFT JOIN duplicate_session d ON d.tournament_id = t.id
      WHERE t.id = ${tournamentId}::uuid`;
    if (!head || head.deleted) throw new NotFoundError('tournament', tournamentId);
    if (!head.sessionId) throw new NotFoundError('duplicate session of tournament', tournamentId);
    return head;
  }

  private async compute(tournamentId: string) {
    const head = await this.head(tournamentId);
    // The whole room in one query: every registered player, with their sheet when it is entered.
    const room = await this.prisma.$queryRaw<RoomRow[]>`
      SELECT e.bib, e.withdrawn_at IS NOT NULL AS withdrawn, p.id AS "playerId", p.licence, p.first_name AS "firstName",
             p.last_name AS "lastName", p.club_id AS "clubId", c.name AS club, s.status::text AS status,
             s.not_counted::text AS "notCounted", s.total, s.tens, s.numbers_points AS "numbersPoints", s.nines, s.eights,
             s.sevens, s.letters_points AS "lettersPoints", s.topped_rounds AS "toppedRounds", s.top_points AS "topPoints", s.stats
      FROM tournament_entry e
      JOIN player p ON p.id = e.player_id
      JOIN club c ON c.id = p.club_id
      LEFT JOIN answer_sheet s ON s.entry_id = e.id AND s.session_id = ${head.sessionId}::uuid
      WHERE e.tournament_id = ${tournamentId}::uuid
      ORDER BY e.bib`;
    const players = new Map<string, RankingPlayer>();
    const summaries: PlayerSheetSummary[] = [];
    const missingSheets: RankingPlayer[] = [];
    let unchecked = 0;
    let topPoints: number | undefined;
    for (const { bib, withdrawn, licence, firstName, lastName, clubId, club, status, notCounted, stats, ...summary } of room) {
      const player: RankingPlayer = { playerId: summary.playerId, bib, licence, name: `${firstName} ${lastName}`, clubId, club };
      if (status === null) {
        // Registered players with no sheet entered yet: neither ranked nor not counted (the withdrawn are left out).
        if (!withdrawn) missingSheets.push(player);
        continue;
      }
      players.set(summary.playerId, player);
      if (status !== 'CHECKED') unchecked++;
      topPoints ??= summary.topPoints;
      summaries.push({ ...summary, notCounted: notCounted as PlayerSheetSummary['notCounted'], stats: stats as SheetStats });
    }
    const ranking = rankDuplicate(summaries, head.rounds ?? [], { randomSeed: head.rankingSeed! });
    const provisional = acceptsWrite(head.status as TournamentStep, 'duplicate') || unchecked > 0 || missingSheets.length > 0;
    return {
      tournamentId,
      provisional,
      draws: head.rounds?.length ?? 0,
      topPoints: topPoints ?? 0,
      sheets: summaries.length,
      uncheckedSheets: unchecked,
      randomSeed: ranking.randomSeed,
      randomDraws: ranking.randomDraws,
      rows: ranking.rows.map((r) => Object.assign({}, players.get(r.playerId)!, r)),
      notCounted: ranking.notCounted.map((r) => Object.assign({}, players.get(r.playerId)!, r)),
      /** Registered players with no sheet entered yet: neither ranked nor not counted. */
      missingSheets,
    };
  }
}
