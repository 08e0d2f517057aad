import { playerHistories, scheduleRepeats } from './meetings';
import { nextSeating, planRotations, regulationRotation } from './rotation';
import { drawDoubletteSeating, drawFirstSeating, seatedPlayers, type Pair, type Seating } from './seating';

const players = (n: number): string[] => Array.from({ length: n }, (_, i) => `j${String(i + 1).padStart(2, '0')}`);
/** Tables of the given sizes whose players are named by table and seat: '1A', '1B', ... */
const lettered = (sizes: number[]): Seating => ({
  formula: 'individuel',
  tables: sizes.map((size, t) => ({ number: t + 1, players: ['A', 'B', 'C', 'D'].slice(0, size).map((l) => `${t + 1}${l}`), pairs: null })),
});

describe('regulationRotation: "A reste à la même table, B avance d\'une table, C recule d\'une table, D avance de 2 tables" (3.2)', () => {
  const next = regulationRotation(lettered([4, 4, 4, 4, 4]))!;
  it.each<[number, string[]]>([
    // table: A stays, B from the table before, C from the table after, D from two tables before (around the 5)
    [1, ['1A', '5B', '2C', '4D']],
    [2, ['2A', '1B', '3C', '5D']],
    [3, ['3A', '2B', '4C', '1D']],
    [4, ['4A', '3B', '5C', '2D']],
    [5, ['5A', '4B', '1C', '3D']],
  ])('table %i: %j', (table, seated) => {
    expect(next.tables[table - 1]!.players).toEqual(seated);
  });

  it.each<[string, number[], boolean]>([
    ['tables of 3 only: there is no D to move', [3, 3, 3], true],
    ['4, 3, 4, 3: a D arrives where a D leaves', [4, 3, 4, 3], true],
    ['4, 4, 3, 3: a table of 3 would get a D (TABLE_SIZES)', [4, 4, 3, 3], false],
    ['4, 4, 3: mixed sizes', [4, 4, 3], false],
  ])('%s', (_, sizes, works) => {
    const moved = regulationRotation(lettered(sizes));
    expect(moved !== null).toBe(works);
    if (moved) expect(moved.tables.map((t) => t.players.length)).toEqual(sizes);
  });

  it('does not apply to doublette', () => {
    expect(regulationRotation(drawDoubletteSeating(pairs(4), 'd'))).toBeNull();
  });
});

function pairs(n: number): Pair[] {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, players: [`a${i + 1}`, `b${i + 1}`] }));
}

