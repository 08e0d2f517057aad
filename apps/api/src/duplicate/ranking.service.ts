import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { acceptsWrite, type PlayerSheetSummary, rankDuplicate, type SheetStats, type TournamentStep } from '@greffier/tournament';
import { NotFoundError } from '../common/domain-errors';
import { PrismaClient } from '../generated/prisma/client';

/** What the ranking depends on, read in one small query: the tournament's step and a stamp of every row that counts. */
interface Head {
  status: string;
  deleted: boolean;
  sessionId: string | null;
  rankingSeed: string | null;
  rounds: number[] | null;
  stamp: string;
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

/** A ranking as computed for one state of the tournament, with its JSON and ETag ready to send. */
export interface CachedRanking {
  stamp: string;
  etag: string;
  json: string;
  value: DuplicateRanking;
}

const CACHED_TOURNAMENTS = 64;

/** The stamp query under way for a tournament, and the one that follows it for the calls that came since. */
interface HeadRead {
  running: Promise<Head>;
  next?: Promise<Head>;
}
const ignore = (): void => undefined;

/**
 * The duplicate ranking, computed once per state of the tournament and kept in this process. Every read
 * first reads the tournament's stamp (its step and the count, versions and last change of its sheets,
 * entries, players and clubs) in one small query: a ranking computed for another stamp is never served, so
 * a change committed through any API process is in the next read of every process. Reads that arrive while
 * the stamp is being read share the next stamp query, and reads that arrive while the ranking is being
 * computed wait for that computation instead of starting their own.
 */
@Injectable()
export class DuplicateRankingService {
  private readonly cache = new Map<string, CachedRanking>();
  private readonly computing = new Map<string, Promise<CachedRanking>>();
  private readonly heads = new Map<string, HeadRead>();

  constructor(private readonly prisma: PrismaClient) {}

  async ranking(tournamentId: string): Promise<DuplicateRanking> {
    return (await this.cached(tournamentId)).value;
  }

  /** The ranking of the tournament as it is now, with its JSON and ETag. */
  async cached(tournamentId: string): Promise<CachedRanking> {
    const head = await this.freshHead(tournamentId);
    const hit = this.cache.get(tournamentId);
    if (hit && hit.stamp === head.stamp) return hit;
    const key = `${tournamentId}/${head.stamp}`;
    let pending = this.computing.get(key);
    if (!pending) {
      pending = this.build(tournamentId, head).finally(() => this.computing.delete(key));
      this.computing.set(key, pending);
    }
    return pending;
  }

  private async build(tournamentId: string, head: Head): Promise<CachedRanking> {
    const value = await this.compute(tournamentId, head);
    const entry: CachedRanking = { stamp: head.stamp, etag: `"r-${createHash('sha1').update(head.stamp).digest('base64url').slice(0, 16)}"`, json: JSON.stringify(value), value };
    this.cache.delete(tournamentId);
    this.cache.set(tournamentId, entry);
    if (this.cache.size > CACHED_TOURNAMENTS) this.cache.delete(this.cache.keys().next().value!);
    return entry;
  }

  /**
   * The stamp as read by a query that started after this call: a room of phones asking at once (each told
   * of the same change) shares one or two queries, and none is answered from a read older than its request.
   * A call that comes while a read is under way waits for the next one, which starts when that read ends and
   * serves every call that came in the meantime.
   */
  private freshHead(tournamentId: string): Promise<Head> {
    const slot = this.heads.get(tournamentId);
    if (!slot) return this.readHead(tournamentId);
    slot.next ??= slot.running.then(ignore, ignore).then(() => this.readHead(tournamentId));
    return slot.next;
  }

  private readHead(tournamentId: string): Promise<Head> {
    const running = this.head(tournamentId);
    const slot: HeadRead = { running };
    this.heads.set(tournamentId, slot);
    void running.then(ignore, ignore).then(() => {
      if (this.heads.get(tournamentId) === slot && !slot.next) this.heads.delete(tournamentId);
    });
    return running;
  }

  private async head(tournamentId: string): Promise<Head> {
    const [head] = await this.prisma.$queryRaw<Head[]>`
      SELECT t.status::text AS status, t.deleted_at IS NOT NULL AS deleted, d.id AS "sessionId", d.ranking_seed AS "rankingSeed",
             (SELECT array_agg(dr.round ORDER BY dr.round) FROM duplicate_draw dr WHERE dr.session_id = d.id) AS rounds,
             concat_ws('/', t.version, d.version,
               (SELECT concat_ws(':', count(*), sum(s.version), max(s.updated_at)) FROM answer_sheet s WHERE s.session_id = d.id),
               (SELECT concat_ws(':', count(*), sum(e.version), max(e.updated_at), sum(p.version), max(p.updated_at), sum(c.version), max(c.updated_at))
                  FROM tournament_entry e JOIN player p ON p.id = e.player_id JOIN club c ON c.id = p.club_id WHERE e.tournament_id = t.id)) AS stamp
      FROM tournament t LEFT JOIN duplicate_session d ON d.tournament_id = t.id
      WHERE t.id = ${tournamentId}::uuid`;
    if (!head || head.deleted) throw new NotFoundError('tournament', tournamentId);
    if (!head.sessionId) throw new NotFoundError('duplicate session of tournament', tournamentId);
    return head;
  }

  private async compute(tournamentId: string, head: Head) {
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
