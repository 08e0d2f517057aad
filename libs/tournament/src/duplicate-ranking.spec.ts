import { seededRandom } from '@greffier/common';
import { compareDuplicate, rankDuplicate, type TieBreakCriterion } from './duplicate-ranking';
import type { PlayerSheetSummary } from './duplicate-summary';
import { TournamentInputError } from './errors';
import { PLAY_ORDER, player } from './testing/ranking-fixtures';

const ids = (players: { playerId: string }[]): string[] => players.map((p) => p.playerId);
const rank = (players: PlayerSheetSummary[], playOrder = PLAY_ORDER, randomSeed = 'seed') =>
  rankDuplicate(players, playOrder, { randomSeed });

describe('rankDuplicate: the regulation order, one criterion at a time', () => {
  // Douai: "il sera tenu compte du nombre de 10 lettres, puis du total de points en chiffres, puis du nombre de
  // 9 lettres, de 8 lettres et enfin de 7 lettres. En cas d'égalité parfaite les joueurs seront départagés au
  // premier coup non topé, puis s'il y a encore égalité par tirage au sort."
  const tied = { total: 300, tens: 1, numbersPoints: 90, nines: 2, eights: 3, sevens: 4, toppedRounds: [3] };
  it.each<[string, Partial<PlayerSheetSummary>, Partial<PlayerSheetSummary>, TieBreakCriterion, string]>([
    // what "first" has, what "second" has, criterion, reason on the second's row (the first's figure first)
    ['more points', { total: 300 }, { total: 290 }, 'total', 'classé au total des points (300 contre 290)'],
    ['300 each; 2 words of 10 letters against 1', { ...tied, tens: 2 }, tied, 'tens', 'départagé au nombre de mots de 10 lettres (2 contre 1)'],
    // the numbers points come before the 9-letter words: 5 nines do not help "second"
    ['then the numbers points', { ...tied, numbersPoints: 98 }, { ...tied, numbersPoints: 95, nines: 5 }, 'numbers', 'départagé au total des points en chiffres (98 contre 95)'],
    ['then the 9-letter words', { ...tied, nines: 3, eights: 0 }, { ...tied, eights: 9 }, 'nines', 'départagé au nombre de mots de 9 lettres (3 contre 2)'],
    ['then the 8-letter words', { ...tied, eights: 4 }, tied, 'eights', 'départagé au nombre de mots de 8 lettres (4 contre 3)'],
    ['then the 7-letter words', { ...tied, sevens: 5 }, tied, 'sevens', 'départagé au nombre de mots de 7 lettres (5 contre 4)'],
    // both topped coup 3; coup 7 is the first that one topped and the other did not
    ['then the first coup topped by one only', { ...tied, toppedRounds: [3, 7] }, { ...tied, toppedRounds: [3, 9, 12] }, 'first-topped-draw', "départagé au premier coup topé par l'un et pas l'autre : coup 7"],
  ])('%s', (_, first, second, criterion, reason) => {
    const ranking = rank([player('second', second), player('first', first)]);
    expect(ids(ranking.rows)).toEqual(['first', 'second']);
    expect(ranking.rows[0]).toMatchObject({ rank: 1, brokenBy: null, brokenByReason: null });
    expect(ranking.rows[1]).toMatchObject({ rank: 2, brokenBy: criterion, brokenByReason: reason });
    expect(ranking.rows[1]!.tiedOnTotal).toBe(criterion !== 'total');
  });

  it('gives the coup and its place in play order when the topped coups decide', () => {
    const order = [2, 1, ...PLAY_ORDER.slice(2)]; // coup 2 played first
    const ranking = rank([player('a', { toppedRounds: [1] }), player('b', { toppedRounds: [2] })], order);
    expect(ids(ranking.rows)).toEqual(['b', 'a']);
    expect(ranking.rows[1]!.firstToppedDifference).toEqual({ round: 2, position: 1 });
  });
});

describe('rankDuplicate: 3 or more players tied down to the topped coups', () => {
  // Topped vectors in play order (1 = topped), compared like words in a dictionary, topped before not topped:
  //   a: coups 2, 5 -> 0 1 0 0 1 0 ...
  //   b: coups 2, 6 -> 0 1 0 0 0 1 ...
  //   c: coup 3     -> 0 0 1 0 0 0 ...
  //   d: coups 2, 5 -> the same as a: a random draw decides between a and d
  const group = [player('c', { toppedRounds: [3] }), player('b', { toppedRounds: [2, 6] }), player('a', { toppedRounds: [2, 5] })];

  it.each<[string, number[], string[], (number | null)[]]>([
    ['in the order of play 1..30', PLAY_ORDER, ['a', 'b', 'c'], [null, 5, 2]],
    // coup 6 played before coup 5: b's top comes first
    ['when coup 6 is played before coup 5', [1, 2, 3, 4, 6, 5, ...PLAY_ORDER.slice(6)], ['b', 'a', 'c'], [null, 6, 2]],
    // coup 3 played first: c alone topped it
    ['when coup 3 is played first', [3, 1, 2, ...PLAY_ORDER.slice(3)], ['c', 'a', 'b'], [null, 3, 5]],
  ])('%s', (_, order, expected, rounds) => {
    const ranking = rank(group, order);
    expect(ids(ranking.rows)).toEqual(expected);
    expect(ranking.rows.map((r) => r.firstToppedDifference?.round ?? null)).toEqual(rounds);
    // pairwise and group comparisons agree: each row ranks before every row below it
    for (let i = 0; i < ranking.rows.length; i++) {
      for (let j = i + 1; j < ranking.rows.length; j++) {
        expect(compareDuplicate(ranking.rows[i]!, ranking.rows[j]!, order)).toBeLessThan(0);
      }
    }
  });

  it('draws lots between the players still tied, and says which', () => {
    const ranking = rank([...group, player('d', { toppedRounds: [5, 2] })], PLAY_ORDER, 'tournoi-2024');
    const expectedDraw = seededRandom('tournoi-2024|a|d').shuffle(['a', 'd']);
    expect(ranking.randomDraws).toEqual([{ seed: 'tournoi-2024|a|d', players: ['a', 'd'], drawn: expectedDraw }]);
    expect(ids(ranking.rows)).toEqual([...expectedDraw, 'b', 'c']);
    expect(ranking.rows[1]).toMatchObject({ brokenBy: 'random-draw', randomDraw: { seed: 'tournoi-2024|a|d', lot: 2, of: 2 } });
    expect(ranking.rows[1]!.brokenByReason).toBe('départagé par tirage au sort (rang tiré 1 contre 2, 2 ex aequo)');
    expect(ranking.rows[2]).toMatchObject({ brokenBy: 'first-topped-draw', randomDraw: null });
  });
});

