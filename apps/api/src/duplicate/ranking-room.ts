import { acceptsWrite, orderDuplicate, type PlayerSheetSummary, rankingForm, type SheetStats, type TournamentStep } from '@greffier/tournament';
import { NotFoundError } from '../common/domain-errors';
import { Prisma, type PrismaClient } from '../generated/prisma/client';
import type { AnnouncedSheet } from '../events/tournament-events';
import type { RankingRows } from './ranking-rows';

/** What the ranking needs of the tournament besides its room: its step, its session, the draws' rounds. */
export interface Head {
  status: string;
  deleted: boolean;
  sessionId: string | null;
  rankingSeed: string | null;
  rounds: number[] | null;
}

/** One registered player with their sheet's summary, if entered (the ranking is made of these rows). */
export interface RoomRow extends Omit<PlayerSheetSummary, 'notCounted' | 'toppedRounds' | 'stats'> {
  entryId: string;
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

/** One row of the room as the ranking takes it: the player as listed, their sheet's summary if entered. */
export interface Seat {
  player: RankingPlayer;
  withdrawn: boolean;
  /** The sheet's step (ENTERED, CHECKED…); null with no sheet entered. */
  status: string | null;
  summary: PlayerSheetSummary | null;
}

/** A tournament's head and room as read, each registered player at the place of their entry (by table number). */
export interface Room {
  head: Head;
  seats: readonly Seat[];
  /** Each entry's place in `seats`. */
  places: ReadonlyMap<string, number>;
}

export interface RankingPlayer {
  playerId: string;
  bib: number;
  licence: string;
  name: string;
  clubId: string;
  club: string;
}

export type DuplicateRanking = ReturnType<typeof rankRoom>['ranking'];

const ROOM_COLUMNS = Prisma.sql`
  e.id AS "entryId", e.bib, e.withdrawn_at IS NOT NULL AS withdrawn, p.id AS "playerId", p.licence,
  p.first_name AS "firstName", p.last_name AS "lastName", p.club_id AS "clubId", c.name AS club, s.status::text AS status,
  s.not_counted::text AS "notCounted", s.total, s.tens, s.numbers_points AS "numbersPoints", s.nines, s.eights,
  s.sevens, s.letters_points AS "lettersPoints", s.topped_rounds AS "toppedRounds", s.top_points AS "topPoints", s.stats`;

/** The tournament's registered players with their clubs, and their sheets of the session when entered. */
const roomOf = (tournamentId: string, sessionId: string | null) => Prisma.sql`
  FROM tournament_entry e
  JOIN player p ON p.id = e.player_id
  JOIN club c ON c.id = p.club_id
  LEFT JOIN answer_sheet s ON s.entry_id = e.id AND s.session_id = ${sessionId}::uuid
  WHERE e.tournament_id = ${tournamentId}::uuid`;

/** The reads the ranking is made of: the head, the whole room, or the rows of a few entries. */
export class RoomReader {
  constructor(private readonly prisma: PrismaClient) {}

  async head(tournamentId: string): Promise<Head> {
    const [head] = await this.prisma.$queryRaw<Head[]>`
      SELECT t.status::text AS status, t.deleted_at IS NOT NULL AS deleted, d.id AS "sessionId", d.ranking_seed AS "rankingSeed",
             (SELECT array_agg(dr.round ORDER BY dr.round) FROM duplicate_draw dr WHERE dr.session_id = d.id) AS rounds
      FROM tournament t LEFT JOIN duplicate_session d ON d.tournament_id = t.id
      WHERE t.id = ${tournamentId}::uuid`;
    if (!head || head.deleted) throw new NotFoundError('tournament', tournamentId);
    if (!head.sessionId) throw new NotFoundError('duplicate session of tournament', tournamentId);
    return head;
  }

  /** The whole room in one query: every registered player, with their sheet when it is entered. */
  async room(tournamentId: string): Promise<Room> {
    const head = await this.head(tournamentId);
    const rows = await this.prisma.$queryRaw<RoomRow[]>`SELECT ${ROOM_COLUMNS} ${roomOf(tournamentId, head.sessionId)} ORDER BY e.bib`;
    return { head, seats: rows.map(seat), places: new Map(rows.map((row, i) => [row.entryId, i])) };
  }

