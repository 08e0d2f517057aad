import { Injectable } from '@nestjs/common';
import { drawTopPoints } from '@greffier/tournament';
import { NotFoundError } from '../common/domain-errors';
import { toRuleDraw, type StoredTop } from '../dcl/draw.mapping';
import { DuplicateRankingService } from '../duplicate/ranking.service';
import { PoulesService } from '../matches/poules.service';
import { PyramideResultsService } from '../pyramide/pyramide-results.service';
import { ClubGamesService } from '../club-games/club-games.service';
import { PrismaClient } from '../generated/prisma/client';
import type { ClubGameKind } from '../generated/prisma/enums';
import { bestClubCupTable, generalRankingTable, type MatchInput, matchesTable } from './afternoon-rows';
import { answerSheetsTable, duplicateRankingTable, type SheetDrawInput } from './duplicate-rows';
import type { ExportTable } from './export-table';
import { clubGamesTable, pyramideSheetsTable, pyramideStandingsTable } from './pyramide-rows';

/**
 * The exports (docs/exports.md): each reads what the API's own reads answer (the rankings, the poules, the
 * standings, the games) or the stored sheets, and shapes it into a table (the pure *-rows.ts functions).
 */
@Injectable()
export class ExportsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly rankings: DuplicateRankingService,
    private readonly poules: PoulesService,
    private readonly pyramide: PyramideResultsService,
    private readonly clubGames: ClubGamesService,
  ) {}

  async duplicateRanking(tournamentId: string): Promise<ExportTable> {
    return duplicateRankingTable(await this.rankings.ranking(tournamentId));
  }

  async answerSheets(tournamentId: string): Promise<ExportTable> {
    const tournament = await this.prisma.tournament.findFirst({
      where: { id: tournamentId, deletedAt: null },
      include: { duplicate: { include: { draws: { orderBy: { round: 'asc' } } } } },
    });
    if (!tournament) throw new NotFoundError('tournament', tournamentId);
    if (!tournament.duplicate) throw new NotFoundError('duplicate session of tournament', tournamentId);
    const draws: SheetDrawInput[] = tournament.duplicate.draws.map((d) => {
      const top = d.top as unknown as StoredTop;
      return {
        round: d.round,
        kind: d.kind,
        draw: d.kind === 'LETTERS' ? (d.letters ?? '') : `${d.plates.join(' ')} → ${d.target}`,
        topPoints: drawTopPoints(toRuleDraw(d), tournament.pointsProfile),
        topAnswer: top.kind === 'letters' ? top.words.join(' / ') : `${top.best.join(' / ')}${top.exact ? '' : ` (à ${top.distance})`}`,
      };
    });
    const sheets = await this.prisma.answerSheet.findMany({
      where: { sessionId: tournament.duplicate.id },
      include: { answers: true, changes: { orderBy: { id: 'asc' } }, entry: { include: { player: { include: { club: true } } } } },
      orderBy: { entry: { bib: 'asc' } },
    });
    const actorIds = [...new Set(sheets.flatMap((s) => s.changes.map((c) => c.actorId)).filter((id): id is string => id !== null))];
    const actors = new Map((await this.prisma.account.findMany({ where: { id: { in: actorIds } }, select: { id: true, displayName: true } })).map((a) => [a.id, a.displayName]));
    return answerSheetsTable(
      draws,
      sheets.map((s) => ({
        bib: s.entry.bib,
        licence: s.entry.player.licence,
        name: `${s.entry.player.firstName} ${s.entry.player.lastName}`,
        club: s.entry.player.club.name,
        status: s.status,
        notCounted: s.notCounted,
        answers: s.answers,
        changes: s.changes.map((c) => ({ round: c.round, at: c.at, action: c.action, reason: c.reason, actorName: c.actorId ? (actors.get(c.actorId) ?? null) : null })),
      })),
    );
  }

  async matches(tournamentId: string): Promise<ExportTable> {
    const poules = await this.poules.list(tournamentId);
    const stored = await this.prisma.match.findMany({ where: { tournamentId }, include: { answers: { where: { phase: 'REGULAR' } }, draws: { where: { phase: 'REGULAR' }, select: { round: true } } } });
    const byCode = new Map(stored.map((m) => [m.code, m]));
    const matches: MatchInput[] = poules.flatMap((p) =>
      p.matches.map((m) => {
        const row = byCode.get(m.code);
        const points = (round: number, side: string) => row?.answers.find((a) => a.round === round && a.side === side)?.points ?? null;
        const rounds = (row?.draws ?? []).map((d) => d.round).sort((a, b) => a - b);
        return {
          ...m,
          poule: p.code,
          draws: rounds.map((round) => ({ round, a: points(round, 'a'), b: points(round, 'b') })),
          suddenDeath: (row?.suddenDeath as number[][] | undefined) ?? [],
        };
      }),
    );
    return matchesTable(matches);
  }

  async generalRanking(tournamentId: string): Promise<ExportTable> {
    return generalRankingTable(await this.poules.generalRanking(tournamentId));
  }

  async bestClubCup(tournamentId: string): Promise<ExportTable> {
    return bestClubCupTable(await this.poules.bestClubCup(tournamentId));
  }

  async pyramideStandings(tournamentId: string): Promise<ExportTable> {
    return pyramideStandingsTable(await this.pyramide.standings(tournamentId));
  }

  async pyramideSheets(tournamentId: string): Promise<ExportTable> {
    const { gamesSeated } = await this.pyramide.standings(tournamentId);
    const games = [];
    for (let n = 1; n <= gamesSeated; n++) games.push(await this.pyramide.game(tournamentId, n));
    return pyramideSheetsTable(games as Parameters<typeof pyramideSheetsTable>[0]);
  }

  async clubGamesOf(clubId: string, filter: { kind?: ClubGameKind; from?: string; to?: string }): Promise<ExportTable> {
    const games = await this.clubGames.list(clubId, filter);
    return clubGamesTable(
      [...games].reverse().map((g) => ({
        kindLabel: this.clubGames.handler(g.kind).label,
        playedOn: g.playedOn,
        title: g.title,
        finished: g.finished,
        players: g.players,
        standings: g.standings,
      })),
    );
  }
}
