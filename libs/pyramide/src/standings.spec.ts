import { seededRandom } from '@greffier/common';
import { InvalidScoreSheetError } from './errors';
import type { ScoreSheet } from './score-sheet';
import { comparePyramide, gameResults, standings, type StandingsCriterion } from './standings';
import { enigma, fullSheet } from './testing/sheets';

const TABLE2 = ['eve', 'fred', 'gus', 'hal'];
const edited = (players: string[], edit: (s: ScoreSheet) => void): ScoreSheet => {
  const s = structuredClone(fullSheet(players));
  edit(s);
  return s;
};
// Every enigma is 9 points (5 words + 3 bonus + 1 solution) unless changed; a table of 4 gives 64, 60, 60, 60.
const table1 = edited(['ana', 'bea', 'cyr', 'dan'], (s) => {
  // enigma 6, bea > dan: 5 words in 9 bricks, no solution: 5 + 4 + 0 = 9 points, one more bonus, one less solution
  s.enigmes[5] = enigma(s.enigmes[5]!, [[2, true], [2, true], [2, true], [2, true], [1, true]], false);
});
const table2 = edited(TABLE2, (s) => {
  // enigma 1, eve > fred: 5 words in 13 bricks, no solution: 5 + 0 + 0 = 5 points (4 less, bonus 3 less, 1 solution less)
  s.enigmes[0] = enigma(s.enigmes[0]!, [[3, true], [3, true], [3, true], [2, true], [2, true]], false);
  // enigma 2, gus > hal: 4 words, solution: 4 + 0 + 1 = 5 points (4 less, bonus 3 less)
  s.enigmes[1] = enigma(s.enigmes[1]!, [[2, true], [2, true], [2, true], [2, true], [5, false]], true);
});

describe('standings: total, then bonus, then enigma solutions (6.1), then a draw', () => {
  const result = standings([{ game: 1, sheets: [table1, table2] }], { randomSeed: 'tournoi' });
  const drawn = (ids: string[]): string[] => seededRandom(['tournoi', ...ids].join('|')).shuffle(ids);
  const order = ['ana', ...drawn(['bea', 'dan']), 'cyr', 'eve', ...drawn(['gus', 'hal']), 'fred'];

  it.each<[string, number, number, number, StandingsCriterion | null, string | null]>([
    // player, total, bonus, solutions, criterion against the row above, reason
    ['ana', 64, 18, 6, null, null], //                                                     54 + 10
    ['cyr', 60, 18, 6, 'bonus', 'départagé aux points de bonus (19 contre 18)'], //       below bea and dan (60, 19, 5)
    ['eve', 60, 15, 5, 'bonus', 'départagé aux points de bonus (18 contre 15)'], //       64 - 4 = 60, 18 - 3 = 15
    ['fred', 56, 15, 5, 'solutions', "départagé aux solutions d’énigmes (6 contre 5)"], // 60 - 4; gus and hal have 56, 15, 6
  ])('%s: %i points, bonus %i, solutions %i', (player, total, bonus, solutions, criterion, reason) => {
    const row = result.rows.find((r) => r.id === player)!;
    expect(row).toMatchObject({ rank: order.indexOf(player) + 1, total, bonus, solutions, brokenBy: criterion, brokenByReason: reason });
  });

  it('ranks in the order total, bonus, solutions, with a seeded draw for perfect ties', () => {
    expect(result.rows.map((r) => r.id)).toEqual(order);
    expect(result.rows[order.indexOf('gus')]).toMatchObject({ total: 56, bonus: 15, solutions: 6 });
    expect(result.randomDraws).toEqual([
      { seed: 'tournoi|bea|dan', ids: ['bea', 'dan'], drawn: drawn(['bea', 'dan']) },
      { seed: 'tournoi|gus|hal', ids: ['gus', 'hal'], drawn: drawn(['gus', 'hal']) },
    ]);
    const second = result.rows[2]!;
    expect(second).toMatchObject({ brokenBy: 'random-draw', randomDraw: { seed: 'tournoi|bea|dan', lot: 2, of: 2 } });
    expect(second.brokenByReason).toBe('départagé par tirage au sort (rang tiré 1 contre 2, 2 ex aequo)');
    expect(result.rows[5]!.brokenByReason).toBe('classé au total des points (60 contre 56)'); // gus or hal, below eve
    expect(result.rows[6]!.brokenBy).toBe('random-draw');
  });

  it('does not depend on the order of the sheets', () => {
    expect(standings([{ game: 1, sheets: [table2, table1] }], { randomSeed: 'tournoi' }).rows).toEqual(result.rows);
  });
});

