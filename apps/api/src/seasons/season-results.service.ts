import { Injectable } from '@nestjs/common';
import { t } from '@greffier/messages';
import {
  clubCupStanding,
  clubSeasonPlayers,
  type FinalSource,
  latestClub,
  rankSeason,
  type SeasonEntry,
  type SeasonPoints,
  type SeasonRow,
  seasonPoints,
  type SeasonTournament,
  type TournamentStandings,
  tournamentOutcome,
} from '@greffier/season';
import { seasonRankingPdf } from '@greffier/pdf';
import { NotFoundError } from '../common/domain-errors';
import { DuplicateRankingService } from '../duplicate/ranking.service';
import { PoulesService } from '../matches/poules.service';
import { PyramideResultsService } from '../pyramide/pyramide-results.service';
import { PrismaClient, type Season } from '../generated/prisma/client';
import type { SeasonCupResultDto, SeasonClubDto, SeasonHistoryRowDto, SeasonPlayerHistoryDto, SeasonRankingRowDto, SeasonTournamentDto } from './seasons.dto';
import { ruleOf, SeasonsService, toSeasonResponse } from './seasons.service';

const SOURCE_LABELS = { general: 'SEASON_SOURCE_GENERAL', pyramide: 'SEASON_SOURCE_PYRAMIDE', duplicate: 'SEASON_SOURCE_DUPLICATE' } as const;
export const sourceLabel = (source: FinalSource | null): string | null => (source ? t(SOURCE_LABELS[source]) : null);

/** One tournament of the season with each registered player's result there. */
interface TournamentResults extends SeasonTournament<SeasonEntry> {
  tournament: SeasonTournamentDto;
  source: FinalSource | null;
  provisional: boolean;
  duplicateField: number;
  hasPoules: boolean;
}

/** Everything a season's pages show: its tournaments, their results, each result's points, and the ranking. */
export interface SeasonResults {
  season: Season;
  tournaments: TournamentResults[];
  ranking: SeasonRow[];
  /** The points of each result that counts, by tournament then player. */
  points: SeasonPoints;
  /** Every player registered in the season, with their club in the directory. */
  people: Map<string, SeasonEntry>;
}

const day = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * The season's pages (docs/seasons.md) from the tournaments dated within it: each tournament's result read from
 * its rankings as the API answers them (the duplicate ranking, the general ranking, the Pyramide standings),
 * each result's points by the season's profile, the ranking of the finished ones (libs/season).
 */