describe('rankDuplicate: the random draw', () => {
  const twins = [player('x', { total: 200 }), player('y', { total: 200 }), player('z', { total: 200 })];

  it('is the same for the same seed, and differs between seeds', () => {
    const orders = new Set<string>();
    for (let s = 0; s < 20; s++) {
      const once = rank(twins, PLAY_ORDER, `s${s}`);
      expect(rank([...twins].reverse(), PLAY_ORDER, `s${s}`)).toEqual(once);
      orders.add(ids(once.rows).join(''));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('does not change when a player outside the tie changes', () => {
    const before = rank([...twins, player('w', { total: 150 })], PLAY_ORDER, 'k');
    const after = rank([...twins, player('w', { total: 250 }), player('v', { total: 10 })], PLAY_ORDER, 'k');
    expect(ids(after.rows).filter((id) => 'xyz'.includes(id))).toEqual(ids(before.rows).filter((id) => 'xyz'.includes(id)));
  });
});

describe('rankDuplicate: the rows', () => {
  it('leaves out the sheets not counted, listed apart with their form', () => {
    const ranking = rank([
      player('b', { total: 100 }),
      player('z', { total: 400, tens: 2, notCounted: 'UNREADABLE' }),
      player('a', { total: 120 }),
      player('m', { total: 90, notCounted: 'INCOMPLETE' }),
    ]);
    expect(ranking.rows.map((r) => [r.rank, r.playerId])).toEqual([[1, 'a'], [2, 'b']]);
    expect(ranking.notCounted).toEqual([
      { playerId: 'm', reason: 'INCOMPLETE', form: { total: 90, tens: 0, numbersPoints: 0, nines: 0, eights: 0, sevens: 0 } },
      { playerId: 'z', reason: 'UNREADABLE', form: { total: 400, tens: 2, numbersPoints: 0, nines: 0, eights: 0, sevens: 0 } },
    ]);
  });

  it.each<[number, number, number | null]>([
    // total, sum of the tops, per mille of the top (rounded half up)
    [45, 52, 865], // 45000 / 52 = 865.38
    [38, 52, 731], // 38000 / 52 = 730.77
    [1, 16, 63], // 1000 / 16 = 62.5, half up
    [52, 52, 1000],
    [10, 0, null], // tops unknown
  ])('%i points of %i: %p per mille of the top', (total, topPoints, expected) => {
    expect(rank([player('a', { total, topPoints })]).rows[0]!.percentOfTopPerMille).toBe(expected);
  });

  it('marks the players tied on total, lists topped coups in play order and copies the statistics', () => {
    const order = [5, 4, 3, 2, 1, ...PLAY_ORDER.slice(5)];
    const ranking = rank(
      [player('a', { total: 50, toppedRounds: [1, 5] }), player('b', { total: 50 }), player('c', { total: 40 })],
      order,
    );
    expect(ranking.rows.map((r) => r.tiedOnTotal)).toEqual([true, true, false]);
    expect(ranking.rows[0]).toMatchObject({ playerId: 'a', toppedRounds: [5, 1], stats: { roundsTopped: 2 } });
  });

  it.each<[string, PlayerSheetSummary[], number[], string, string, string]>([
    ['two sheets for one player', [player('a'), player('a')], PLAY_ORDER, 'seed', 'DUPLICATE_PLAYER', 'a a deux feuilles'],
    ['a topped coup not played', [player('a', { toppedRounds: [31] })], PLAY_ORDER, 'seed', 'INVALID_SUMMARY', 'a : un coup topé n’est pas dans l’ordre de jeu'],
    ['a negative count', [player('a', { tens: -1 })], PLAY_ORDER, 'seed', 'INVALID_SUMMARY', 'a : points et décomptes sont des entiers positifs ou nuls'],
    ['points that are not whole', [player('a', { total: 1.5 })], PLAY_ORDER, 'seed', 'INVALID_SUMMARY', 'a : points et décomptes sont des entiers positifs ou nuls'],
    ['no random seed', [player('a')], PLAY_ORDER, '', 'INVALID_SUMMARY', 'le classement demande la graine de tirage au sort enregistrée avec la séance'],
    ['a coup twice in the play order', [player('a')], [1, 2, 2], 'seed', 'INVALID_PLAY_ORDER', 'l’ordre de jeu donne chaque coup une fois, par son numéro (un entier positif)'],
  ])('refuses %s, in French', (_, players, order, seed, code, message) => {
    expect(() => rank(players, order, seed)).toThrow(TournamentInputError);
    expect(() => rank(players, order, seed)).toThrow(expect.objectContaining({ code, message }));
  });
});
