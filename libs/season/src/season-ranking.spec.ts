import fc from 'fast-check';
import { resultPoints, seasonParameters } from './profiles';
import { rankSeason, type SeasonEntrant, type SeasonResult } from './season-ranking';

// docs/rules/season-ranking.md, "The season ranking": the best N results added up; on the same total the counted
// results compared best first; players equal on all of it share their rank.
let n = 0;
const results = (...points: number[]): SeasonResult[] => points.map((p, i) => ({ tournamentId: `t${++n}`, date: `2026-0${(i % 9) + 1}-01`, points: p }));
const entrant = (name: string, ...points: number[]): SeasonEntrant => ({ playerId: name.toLowerCase(), name, results: results(...points) });
const table = (rows: ReturnType<typeof rankSeason>) => rows.map((r) => [r.rank, r.playerId, r.total, r.counted.map((c) => c.points), r.dropped.map((c) => c.points), r.tied, r.brokenBy]);

describe('rankSeason: the best results added up', () => {
  it.each<[string, SeasonEntrant[], number, unknown[][]]>([
    [
      'the best 3 of 4: 100 + 50 + 45 = 195, the 5 dropped',
      [entrant('Ann', 5, 100, 45, 50)],
      3,
      [[1, 'ann', 195, [100, 50, 45], [5], false, null]],
    ],
    [
      'fewer results than counted: all of them, 80 + 16 = 96',
      [entrant('Ann', 80, 16), entrant('Bob', 50, 40, 30)],
      5,
      [[1, 'bob', 120, [50, 40, 30], [], false, null], [2, 'ann', 96, [80, 16], [], false, null]],
    ],
    [
      'the same total 100: the better best result first (80 + 20 before 60 + 40)',
      [entrant('Bob', 60, 40), entrant('Ann', 80, 20)],
      2,
      [[1, 'ann', 100, [80, 20], [], false, null], [2, 'bob', 100, [60, 40], [], false, 'best-results']],
    ],
    [
      'the same total and best: the second decides (60 + 30 + 10 before 60 + 25 + 15)',
      [entrant('Fay', 60, 25, 15), entrant('Eve', 60, 30, 10)],
      3,
      [[1, 'eve', 100, [60, 30, 10], [], false, null], [2, 'fay', 100, [60, 25, 15], [], false, 'best-results']],
    ],
    [
      'equal on everything: a shared rank, by name, and the next rank skipped (1, 2, 2, 4)',
      [entrant('Zoé', 50, 50), entrant('Dan', 120), entrant('Élise', 50, 50), entrant('Cat', 10)],
      2,
      [[1, 'dan', 120, [120], [], false, null], [2, 'élise', 100, [50, 50], [], true, null], [2, 'zoé', 100, [50, 50], [], true, null], [4, 'cat', 10, [10], [], false, null]],
    ],
    [
      'a result of 0 counts as a result; a player without results is left out',
      [entrant('Ann', 0), entrant('Bob')],
      5,
      [[1, 'ann', 0, [0], [], false, null]],
    ],
  ])('%s', (_, entrants, best, expected) => expect(table(rankSeason(entrants, best))).toEqual(expected));

  it('says how a tie on the total was broken', () => {
    const rows = rankSeason([entrant('Bob', 60, 40), entrant('Ann', 80, 20), entrant('Eve', 80, 15, 5)], 3);
    expect(rows.map((r) => r.brokenByReason)).toEqual([null, 'départagé au 2e meilleur résultat (20 contre 15)', 'départagé au meilleur résultat (80 contre 60)']);
  });

  it('keeps the earlier of two results worth the same', () => {
    const row = rankSeason([{ playerId: 'a', name: 'A', results: [{ tournamentId: 'late', date: '2026-06-01', points: 5 }, { tournamentId: 'early', date: '2026-01-10', points: 5 }] }], 1)[0]!;
    expect(row.counted.map((r) => r.tournamentId)).toEqual(['early']);
    expect(row.dropped.map((r) => r.tournamentId)).toEqual(['late']);
  });

  it('a season of three tournaments on the default places table, best 2', () => {
    // Ann 1st, 17th, 3rd: 100 + 65 = 165 (the 5 dropped); Bob 2nd, 1st, absent: 100 + 80 = 180;
    // Cat 3rd, 2nd, 1st: 100 + 80 = 180 (the 65 dropped): Bob and Cat equal on everything, both 1st.
    const p = seasonParameters('places-table', { best: 2 });
    const season: Record<string, (number | null)[]> = { Ann: [1, 17, 3], Bob: [2, 1, null], Cat: [3, 2, 1] };
    const entrants = Object.entries(season).map(([name, places]) => ({
      playerId: name,
      name,
      results: places.flatMap((place, i) => (place === null ? [] : [{ tournamentId: `T${i + 1}`, date: `2026-0${i + 1}-15`, points: resultPoints('places-table', p, { place, field: 40, percentOfTopPerMille: null })! }])),
    }));
    expect(table(rankSeason(entrants, p.best))).toEqual([
      [1, 'Bob', 180, [100, 80], [], true, null],
      [1, 'Cat', 180, [100, 80], [65], true, null],
      [3, 'Ann', 165, [100, 65], [5], false, null],
    ]);
  });
});

describe('rankSeason is a ranking (property test)', () => {
  it('totals never rise down the rows; ranks start at 1, never fall, and skip after a shared rank', () => {
    const entrants = fc.array(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 6 }), { maxLength: 30 });
    fc.assert(
      fc.property(entrants, fc.integer({ min: 1, max: 5 }), (lists, best) => {
        const rows = rankSeason(lists.map((points, i) => ({ playerId: `p${i}`, name: `P${i}`, results: results(...points) })), best);
        rows.forEach((r, i) => {
          const above = rows[i - 1];
          if (!above) return expect(r.rank).toBe(1);
          expect(r.total).toBeLessThanOrEqual(above.total);
          expect(r.rank === above.rank ? r.tied && above.tied : r.rank === i + 1).toBe(true);
        });
      }),
      { seed: 20261212, numRuns: 200 },
    );
  });
});