@Injectable()
export class SeasonResultsService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly seasons: SeasonsService,
    private readonly duplicate: DuplicateRankingService,
    private readonly poules: PoulesService,
    private readonly pyramide: PyramideResultsService,
  ) {}

  async results(seasonId: string): Promise<SeasonResults> {
    const season = await this.seasons.find(seasonId);
    const { profile, parameters } = ruleOf(season);
    const rows = await this.prisma.tournament.findMany({
      where: { deletedAt: null, date: { gte: season.firstDay, lte: season.lastDay } },
      orderBy: [{ date: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        name: true,
        date: true,
        status: true,
        duplicate: { select: { id: true } },
        pyramide: { select: { id: true } },
        _count: { select: { poules: true } },
        entries: { select: { playerId: true, club: { select: { id: true, name: true } }, player: { select: { firstName: true, lastName: true, licence: true, club: { select: { id: true, name: true } } } } } },
      },
    });
    const tournaments: TournamentResults[] = [];
    const people = new Map<string, SeasonEntry>();
    for (const row of rows) {
      const standings: TournamentStandings = {};
      if (row.duplicate) {
        const d = await this.duplicate.ranking(row.id);
        standings.duplicate = {
          provisional: d.provisional,
          rows: d.rows.map((r) => ({ playerId: r.playerId, rank: r.rank, total: r.total, percentOfTopPerMille: r.percentOfTopPerMille })),
          notCounted: d.notCounted.map((r) => ({ playerId: r.playerId, total: r.form.total })),
        };
      }
      if (row._count.poules > 0) {
        const g = await this.poules.generalRanking(row.id);
        standings.general = { complete: g.complete, rows: g.rows.map((r) => ({ playerId: r.playerId, place: r.place })) };
      }
      if (row.pyramide) {
        const p = await this.pyramide.standings(row.id);
        standings.pyramide = { provisional: p.provisional, rows: p.rows.map((r) => ({ rank: r.rank, playerIds: r.players.map((x) => x.playerId) })) };
      }
      const outcome = tournamentOutcome(standings);
      const entries = new Map<string, SeasonEntry>();
      for (const e of row.entries) {
        const club = e.club ?? e.player.club;
        entries.set(e.playerId, { playerId: e.playerId, name: `${e.player.firstName} ${e.player.lastName}`, licence: e.player.licence, clubId: club.id, club: club.name });
        people.set(e.playerId, { playerId: e.playerId, name: `${e.player.firstName} ${e.player.lastName}`, licence: e.player.licence, clubId: e.player.club.id, club: e.player.club.name });
      }
      tournaments.push({
        tournament: { id: row.id, name: row.name, date: day(row.date), status: row.status, counts: row.status === 'FINISHED' },
        source: outcome.source,
        provisional: outcome.provisional,
        field: outcome.field,
        duplicateField: outcome.duplicateField,
        hasPoules: row._count.poules > 0,
        entries,
        outcomes: new Map(outcome.players.map((p) => [p.playerId, p])),
      });
    }

    const { points, entrants } = seasonPoints(tournaments, profile, parameters, people);
    return { season, tournaments, ranking: rankSeason(entrants, parameters.best), points, people };
  }

  rankingRows(r: SeasonResults): SeasonRankingRowDto[] {
    return r.ranking.map((row) => {
      const p = r.people.get(row.playerId)!;
      return {
        rank: row.rank,
        playerId: row.playerId,
        name: p.name,
        licence: p.licence,
        ...latestClub(row.playerId, r.tournaments, r.points, p),
        total: row.total,
        results: row.counted.length + row.dropped.length,
        counted: row.counted.map((x) => ({ tournamentId: x.tournamentId, points: x.points })),
        dropped: row.dropped.map((x) => ({ tournamentId: x.tournamentId, points: x.points })),
        tied: row.tied,
        brokenByReason: row.brokenByReason,
      };
    });
  }

  async ranking(seasonId: string, page: { page: number; pageSize: number }) {
    const r = await this.results(seasonId);
    const rows = this.rankingRows(r);
    const start = (page.page - 1) * page.pageSize;
    return {
      season: toSeasonResponse(r.season),
      tournaments: r.tournaments.map((x) => x.tournament),
      items: rows.slice(start, start + page.pageSize),
      total: rows.length,
      page: page.page,
      pageSize: page.pageSize,
    };
  }

  /** The season ranking on paper (libs/pdf). */
  async rankingPdf(seasonId: string): Promise<Buffer> {
    const r = await this.results(seasonId);
    const season = toSeasonResponse(r.season);
    return seasonRankingPdf({
      season,
      tournaments: r.tournaments.map((x) => x.tournament),
      rows: this.rankingRows(r).map((row) => ({ ...row, counted: row.counted.length })),
    });
  }

  async history(seasonId: string, playerId: string): Promise<SeasonPlayerHistoryDto> {
    const r = await this.results(seasonId);
    const player = await this.prisma.player.findFirst({ where: { id: playerId }, include: { club: true } });
    if (!player) throw new NotFoundError('player', playerId);
    const row = r.ranking.find((x) => x.playerId === playerId);
    const counted = new Set(row?.counted.map((x) => x.tournamentId) ?? []);
    const tournaments: SeasonHistoryRowDto[] = r.tournaments.flatMap((tr) => {
      const entry = tr.entries.get(playerId);
      if (!entry) return [];
      const o = tr.outcomes.get(playerId);
      const points = r.points.get(tr.tournament.id)?.get(playerId) ?? null;
      return [
        {
          tournamentId: tr.tournament.id,
          name: tr.tournament.name,
          date: tr.tournament.date,
          status: tr.tournament.status,
          counts: tr.tournament.counts,
          duplicate: o?.duplicate ? { ...o.duplicate, field: tr.duplicateField } : null,
          place: o?.place ?? null,
          field: tr.field,
          source: o?.place != null ? tr.source : null,
          sourceLabel: o?.place != null ? sourceLabel(tr.source) : null,
          provisional: tr.provisional,
          clubId: entry.clubId,
          club: entry.club,
          points,
          counted: counted.has(tr.tournament.id),
        },
      ];
    });
    return {
      season: toSeasonResponse(r.season),
      player: { id: player.id, name: `${player.firstName} ${player.lastName}`, licence: player.licence, clubId: player.clubId, club: player.club.name },
      standing: row ? { rank: row.rank, total: row.total, tied: row.tied, of: r.ranking.length } : null,
      tournaments,
    };
  }

  async club(seasonId: string, clubId: string): Promise<SeasonClubDto> {
    const r = await this.results(seasonId);
    const club = await this.prisma.club.findFirst({ where: { id: clubId } });
    if (!club) throw new NotFoundError('club', clubId);
    const cups: SeasonCupResultDto[] = [];
    for (const tr of r.tournaments) {
      if (!tr.hasPoules) continue;
      const general = await this.poules.generalRanking(tr.tournament.id);
      const mine = clubCupStanding(clubId, general.rows, tr.entries);
      if (!mine) continue;
      cups.push({
        tournamentId: tr.tournament.id,
        name: tr.tournament.name,
        date: tr.tournament.date,
        complete: general.complete,
        rank: mine.rank,
        total: mine.total,
        clubs: mine.clubs,
        players: mine.players.map((p) => ({ name: tr.entries.get(p.playerId)?.name ?? p.playerId, place: p.place })),
      });
    }
    return { season: toSeasonResponse(r.season), clubId: club.id, club: club.name, city: club.city, players: clubSeasonPlayers(clubId, r.tournaments, r.points, r.ranking), cups };
  }
}
