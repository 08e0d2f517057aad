import { Injectable } from '@nestjs/common';
import { type PlayerSheetSummary, rankDuplicate, type SheetStats } from '@greffier/tournament';
import { NotFoundError } from '../common/domain-errors';
import { PrismaClient } from '../generated/prisma/client';

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
      include: {
        draws: { select: { round: true }, orderBy: { round: 'asc' } },
        sheets: { include: { entry: { include: { player: { include: { club: true } } } } } },
      },
    });
    if (!session) throw new NotFoundError('duplicate session of tournament', tournamentId);
    const players = new Map<string, RankingPlayer>();
    const summaries: PlayerSheetSummary[] = session.sheets.map((s) => {
      const p = s.entry.player;
      players.set(p.id, { playerId: p.id, bib: s.entry.bib, licence: p.licence, name: `${p.firstName} ${p.lastName}`, clubId: p.clubId, club: p.club.name });
      return {
        playerId: p.id,
        notCounted: s.notCounted,
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
    const registered = await this.prisma.tournamentEntry.count({ where: { tournamentId, withdrawnAt: null } });
    const unchecked = session.sheets.filter((s) => s.status !== 'CHECKED').length;
    const provisional = ['REGISTRATION', 'DUPLICATE', 'CORRECTION'].includes(tournament.status) || unchecked > 0 || registered > session.sheets.length;
    return {
      tournamentId,
      provisional,
      draws: session.draws.length,
      topPoints: session.sheets[0]?.topPoints ?? 0,
      sheets: session.sheets.length,
      uncheckedSheets: unchecked,
      randomSeed: ranking.randomSeed,
      randomDraws: ranking.randomDraws,
      rows: ranking.rows.map((r) => ({ ...players.get(r.playerId)!, ...r })),
      notCounted: ranking.notCounted.map((r) => ({ ...players.get(r.playerId)!, ...r })),
    };
  }
}
