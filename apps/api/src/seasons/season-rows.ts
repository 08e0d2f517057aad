import { columns, type ExportTable } from '../exports/export-table';
import type { SeasonPlayerHistoryDto, SeasonRankingRowDto, SeasonTournamentDto } from './seasons.dto';

const STATUS_LABELS: Record<string, string> = {
  REGISTRATION: 'inscriptions',
  DUPLICATE: 'duplicate',
  CORRECTION: 'correction',
  MATCHES: 'matchs',
  FINISHED: 'terminé',
};

/**
 * The season ranking as a table (docs/seasons.md): one row per player ranked, their total, and their points in
 * each finished tournament (a column per tournament; the `dropped` column says which results are left out).
 */
export function seasonRankingTable(rows: readonly SeasonRankingRowDto[], tournaments: readonly SeasonTournamentDto[]): ExportTable {
  const counting = tournaments.filter((t) => t.counts);
  const label = (id: string) => {
    const t = tournaments.find((x) => x.id === id);
    return t ? `${t.name} (${t.date})` : id;
  };
  return {
    name: 'season-ranking',
    columns: [
      ...columns(['rank', 'rang'], ['tied', 'ex aequo'], ['name', 'nom'], ['licence', 'licence'], ['club', 'club'], ['total', 'total'], ['results', 'résultats']),
      ...counting.map((t, i) => ({ key: `t${i + 1}`, label: `${t.name} (${t.date})` })),
      ...columns(['dropped', 'résultats non retenus'], ['brokenByReason', 'départage']),
    ],
    rows: rows.map((r) => {
      const points = new Map([...r.counted, ...r.dropped].map((x) => [x.tournamentId, x.points]));
      return {
        rank: r.rank,
        tied: r.tied,
        name: r.name,
        licence: r.licence,
        club: r.club,
        total: r.total,
        results: r.results,
        ...Object.fromEntries(counting.map((t, i) => [`t${i + 1}`, points.get(t.id) ?? null])),
        dropped: r.dropped.map((x) => `${label(x.tournamentId)} : ${x.points}`).join(' ; ') || null,
        brokenByReason: r.brokenByReason,
      };
    }),
  };
}

/** A player's history in a season as a table: one row per tournament they were registered in, by date. */
export function playerHistoryTable(h: SeasonPlayerHistoryDto): ExportTable {
  return {
    name: 'player-history',
    columns: columns(
      ['date', 'date'],
      ['tournament', 'tournoi'],
      ['status', 'étape'],
      ['counts', 'compte pour la saison'],
      ['duplicateRank', 'rang au duplicate'],
      ['duplicateField', 'classés au duplicate'],
      ['duplicateTotal', 'points au duplicate'],
      ['percentOfTopPerMille', 'pour mille du top'],
      ['place', 'place finale'],
      ['field', 'places du classement final'],
      ['source', 'classement final'],
      ['provisional', 'provisoire'],
      ['club', 'club'],
      ['points', 'points de saison'],
      ['counted', 'retenu'],
    ),
    rows: h.tournaments.map((r) => ({
      date: r.date,
      tournament: r.name,
      status: STATUS_LABELS[r.status] ?? r.status,
      counts: r.counts,
      duplicateRank: r.duplicate?.rank ?? null,
      duplicateField: r.duplicate?.field ?? null,
      duplicateTotal: r.duplicate?.total ?? null,
      percentOfTopPerMille: r.duplicate?.percentOfTopPerMille ?? null,
      place: r.place,
      field: r.field,
      source: r.sourceLabel,
      provisional: r.provisional,
      club: r.club,
      points: r.points,
      counted: r.counted,
    })),
  };
}
