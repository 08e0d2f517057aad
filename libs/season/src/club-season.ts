import { bestClubCup } from '@greffier/tournament';
import type { SeasonEntry, SeasonPoints, SeasonTournament } from './season-points';
import type { SeasonRow } from './season-ranking';

/** A player of a club's season. */
export interface ClubSeasonPlayer {
  playerId: string;
  name: string;
  licence: string;
  /** The finished tournaments they played for the club with a result there. */
  tournaments: number;
  /** The points of those results kept in their season total: what they brought the club. */
  points: number;
  /** Their season rank and total; null when they are not in the season ranking. */
  rank: number | null;
  total: number | null;
}

/**
 * A club's players in a season (docs/seasons.md, "a club's season"): those who played for it (the club of the
 * day) in a finished tournament of the season with a result there, with the points of those results counted in
 * their season total; by season rank (players not ranked last), then by name in French order.
 */
export function clubSeasonPlayers(clubId: string, tournaments: readonly SeasonTournament<SeasonEntry>[], points: SeasonPoints, ranking: readonly SeasonRow[]): ClubSeasonPlayer[] {
  const rows = new Map(ranking.map((x) => [x.playerId, x]));
  const players = new Map<string, { playerId: string; name: string; licence: string; tournaments: number; points: number }>();
  for (const tr of tournaments) {
    for (const e of tr.entries.values()) {
      if (e.clubId !== clubId || !tr.tournament.counts || !tr.outcomes.has(e.playerId)) continue;
      const p = players.get(e.playerId) ?? { playerId: e.playerId, name: e.name, licence: e.licence, tournaments: 0, points: 0 };
      p.tournaments++;
      if (rows.get(e.playerId)?.counted.some((c) => c.tournamentId === tr.tournament.id)) p.points += points.get(tr.tournament.id)?.get(e.playerId) ?? 0;
      players.set(e.playerId, p);
    }
  }
  return [...players.values()]
    .map((p) => ({ ...p, rank: rows.get(p.playerId)?.rank ?? null, total: rows.get(p.playerId)?.total ?? null }))
    .sort((a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.name.localeCompare(b.name, 'fr'));
}

/** A club's line in one tournament's best-club cup. */
export interface ClubCupStanding {
  /** Its rank and total among the clubs ranked; null when it has fewer than 3 players placed. */
  rank: number | null;
  total: number | null;
  /** The clubs ranked in that cup. */
  clubs: number;
  /** Its best players (3 at most) and their general places, best first. */
  players: { playerId: string; place: number }[];
}

/**
 * A club's result in one tournament's best-club cup (docs/rules/best-club-cup.md), each player counted for the
 * club they played for that day (`entries`; the general ranking's club for a player not registered); null when
 * the club had nobody placed.
 */
export function clubCupStanding(
  clubId: string,
  general: readonly { playerId: string; clubId: string | null; place: number }[],
  entries: ReadonlyMap<string, { clubId: string }>,
): ClubCupStanding | null {
  const cup = bestClubCup(general.map((g) => ({ playerId: g.playerId, clubId: entries.get(g.playerId)?.clubId ?? g.clubId, place: g.place })));
  const ranked = cup.ranked.find((c) => c.clubId === clubId);
  const mine = ranked ?? cup.notRanked.find((c) => c.clubId === clubId);
  if (!mine) return null;
  return {
    rank: ranked?.rank ?? null,
    total: ranked?.total ?? null,
    clubs: cup.ranked.length,
    players: mine.playerIds.map((playerId, i) => ({ playerId, place: mine.places[i]! })),
  };
}
