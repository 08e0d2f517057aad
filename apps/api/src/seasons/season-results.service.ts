import { Injectable } from '@nestjs/common';
import { t } from '@greffier/messages';
import { type FinalSource, type PlayerOutcome, rankSeason, resultPoints, type SeasonEntrant, type SeasonRow, type TournamentStandings, tournamentOutcome } from '@greffier/season';
import { seasonRankingPdf } from '@greffier/pdf';
import { bestClubCup } from '@greffier/tournament';
import { NotFoundError } from '../common/domain-errors';
import { DuplicateRankingService } from '../duplicate/ranking.service';
import { PoulesService } from '../matches/poules.service';
import { PyramideResultsService } from '../pyramide/pyramide-results.service';
import { PrismaClient, type Season } from '../generated/prisma/client';
import type { SeasonCupResultDto, SeasonClubDto, SeasonHistoryRowDto, SeasonPlayerHistoryDto, SeasonRankingRowDto, SeasonTournamentDto } from './seasons.dto';
import { ruleOf, SeasonsService, toSeasonResponse } from './seasons.service';

const SOURCE_LABELS = { general: 'SEASON_SOURCE_GENERAL', pyramide: 'SEASON_SOURCE_PYRAMIDE', duplicate: 'SEASON_SOURCE_DUPLICATE' } as const;
export const sourceLabel = (source: FinalSource | null): string | null => (source ? t(SOURCE_LABELS[source]) : null);

interface Person {
  playerId: string;
  name: string;
  licence: string;
  /** The club the result is played for: fixed on the registration once finished, else the directory's. */
  clubId: string;
  club: string;
}

/** One tournament of the season with each registered player's result there. */
interface TournamentResults {
  tournament: SeasonTournamentDto;
  source: FinalSource | null;
  provisional: boolean;
  field: number;
  duplicateField: number;
  hasPoules: boolean;
  entries: Map<string, Person>;
  outcomes: Map<string, PlayerOutcome>;
}

/** Everything a season's pages show: its tournaments, their results, each result's points, and the ranking. */
export interface SeasonResults {
  season: Season;
  tournaments: TournamentResults[];
  ranking: SeasonRow[];
  /** The points of each result that counts, by tournament then player. */
  points: Map<string, Map<string, number>>;
  people: Map<string, Person>;
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
    const people = new Map<string, Person>();
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
      const entries = new Map<string, Person>();
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

    // The finished tournaments count: each result's points by the profile (none: no final place, no duplicate).
    const points = new Map<string, Map<string, number>>();
    const entrants = new Map<string, SeasonEntrant & { results: { tournamentId: string; date: string; points: number }[] }>();
    for (const tr of tournaments) {
      if (!tr.tournament.counts) continue;
      const worth = new Map<string, number>();
      for (const o of tr.outcomes.values()) {
        const p = resultPoints(profile, parameters, { place: o.place, field: tr.field, percentOfTopPerMille: o.duplicate?.percentOfTopPerMille ?? null });
        if (p === null || !tr.entries.has(o.playerId)) continue;
        worth.set(o.playerId, p);
        let entrant = entrants.get(o.playerId);
        if (!entrant) entrants.set(o.playerId, (entrant = { playerId: o.playerId, name: people.get(o.playerId)!.name, results: [] }));
        entrant.results.push({ tournamentId: tr.tournament.id, date: tr.tournament.date, points: p });
      }
      points.set(tr.tournament.id, worth);
    }
    return { season, tournaments, ranking: rankSeason([...entrants.values()], parameters.best), points, people };
  }

  /** The club of a player's latest result in the season (the one they play for now, as far as the season knows). */
  private latestClub(r: SeasonResults, playerId: string): { clubId: string; club: string } {
    for (let i = r.tournaments.length - 1; i >= 0; i--) {
      const e = r.tournaments[i]!.entries.get(playerId);
      if (e && r.points.get(r.tournaments[i]!.tournament.id)?.has(playerId)) return { clubId: e.clubId, club: e.club };
    }
    const p = r.people.get(playerId)!;
    return { clubId: p.clubId, club: p.club };
  }

  rankingRows(r: SeasonResults): SeasonRankingRowDto[] {
    return r.ranking.map((row) => {
      const p = r.people.get(row.playerId)!;
      return {
        rank: row.rank,
        playerId: row.playerId,
        name: p.name,
        licence: p.licence,
        ...this.latestClub(r, row.playerId),
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
    const rows = new Map(r.ranking.map((x) => [x.playerId, x]));
    const players = new Map<string, { playerId: string; name: string; licence: string; tournaments: number; points: number }>();
    for (const tr of r.tournaments) {
      for (const e of tr.entries.values()) {
        if (e.clubId !== clubId || !tr.tournament.counts || !tr.outcomes.has(e.playerId)) continue;
        const p = players.get(e.playerId) ?? { playerId: e.playerId, name: e.name, licence: e.licence, tournaments: 0, points: 0 };
        p.tournaments++;
        if (rows.get(e.playerId)?.counted.some((c) => c.tournamentId === tr.tournament.id)) p.points += r.points.get(tr.tournament.id)?.get(e.playerId) ?? 0;
        players.set(e.playerId, p);
      }
    }
    const listed = [...players.values()]
      .map((p) => ({ ...p, rank: rows.get(p.playerId)?.rank ?? null, total: rows.get(p.playerId)?.total ?? null }))
      .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.name.localeCompare(b.name, 'fr'));
    const cups: SeasonCupResultDto[] = [];
    for (const tr of r.tournaments) {
      if (!tr.hasPoules) continue;
      const general = await this.poules.generalRanking(tr.tournament.id);
      // The cup as the tournament's own, with each player's club of the day (fixed once finished).
      const cup = bestClubCup(general.rows.map((g) => ({ playerId: g.playerId, clubId: tr.entries.get(g.playerId)?.clubId ?? g.clubId, place: g.place })));
      const mine = cup.ranked.find((c) => c.clubId === clubId) ?? cup.notRanked.find((c) => c.clubId === clubId);
      if (!mine) continue;
      cups.push({
        tournamentId: tr.tournament.id,
        name: tr.tournament.name,
        date: tr.tournament.date,
        complete: general.complete,
        rank: 'rank' in mine ? (mine.rank as number) : null,
        total: 'total' in mine ? (mine.total as number) : null,
        clubs: cup.ranked.length,
        players: mine.playerIds.map((id, i) => ({ name: tr.entries.get(id)?.name ?? id, place: mine.places[i]! })),
      });
    }
    return { season: toSeasonResponse(r.season), clubId: club.id, club: club.name, city: club.city, players: listed, cups };
  }
}
