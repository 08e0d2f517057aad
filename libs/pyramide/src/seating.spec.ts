import { PyramideInputError } from './errors';
import { checkSeating, drawDoubletteSeating, drawFirstSeating, seatedPlayers, tableSizes, tableSizesOrNull, type Pair } from './seating';

const players = (n: number): string[] => Array.from({ length: n }, (_, i) => `j${String(i + 1).padStart(2, '0')}`);

describe('tableSizes: tables of 4, else tables of 3 (regulation 3.1)', () => {
  it.each<[number, number[]]>([
    [3, [3]], //                         3 = 3
    [4, [4]], //                         4 = 4
    [6, [3, 3]], //                      6 = 3 + 3
    [7, [4, 3]], //                      7 = 4 + 3
    [8, [4, 4]], //                      8 = 4 + 4
    [9, [3, 3, 3]], //                   9 = 3 + 3 + 3 (4 + 4 + 1 and 4 + 5 cannot be seated)
    [10, [4, 3, 3]], //                 10 = 4 + 3 + 3
    [11, [4, 4, 3]], //                 11 = 4 + 4 + 3
    [12, [4, 4, 4]], //                 12 = 4 + 4 + 4
    [13, [4, 3, 3, 3]], //              13 = 4 + 3 + 3 + 3
    [14, [4, 4, 3, 3]], //              14 = 4 + 4 + 3 + 3
    [15, [4, 4, 4, 3]], //              15 = 4 + 4 + 4 + 3
    [17, [4, 4, 3, 3, 3]], //           17 = 4 + 4 + 3 + 3 + 3
    [41, [4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3]], // 41 = 8 x 4 + 3 x 3
  ])('%i players: %j', (n, sizes) => {
    expect(tableSizes(n)).toEqual(sizes);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
  });

  it.each([0, 1, 2, 5])('%i players cannot be seated (CANNOT_SEAT)', (n) => {
    expect(tableSizesOrNull(n)).toBeNull();
    expect(() => tableSizes(n)).toThrow(expect.objectContaining({ code: 'CANNOT_SEAT', field: 'players' }));
  });

  it('seats every count from 6 up with at most 3 tables of 3', () => {
    for (let n = 6; n <= 200; n++) {
      const sizes = tableSizes(n);
      expect(sizes.filter((s) => s === 3).length).toBeLessThanOrEqual(3);
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    }
  });
});

describe('drawFirstSeating: the first game from a seeded draw', () => {
  it('gives the same seating for the same seed, whatever the order the players were typed in', () => {
    const a = drawFirstSeating(players(14), 'tournoi-2024');
    const b = drawFirstSeating([...players(14)].reverse(), 'tournoi-2024');
    expect(b).toEqual(a);
    expect(a.tables.map((t) => t.players.length)).toEqual([4, 4, 3, 3]);
    expect(a.tables.map((t) => t.number)).toEqual([1, 2, 3, 4]);
    expect(seatedPlayers(a).sort()).toEqual(players(14));
  });

  it('draws another seating with another seed', () => {
    expect(drawFirstSeating(players(12), 's1')).not.toEqual(drawFirstSeating(players(12), 's2'));
  });

  it('is pinned for a seed (a stored seed must keep giving the same seating)', () => {
    expect(drawFirstSeating(players(7), 'pin').tables.map((t) => t.players)).toEqual([
      ['j01', 'j05', 'j03', 'j06'],
      ['j07', 'j02', 'j04'],
    ]);
  });

  it.each<[string, string[], string]>([
    ['a player listed twice', ['a', 'b', 'a', 'c'], 'DUPLICATE_PLAYER'],
    ['an empty id', ['a', 'b', '', 'c'], 'INVALID_SEATING'],
    ['5 players', ['a', 'b', 'c', 'd', 'e'], 'CANNOT_SEAT'],
  ])('refuses %s', (_, list, code) => {
    expect(() => drawFirstSeating(list, 'x')).toThrow(expect.objectContaining({ code }));
  });
});

describe('drawDoubletteSeating: two pairs a table', () => {
  const pairs = (n: number): Pair[] => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, players: [`a${i + 1}`, `b${i + 1}`] }));

  it('seats one pair in A-B and the other in C-D', () => {
    const s = drawDoubletteSeating(pairs(6), 'd');
    expect(s.formula).toBe('doublette');
    expect(s.tables).toHaveLength(3);
    for (const t of s.tables) {
      expect(t.players).toEqual([...t.pairs![0].players, ...t.pairs![1].players]);
    }
    expect(() => checkSeating(s)).not.toThrow();
  });

  it.each([1, 3, 5])('refuses %i pair(s): an odd count cannot be seated (ODD_PAIRS)', (n) => {
    expect(() => drawDoubletteSeating(pairs(n), 'd')).toThrow(expect.objectContaining({ code: 'ODD_PAIRS' }));
  });

  it('refuses a player in two pairs', () => {
    const list: Pair[] = [
      { id: 'p1', players: ['a', 'b'] },
      { id: 'p2', players: ['b', 'c'] },
    ];
    expect(() => drawDoubletteSeating(list, 'd')).toThrow(PyramideInputError);
  });
});

describe('checkSeating: a seating given back by a caller', () => {
  it.each<[string, unknown, string]>([
    ['a table of 5', { formula: 'individuel', tables: [{ number: 1, players: ['a', 'b', 'c', 'd', 'e'], pairs: null }] }, 'seating.tables[0].players'],
    ['tables numbered 1, 3', { formula: 'individuel', tables: [{ number: 1, players: ['a', 'b', 'c'], pairs: null }, { number: 3, players: ['d', 'e', 'f'], pairs: null }] }, 'seating.tables[1].number'],
    ['a player at two tables', { formula: 'individuel', tables: [{ number: 1, players: ['a', 'b', 'c'], pairs: null }, { number: 2, players: ['a', 'e', 'f'], pairs: null }] }, 'seating.players[3]'],
  ])('refuses %s', (_, seating, field) => {
    expect(() => checkSeating(seating as never)).toThrow(expect.objectContaining({ field }));
  });
});