describe('nextSeating: the regulation when it works, else the computed rotation', () => {
  it.each<[string, number[], number, 'regulation' | 'computed', string | null, number, number | null]>([
    // first seating, games played, method, fallback, repeats, repeats the regulation would make
    ['5 tables of 4, game 2: nobody meets again', [4, 4, 4, 4, 4], 1, 'regulation', null, 0, 0],
    // 4 tables: A and D, B and C move 2 tables apart each game, and meet again at game 3
    ['4 tables of 4, game 3: the regulation would bring 8 pairs together again', [4, 4, 4, 4], 2, 'computed', 'REPEATS', 0, 8],
    // 3 tables: C goes back 1 = forward 2, with D: C and D meet again at each table; 4 seats for 3 former
    // tables, so no seating does better
    ['3 tables of 4, game 2: C and D meet again, and nothing is better', [4, 4, 4], 1, 'regulation', null, 3, 3],
    ['one table: everyone meets again', [4], 1, 'regulation', null, 6, 6],
    ['4, 4, 3, 3: the moves do not keep the sizes', [4, 4, 3, 3], 1, 'computed', 'TABLE_SIZES', 0, null],
  ])('%s', (_, sizes, played, method, fallback, repeats, regulationRepeats) => {
    const history = [lettered(sizes)];
    for (let g = 1; g < played; g++) history.push(regulationRotation(history[g - 1]!)!);
    const r = nextSeating(history, { seed: 'tournoi' });
    expect(r.game).toBe(played + 1);
    expect([r.method, r.fallback, r.repeats.length, r.regulationRepeats?.length ?? null]).toEqual([method, fallback, repeats, regulationRepeats]);
    expect(seatedPlayers(r.seating).sort()).toEqual(seatedPlayers(history[0]!).sort());
  });

  it('lists the repeats: who, where, and when they met before', () => {
    // 3 tables: C goes back 1 table, that is forward 2, like D: table 2's C and D arrive together at table 1
    const r = nextSeating([lettered([4, 4, 4])], { seed: 'tournoi' });
    expect(r.repeats.map((x) => [x.players, x.table, x.previousGames, x.gamesAgo])).toEqual([
      [['2C', '2D'], 1, [1], 1],
      [['3C', '3D'], 2, [1], 1],
      [['1C', '1D'], 3, [1], 1],
    ]);
  });

  it('computes the seating when a player leaves (PLAYERS_CHANGED)', () => {
    const first = drawFirstSeating(players(16), 's');
    const r = nextSeating([first], { seed: 's', players: players(16).slice(1) });
    expect([r.method, r.fallback, r.regulationRepeats]).toEqual(['computed', 'PLAYERS_CHANGED', null]);
    expect(r.seating.tables.map((t) => t.players.length)).toEqual([4, 4, 4, 3]);
    expect(r.repeats).toEqual([]);
  });

  it('is the same for the same seed', () => {
    const history = [drawFirstSeating(players(14), 's')];
    expect(nextSeating(history, { seed: 'x' })).toEqual(nextSeating(history, { seed: 'x' }));
  });

  it('seats pairs against new pairs in doublette: 8 pairs play 7 games without meeting twice', () => {
    const history = [drawDoubletteSeating(pairs(8), 'd')];
    for (let g = 2; g <= 7; g++) {
      const r = nextSeating(history, { seed: 'd' });
      expect([r.method, r.fallback, r.repeats]).toEqual(['computed', 'DOUBLETTE', []]);
      history.push(r.seating);
    }
    expect(scheduleRepeats(history)).toEqual([]);
  });

  it.each<[string, Seating[], string, string]>([
    ['no game played yet', [], 's', 'INVALID_GAMES'],
    ['no seed', [lettered([4])], '', 'INVALID_SEATING'],
  ])('refuses %s', (_, history, seed, code) => {
    expect(() => nextSeating(history, { seed })).toThrow(expect.objectContaining({ code }));
  });
});

describe('planRotations: a whole tournament', () => {
  it('keeps the regulation throughout when nobody meets twice (5 tables, 5 games)', () => {
    const plan = planRotations(lettered([4, 4, 4, 4, 4]), 5, 's');
    expect(plan.rotations.map((r) => r.method)).toEqual(['regulation', 'regulation', 'regulation', 'regulation']);
    expect(plan.repeats).toEqual([]);
  });

  it('computes game 6 of 5 tables, where the regulation would seat game 1 again (30 repeats)', () => {
    const plan = planRotations(lettered([4, 4, 4, 4, 4]), 6, 's');
    expect(plan.rotations.map((r) => r.method)).toEqual(['regulation', 'regulation', 'regulation', 'regulation', 'computed']);
    expect(plan.regulationRepeats).toHaveLength(30); // 5 tables x 6 pairs
    expect(plan.repeats.length).toBeLessThan(30);
    expect(plan.seatings).toHaveLength(6);
  });
});

describe("playerHistories: each player's partners and opponents, game by game", () => {
  it('at a table of 4, everyone partners and opposes everyone', () => {
    const h = playerHistories([lettered([4])]);
    expect(h['1A']).toEqual([{ game: 1, table: 1, seat: 'A', partners: ['1B', '1C', '1D'], opponents: ['1B', '1C', '1D'] }]);
  });

  it('at a table of 3, the shared Syno has no opponent in its event', () => {
    const h = playerHistories([lettered([3])]);
    // 1A opposes 1B at the Ping-Pong (1A>1C against 1B>1C), 1C at the Grandes Pyramides (1A>1B against
    // 1C>1B), nobody at the Noms propres, where 1A is the Syno of both teams
    expect(h['1A']![0]).toMatchObject({ partners: ['1B', '1C'], opponents: ['1B', '1C'] });
  });

  it('in doublette, the partner is the pair and the opponents the other pair', () => {
    const s = drawDoubletteSeating(pairs(2), 'd');
    const [p] = s.tables[0]!.pairs!;
    const h = playerHistories([s]);
    const other = s.tables[0]!.players.filter((x) => !p.players.includes(x));
    expect(h[p.players[0]]![0]).toMatchObject({ partners: [p.players[1]], opponents: other });
  });
});
