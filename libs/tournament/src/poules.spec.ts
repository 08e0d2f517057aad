import { AfternoonInputError } from './afternoon-errors';
import { firstRoundPairs, formPoules, pouleId, seedingOrder } from './poules';

const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe('formPoules: poules of 16 by duplicate rank', () => {
  it.each<[number, [string, number, string, string][]]>([
    // players, poules as [id, size, first player, last player]
    [40, [['A', 16, 'p1', 'p16'], ['B', 16, 'p17', 'p32'], ['C', 8, 'p33', 'p40']]], // 16 + 16 + 8 = 40
    [32, [['A', 16, 'p1', 'p16'], ['B', 16, 'p17', 'p32']]],
    [17, [['A', 16, 'p1', 'p16'], ['B', 1, 'p17', 'p17']]], // 16 + 1
    [11, [['A', 11, 'p1', 'p11']]],
    [1, [['A', 1, 'p1', 'p1']]],
    [0, []],
  ])('%i players', (n, expected) => {
    const poules = formPoules(ids(n));
    expect(poules.map((p) => [p.id, p.entries.length, p.entries[0]!.playerId, p.entries.at(-1)!.playerId])).toEqual(expected);
    poules.forEach((p, i) => {
      expect(p.index).toBe(i);
      expect(p.size).toBe(16);
    });
  });

  it('numbers the seeds 1..n inside each poule and keeps the duplicate rank', () => {
    const c = formPoules(ids(40))[2]!;
    expect(c.entries[0]).toEqual({ seed: 1, playerId: 'p33', duplicateRank: 33 }); // 16 x 2 + 1
    expect(c.entries[7]).toEqual({ seed: 8, playerId: 'p40', duplicateRank: 40 });
  });

  it.each<[number, number[]]>([
    // players in the last poule, seeds with a bye: the 16 - n best when n >= 8 (their opponents 17 - s are missing)
    [16, []],
    [14, [1, 2]],
    [8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [6, [1, 2, 3, 4, 5, 6]], // below 8 players every one has a bye in the 1/8
    [1, [1]],
  ])('a last poule of %i players gives byes to seeds %j', (n, byes) => {
    expect(formPoules(ids(16 + n)).at(-1)!.byes).toEqual(byes);
  });

  it('poule C of 40 players: seeds 1..8 with a bye', () => {
    expect(formPoules(ids(40))[2]!.byes).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each<[string, () => unknown, string, string]>([
    ['a player twice', () => formPoules(['a', 'b', 'a']), 'DUPLICATE_PLAYER', 'le joueur a figure deux fois'],
    ['an empty id', () => formPoules(['a', '']), 'INVALID_POULE', 'un identifiant de joueur est un texte non vide'],
    ['a size that is no power of two', () => formPoules(['a'], 12), 'INVALID_POULE', 'une poule a 2, 4, 8, 16 places, pas 12'],
    ['no list', () => formPoules('ab' as never), 'INVALID_POULE', 'une liste d’identifiants de joueurs est attendue'],
  ])('refuses %s, in French', (_, act, code, message) => {
    expect(act).toThrow(AfternoonInputError);
    expect(act).toThrow(expect.objectContaining({ code, message }));
  });
});

describe('seeds in bracket order', () => {
  it('gives the regulation 1/8: 1-16, 8-9, 4-13, 5-12, 2-15, 7-10, 3-14, 6-11', () => {
    expect(firstRoundPairs(16)).toEqual([[1, 16], [8, 9], [4, 13], [5, 12], [2, 15], [7, 10], [3, 14], [6, 11]]);
  });

  it.each<[number, number[]]>([
    [2, [1, 2]],
    [4, [1, 4, 2, 3]],
    [8, [1, 8, 4, 5, 2, 7, 3, 6]],
  ])('a bracket of %i: %j', (size, order) => {
    expect(seedingOrder(size)).toEqual(order);
  });

  it.each<[number, string]>([[0, 'A'], [1, 'B'], [25, 'Z'], [26, 'AA'], [27, 'AB'], [52, 'BA']])('poule %i is %s', (i, id) => {
    expect(pouleId(i)).toBe(id);
  });
});