describe('standings over several games', () => {
  it('adds the games, keeps each game total, and leaves substitutes out', () => {
    const game2 = [fullSheet(['eve', 'ana', 'hal', 'cyr']), fullSheet(['bea', 'gus', 'dan', 'fred'])];
    const result = standings(
      [
        { game: 2, sheets: game2 },
        { game: 1, sheets: [table1, table2] },
      ],
      { randomSeed: 's', notRanked: ['hal'] },
    );
    const row = (id: string) => [...result.rows, ...result.notRanked].find((r) => r.id === id)!;
    expect(row('ana')).toMatchObject({ games: 2, perGame: [64, 60], total: 124 }); // 64 + 60 (seat B in game 2)
    expect(row('eve')).toMatchObject({ games: 2, perGame: [60, 64], total: 124 }); // 60 + 64
    expect(result.rows.map((r) => r.id)).not.toContain('hal');
    expect(row('hal')).toMatchObject({ perGame: [56, 60], total: 116 });
    expect(result.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('ranks pairs in doublette', () => {
    const result = standings([{ game: 1, sheets: [fullSheet(undefined, 'doublette')] }], { randomSeed: 's' });
    expect(result.rows.map((r) => [r.id, r.players, r.total])).toEqual([
      ['p1', ['ana', 'bea'], 64],
      ['p2', ['cyr', 'dan'], 58],
    ]);
  });

  it.each<[string, () => unknown, string]>([
    ['no seed', () => standings([{ game: 1, sheets: [table1] }], { randomSeed: '' }), 'INVALID_STANDINGS_INPUT'],
    ['a game twice', () => standings([{ game: 1, sheets: [table1] }, { game: 1, sheets: [table2] }], { randomSeed: 's' }), 'INVALID_STANDINGS_INPUT'],
    ['a player at two tables', () => gameResults({ game: 1, sheets: [table1, table1] }), 'DUPLICATE_PLAYER'],
  ])('refuses %s', (_, run, code) => {
    expect(run).toThrow(expect.objectContaining({ code }));
  });
});

describe('gameResults: one game, every table', () => {
  it('ranks the game, ex aequo sharing a rank', () => {
    const r = gameResults({ game: 1, sheets: [table1, table2] });
    expect(r.rows.map((x) => `${x.rank} ${x.id} ${x.total}`)).toEqual([
      '1 ana 64',
      '2 bea 60', // 60, 19, 5 each: ex aequo
      '2 dan 60',
      '4 cyr 60',
      '5 eve 60',
      '6 gus 56', // 56, 15, 6 each
      '6 hal 56',
      '8 fred 56',
    ]);
  });

  it.each<[string, number | 'uniform' | undefined, [number, number]]>([
    // table 1 finished 12 enigmas, table 2 finished 9
    ['each table by its own sheet', undefined, [12, 8]],
    ["the arbiter's cap of 10", 10, [10, 8]],
    ['as many at every table as the slowest could', 'uniform', [8, 8]],
  ])('counts the enigmas: %s', (_, enigmaCap, counted) => {
    const slow = edited(TABLE2, (s) => (s.enigmes = s.enigmes.slice(0, 9)));
    const r = gameResults({ game: 1, sheets: [table1, slow], enigmaCap });
    expect(r.tables.map((t) => t.enigmas.counted)).toEqual(counted);
  });

  it('refuses the game when a sheet is invalid, naming the sheet of each violation', () => {
    const bad = edited(TABLE2, (s) => (s.nomsPropres.names[0]!.points = [0, 0]));
    try {
      gameResults({ game: 1, sheets: [table1, bad] });
      throw new Error('not refused');
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidScoreSheetError);
      expect((e as InvalidScoreSheetError).violations.map((v) => v.box)).toEqual(['sheets[1].nomsPropres.names[0].points']);
    }
  });
});

describe('comparePyramide', () => {
  it.each<[string, [number, number, number], [number, number, number], number]>([
    // [total, bonus, solutions] of a, of b, sign
    ['more points first', [60, 0, 0], [59, 9, 9], -1],
    ['then more bonus', [60, 12, 0], [60, 11, 9], -1],
    ['then more solutions', [60, 12, 6], [60, 12, 5], -1],
    ['a perfect tie', [60, 12, 6], [60, 12, 6], 0],
  ])('%s', (_, [ta, ba, sa], [tb, bb, sb], sign) => {
    expect(Math.sign(comparePyramide({ total: ta, bonus: ba, solutions: sa }, { total: tb, bonus: bb, solutions: sb }))).toBe(sign);
  });
});
