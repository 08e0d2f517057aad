import type { PlayerOutcome } from './outcome';
import { resultPoints, type SeasonParameters, type SeasonProfile } from './profiles';
import type { SeasonEntrant } from './season-ranking';

/** The club a result is played for: fixed on the registration once the tournament is finished, else the directory's. */
export interface PlayedFor {
  clubId: string;
  club: string;
}

/** A player registered in one tournament of the season. */
export interface SeasonEntry extends PlayedFor {
  playerId: string;
  name: string;
  licence: string;
}

/** One tournament of a season as the season's rules read it. */
export interface SeasonTournament<E extends PlayedFor = PlayedFor> {
  /** `counts`: finished, so its results count for the season. */
  tournament: { id: string; date: string; counts: boolean };
  /** The places of its final ranking (players, or pairs in a doublette Pyramide). */
  field: number;
  /** Each player's result there (`tournamentOutcome`), by player. */
  outcomes: ReadonlyMap<string, PlayerOutcome>;
  /** The players registered there, by player. */
  entries: ReadonlyMap<string, E>;
}

/** The points of each result that counts, by tournament then player. */
export type SeasonPoints = Map<string, Map<string, number>>;

/**
 * Which results of the season count and what each is worth (docs/rules/season-ranking.md, "A season" and "The
 * season ranking"): the finished tournaments only; in each, the result of every player still registered that the
 * profile gives points (none: no final place, no duplicate under percent-of-top). Gives the points by tournament
 * and the entrants of `rankSeason`, named as in `players`, in the order of their first counted result.
 */
export function seasonPoints(
  tournaments: readonly SeasonTournament[],
  profile: SeasonProfile,
  parameters: SeasonParameters,
  players: ReadonlyMap<string, { name: string }>,
): { points: SeasonPoints; entrants: SeasonEntrant[] } {
  const points: SeasonPoints = new Map();
  const entrants = new Map<string, SeasonEntrant & { results: { tournamentId: string; date: string; points: number }[] }>();
  for (const { tournament, field, outcomes, entries } of tournaments) {
    if (!tournament.counts) continue;
    const worth = new Map<string, number>();
    for (const o of outcomes.values()) {
      const p = resultPoints(profile, parameters, { place: o.place, field, percentOfTopPerMille: o.duplicate?.percentOfTopPerMille ?? null });
      if (p === null || !entries.has(o.playerId)) continue;
      worth.set(o.playerId, p);
      let entrant = entrants.get(o.playerId);
      if (!entrant) entrants.set(o.playerId, (entrant = { playerId: o.playerId, name: players.get(o.playerId)!.name, results: [] }));
      entrant.results.push({ tournamentId: tournament.id, date: tournament.date, points: p });
    }
    points.set(tournament.id, worth);
  }
  return { points, entrants: [...entrants.values()] };
}

/**
 * The club a player's season line shows (docs/seasons.md, "The ranking's club column"): the club they played for
 * in their latest result that counts, the tournaments in date order; else their club in the directory.
 */
export function latestClub(playerId: string, tournaments: readonly SeasonTournament[], points: SeasonPoints, directory: PlayedFor): PlayedFor {
  for (let i = tournaments.length - 1; i >= 0; i--) {
    const e = tournaments[i]!.entries.get(playerId);
    if (e && points.get(tournaments[i]!.tournament.id)?.has(playerId)) return { clubId: e.clubId, club: e.club };
  }
  return { clubId: directory.clubId, club: directory.club };
}
