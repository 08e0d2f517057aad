import { t } from '@greffier/messages';

/** One tournament's points in a season (the profile's reading of the player's result there). */
export interface SeasonResult {
  tournamentId: string;
  /** ISO calendar date of the tournament: among equal points, the earlier result is kept first. */
  date: string;
  points: number;
}

export interface SeasonEntrant {
  playerId: string;
  /** Orders players who share a rank (their name, as printed). */
  name: string;
  results: readonly SeasonResult[];
}

export interface SeasonRow {
  rank: number;
  playerId: string;
  /** The sum of the counted results. */
  total: number;
  /** The best results, as many as the season counts, best first. */
  counted: SeasonResult[];
  /** The results left out, best first. */
  dropped: SeasonResult[];
  /** Another player has the same rank (same total, same counted results). */
  tied: boolean;
  /** What separates this player from the one just above on the same total: the counted results, best first. */
  brokenBy: 'best-results' | null;
  /** The same in words; null for the first row, a different total or a shared rank. */
  brokenByReason: string | null;
}

const byPoints = (a: SeasonResult, b: SeasonResult): number =>
  b.points - a.points || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || (a.tournamentId < b.tournamentId ? -1 : a.tournamentId > b.tournamentId ? 1 : 0);

/** The first position where two lists of counted points differ (missing: 0), or -1 when they are the same. */
function firstDifference(a: readonly SeasonResult[], b: readonly SeasonResult[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i]?.points ?? 0) !== (b[i]?.points ?? 0)) return i;
  }
  return -1;
}

const sameRank = (a: SeasonRow, b: SeasonRow): boolean => a.total === b.total && firstDifference(a.counted, b.counted) < 0;

/**
 * The season ranking: each player's `best` results added up, the highest total first; on the same total, the
 * better best result, then the better second, and so on (the counted results compared best first); players equal
 * on all of it share their rank (1, 2, 2, 4), listed by name. Players without any result are left out.
 */
export function rankSeason(entrants: readonly SeasonEntrant[], best: number): SeasonRow[] {
  const rows = entrants
    .filter((e) => e.results.length > 0)
    .map((e) => {
      const sorted = [...e.results].sort(byPoints);
      const counted = sorted.slice(0, best);
      return { name: e.name, row: { rank: 0, playerId: e.playerId, total: counted.reduce((s, r) => s + r.points, 0), counted, dropped: sorted.slice(best), tied: false, brokenBy: null, brokenByReason: null } as SeasonRow };
    });
  rows.sort((x, y) => {
    const a = x.row;
    const b = y.row;
    if (a.total !== b.total) return b.total - a.total;
    const i = firstDifference(a.counted, b.counted);
    if (i >= 0) return (b.counted[i]?.points ?? 0) - (a.counted[i]?.points ?? 0);
    return x.name.localeCompare(y.name, 'fr') || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);
  });
  const ranked = rows.map((r) => r.row);
  ranked.forEach((row, i) => {
    const above = ranked[i - 1];
    const below = ranked[i + 1];
    row.rank = above && sameRank(above, row) ? above.rank : i + 1;
    row.tied = (!!above && sameRank(above, row)) || (!!below && sameRank(row, below));
    if (above && above.total === row.total && !sameRank(above, row)) {
      const d = firstDifference(above.counted, row.counted);
      row.brokenBy = 'best-results';
      const figures = { above: pointsAt(above, d), mine: pointsAt(row, d) };
      row.brokenByReason = d === 0 ? t('SEASON_BROKEN_BY_BEST', figures) : t('SEASON_BROKEN_BY_NTH', { n: d + 1, ...figures });
    }
  });
  return ranked;
}

const pointsAt = (row: SeasonRow, i: number): number => row.counted[i]?.points ?? 0;