  /**
   * The room with the rows of these entries read again (their sheets changed, nothing else did), or null when one
   * of them is not in the room as it was read (a change the whole room must be read again for).
   */
  async patched(tournamentId: string, room: Room, entries: readonly string[]): Promise<Room | null> {
    if (entries.some((entry) => !room.places.has(entry))) return null;
    const read = await this.prisma.$queryRaw<RoomRow[]>`
      SELECT ${ROOM_COLUMNS} ${roomOf(tournamentId, room.head.sessionId)} AND e.id = ANY(${entries}::uuid[])`;
    if (read.length !== entries.length) return null;
    const seats = room.seats.slice();
    for (const row of read) seats[room.places.get(row.entryId)!] = seat(row);
    return { head: room.head, seats, places: room.places };
  }
}

/**
 * The room with these sheets as their notification gave them (nothing else changed), with no read: null when one of
 * them is not in the room as it was read (a change the whole room must be read again for).
 */
export function withSheets(room: Room, sheets: readonly AnnouncedSheet[]): Room | null {
  if (sheets.some((sheet) => !room.places.has(sheet.entryId))) return null;
  const seats = room.seats.slice();
  for (const sheet of sheets) {
    const place = room.places.get(sheet.entryId)!;
    const { player, withdrawn } = seats[place]!;
    seats[place] = { player, withdrawn, status: sheet.status, summary: summaryOf(player.playerId, sheet) };
  }
  return { head: room.head, seats, places: room.places };
}

/** A row as read, taken apart once: a room kept between changes takes again only the rows read again. */
function seat(row: RoomRow): Seat {
  const { bib, licence, firstName, lastName, clubId, club, status } = row;
  return {
    player: { playerId: row.playerId, bib, licence, name: `${firstName} ${lastName}`, clubId, club },
    withdrawn: row.withdrawn,
    status,
    summary: status === null ? null : summaryOf(row.playerId, row),
  };
}

/** The columns of a sheet the ranking reads, as read with the room or as a notification gave them. */
type SheetColumns = Omit<AnnouncedSheet, 'entryId' | 'status'>;

/** The ranking's summary of a player's sheet. */
function summaryOf(playerId: string, sheet: SheetColumns): PlayerSheetSummary {
  return {
    playerId,
    ...rankingForm(sheet),
    lettersPoints: sheet.lettersPoints,
    topPoints: sheet.topPoints,
    toppedRounds: sheet.toppedRounds,
    notCounted: sheet.notCounted as PlayerSheetSummary['notCounted'],
    stats: sheet.stats as SheetStats,
  };
}

/**
 * The duplicate ranking of a room as read (the ranked, the sheets not counted, the players with no sheet yet), with
 * its rows as written (RankingRows: each kept while its inputs are the same), from which its body is made.
 */
export function rankRoom(tournamentId: string, { head, seats }: Room, rows: RankingRows) {
  const players = new Map<string, RankingPlayer>();
  const summaries: PlayerSheetSummary[] = [];
  const missingSheets: RankingPlayer[] = [];
  let unchecked = 0;
  let topPoints: number | undefined;
  for (const { player, withdrawn, status, summary } of seats) {
    if (summary === null) {
      // Registered players with no sheet entered yet: neither ranked nor not counted (the withdrawn are left out).
      if (!withdrawn) missingSheets.push(player);
      continue;
    }
    players.set(player.playerId, player);
    if (status !== 'CHECKED') unchecked++;
    topPoints ??= summary.topPoints;
    summaries.push(summary);
  }
  const randomSeed = head.rankingSeed!;
  const order = orderDuplicate(summaries, head.rounds ?? [], { randomSeed });
  const written = order.ordered.map((summary, i) => rows.row(order, i, players.get(summary.playerId)!));
  const provisional = acceptsWrite(head.status as TournamentStep, 'duplicate') || unchecked > 0 || missingSheets.length > 0;
  const ranking = {
    tournamentId,
    provisional,
    draws: head.rounds?.length ?? 0,
    topPoints: topPoints ?? 0,
    sheets: summaries.length,
    uncheckedSheets: unchecked,
    randomSeed,
    randomDraws: order.randomDraws,
    rows: written.map((w) => w.row),
    notCounted: order.notCounted.map((r) => Object.assign({}, players.get(r.playerId)!, r)),
    /** Registered players with no sheet entered yet: neither ranked nor not counted. */
    missingSheets,
  };
  return { ranking, written };
}
