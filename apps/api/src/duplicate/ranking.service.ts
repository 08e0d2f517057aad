import { Injectable } from '@nestjs/common';
import { type PlayerSheetSummary, rankDuplicate, type SheetStats } from '@greffier/tournament';
import { NotFoundError } from '../common/domain-errors';
import { PrismaClient } from '../generated/prisma/client';

interface SheetRow {
  status: string;
  notCounted: string | null;
  total: number;
  tens: number;
  numbersPoints: number;
  nines: number;
  eights: number;
  sevens: number;
  lettersPoints: number;
  toppedRounds: number[];
  topPoints: number;
  stats: unknown;
  bib: number;
  playerId: string;
  licence: string;
  firstName: string;
  lastName: string;
  clubId: string;
  club: string;
}

export interface RankingPlayer {
  playerId: string;
  bib: number;
  licence: string;
  name: string;
  clubId: string;
  club: string;
}

/** The duplicate ranking, computed from the stored sheets at each read: it always reflects the last correction. */
@Injectable()
export class DuplicateRankingService {
  constructor(private readonly prisma: PrismaClient) {}

  async ranking(tournamentId: string) {
    const tournament = await this.prisma.tournament.findFirst({ where: { id: tournamentId, deletedAt: null } });
    if (!tournament) throw new NotFoundError('tournament', tournamentId);
    const session = await this.prisma.duplicateSession.findUnique({
      where: { tournamentId },
      select: { id: true, rankingSeed: true, draws: { select: { round: true }, orderBy: { round: 'asc' } } },
    });
    if (!session) throw new NotFoundError('duplicate session of tournament', tournamentId);
    // The hot path of the lunch break (read after every correction): one query for the whole room.
    const sheets = await this.prisma.$queryRaw<SheetRow[]>`
      SELECT s.status::text AS status, s.not_counted::text AS "notCounted", s.total, s.tens, s.numbers_points AS "numbersPoints",
             s.nines, s.eights, s.sevens, s.letters_points AS "lettersPoints", s.topped_rounds AS "toppedRounds",
             s.top_points AS "topPoints", s.stats, e.bib, p.id AS "playerId", p.licence, p.first_name AS "firstName",
             p.last_name AS "lastName", p.club_id AS "clubId", c.name AS club
      FROM answer_sheet s
      JOIN tournament_entry e ON e.id = s.entry_id
      JOIN player p ON p.id = e.player_id
      JOIN club c ON c.id = p.club_id
      WHERE s.session_id = ${session.id}::uuid`;
    const players = new Map<string, RankingPlayer>();
    const summaries: PlayerSheetSummary[] = sheets.map((s) => {
      players.set(s.playerId, { playerId: s.playerId, bib: s.bib, licence: s.licence, name: `${s.firstName} ${s.lastName}`, clubId: s.clubId, club: s.club });
      return {
        playerId: s.playerId,
        notCounted: s.notCounted as PlayerSheetSummary['notCounted'],
        total: s.total,
        tens: s.tens,
        numbersPoints: s.numbersPoints,
        nines: s.nines,
        eights: s.eights,
        sevens: s.sevens,
        lettersPoints: s.lettersPoints,
        toppedRounds: s.toppedRounds,
        topPoints: s.topPoints,
        stats: s.stats as unknown as SheetStats,
      };
    });
    const ranking = rankDuplicate(summaries, session.draws.map((d) => d.round), { randomSeed: session.rankingSeed });
    const present = await this.prisma.tournamentEntry.findMany({
      where: { tournamentId, withdrawnAt: null },
      include: { player: { include: { club: true } } },
      orderBy: { bib: 'asc' },
    });
    const withSheet = new Set(sheets.map((s) => s.playerId));
    const missingSheets = present
      .filter((e) => !withSheet.has(e.playerId))
      .map((e) => ({ playerId: e.playerId, bib: e.bib, licence: e.player.licence, name: `${e.player.firstName} ${e.player.lastName}`, clubId: e.player.clubId, club: e.player.club.name }));
    const unchecked = sheets.filter((s) => s.status !== 'CHECKED').length;
    const provisional = ['REGISTRATION', 'DUPLICATE', 'CORRECTION'].includes(tournament.status) || unchecked > 0 || missingSheets.length > 0;
    return {
      tournamentId,
      provisional,
      draws: session.draws.length,
      topPoints: sheets[0]?.topPoints ?? 0,
      sheets: sheets.length,
      uncheckedSheets: unchecked,
      randomSeed: ranking.randomSeed,
      randomDraws: ranking.randomDraws,
      rows: ranking.rows.map((r) => ({ ...players.get(r.playerId)!, ...r })),
      notCounted: ranking.notCounted.map((r) => ({ ...players.get(r.playerId)!, ...r })),
      /** Registered players with no sheet entered yet: neither ranked nor not counted. */
      missingSheets,
    };
  }
}
