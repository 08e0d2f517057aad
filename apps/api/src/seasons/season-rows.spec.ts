import { playerHistoryTable, seasonRankingTable } from './season-rows';
import type { SeasonPlayerHistoryDto, SeasonRankingRowDto, SeasonTournamentDto } from './seasons.dto';

// docs/seasons.md, "The API": the season's files, one row per player ranked, one per tournament of a player's season.
const T: SeasonTournamentDto[] = [
  { id: 't1', name: 'Open d’automne', date: '2026-10-10', status: 'FINISHED', counts: true },
  { id: 't2', name: 'Open de novembre', date: '2026-11-14', status: 'FINISHED', counts: true },
  { id: 't3', name: 'Open de février', date: '2027-02-06', status: 'DUPLICATE', counts: false },
];
const row = (over: Partial<SeasonRankingRowDto>): SeasonRankingRowDto => ({
  rank: 1, playerId: 'p', name: 'Ana', licence: 'S1', clubId: 'c', club: 'Arras', total: 180, results: 2,
  counted: [{ tournamentId: 't1', points: 100 }, { tournamentId: 't2', points: 80 }], dropped: [], tied: false, brokenByReason: null, ...over,
});

describe('seasonRankingTable', () => {
  it('a column per finished tournament with its points, the results left out named', () => {
    const table = seasonRankingTable(
      [row({}), row({ rank: 2, playerId: 'q', name: 'Bob', total: 80, counted: [{ tournamentId: 't2', points: 80 }], dropped: [{ tournamentId: 't1', points: 5 }], results: 2 })],
      T,
    );
    expect(table.name).toBe('season-ranking');
    expect(table.columns.filter((c) => /^t\d$/.test(c.key))).toEqual([
      { key: 't1', label: 'Open d’automne (2026-10-10)' },
      { key: 't2', label: 'Open de novembre (2026-11-14)' },
    ]);
    expect(table.rows[0]).toMatchObject({ rank: 1, name: 'Ana', total: 180, t1: 100, t2: 80, dropped: null });
    expect(table.rows[1]).toMatchObject({ rank: 2, name: 'Bob', total: 80, t1: 5, t2: 80, dropped: 'Open d’automne (2026-10-10) : 5' });
  });
});

describe('playerHistoryTable', () => {
  it('one row per tournament, a tournament under way without points, the step in French', () => {
    const h = {
      tournaments: [
        { tournamentId: 't1', name: 'Open d’automne', date: '2026-10-10', status: 'FINISHED', counts: true, duplicate: { rank: 1, total: 40, percentOfTopPerMille: 800, field: 8 }, place: 1, field: 8, source: 'duplicate', sourceLabel: 'classement du duplicate', provisional: false, clubId: 'c', club: 'Arras', points: 100, counted: true },
        { tournamentId: 't3', name: 'Open de février', date: '2027-02-06', status: 'DUPLICATE', counts: false, duplicate: null, place: null, field: 0, source: null, sourceLabel: null, provisional: false, clubId: 'c', club: 'Arras', points: null, counted: false },
      ],
    } as unknown as SeasonPlayerHistoryDto;
    const table = playerHistoryTable(h);
    expect(table.rows).toEqual([
      expect.objectContaining({ tournament: 'Open d’automne', status: 'terminé', duplicateRank: 1, percentOfTopPerMille: 800, place: 1, source: 'classement du duplicate', points: 100, counted: true }),
      expect.objectContaining({ tournament: 'Open de février', status: 'duplicate', duplicateRank: null, place: null, points: null, counts: false }),
    ]);
  });
});
