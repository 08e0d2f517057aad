import { scoreLexiconBridge } from './lexicon-bridge';
import { scoreDeal } from './scoring';
import { dealOf, wordsFor } from './testing/deals';
import type { DealInput, PadEntry } from './types';
import { parseRecord } from './validation';

/** The pad entries of one deal, as "side:where:points:reason". */
function padOf(deal: DealInput, players: 3 | 4 = 4): string[] {
  const parsed = parseRecord({ deals: [deal] }, players);
  return scoreDeal(parsed.deals[0] as never, parsed.sides).entries.map((e: Omit<PadEntry, 'deal'>) => `${e.side}:${e.where}:${e.points}:${e.reason}`);
}

describe('a deal at four (no cut: seats 1 and 3 are NOUS, side 0; seats 2 and 4 EUX, side 1)', () => {
  it.each<[string, DealInput, string[]]>([
    // 003: "plus de 6 levées, il marque 6 au-dessus de la ligne ... Le nombre de levées au-dessus de 6 ... au-dessous"
    ['9 tricks: 6 above, 9 - 6 = 3 below', dealOf(1, 9), ['0:above:6:tricks', '0:below:3:overtricks']],
    ['7 tricks: 6 above, 1 below', dealOf(3, 7), ['0:above:6:tricks', '0:below:1:overtricks']],
    ['EUX declare 8: 6 above, 2 below in their column', dealOf(2, 8), ['1:above:6:tricks', '1:below:2:overtricks']],
    // Reading: exactly 6 is neither "plus de 6" nor "moins de 6": nothing is written
    ['exactly 6 tricks: nothing', dealOf(1, 6), []],
    // 003: "moins de 6 levées ... ses adversaires marquent leurs levées au-dessus de la ligne, plus 5 points pour chaque levée ... inférieure à 6"
    ['5 tricks: the defenders 13 - 5 = 8, + 5 x 1 = 13 above', dealOf(1, 5), ['1:above:13:defence']],
    ['0 tricks: the defenders 13 + 5 x 6 = 43 above', dealOf(4, 0), ['0:above:43:defence']],
    // 003: "Pour un petit chelem (12 levées) le déclarant marque 30 points au-dessus de la ligne"
    ['petit chelem: 6 above, 6 below, 30 above', dealOf(1, 12), ['0:above:6:tricks', '0:below:6:overtricks', '0:above:30:slam']],
    // 003: "grand chelem (13 levées) il marque 40 points de plus au-dessus de la ligne"
    ['grand chelem: 6 above, 7 below, 40 above', dealOf(2, 13), ['1:above:6:tricks', '1:below:7:overtricks', '1:above:40:slam']],
    // 003: renonce: "ses adversaires peuvent soit lui prendre 3 levées ..., soit marquer 50 points au-dessus de leur ligne"
    ['a defender revokes, 3 tricks: 5 + 3 = 8 made', dealOf(1, 5, { renonce: { seat: 2, penalty: 'tricks' } }), ['0:above:6:tricks', '0:below:2:overtricks']],
    ["the dummy's side revokes, 3 tricks: 8 - 3 = 5, the defenders 8 + 5 = 13", dealOf(1, 8, { renonce: { seat: 3, penalty: 'tricks' } }), ['1:above:13:defence']],
    ['the declarer revokes with 2 tricks: both taken, 0 made, 13 + 30 = 43', dealOf(1, 2, { renonce: { seat: 1, penalty: 'tricks' } }), ['1:above:43:defence']],
    ['the declarer revokes, 50 points: 50 to the defenders, the contract as made', dealOf(1, 8, { renonce: { seat: 1, penalty: 'points' } }), ['1:above:50:renonce', '0:above:6:tricks', '0:below:2:overtricks']],
    ['11 tricks + 3 from a revoke: 13, a grand chelem', dealOf(1, 10, { renonce: { seat: 4, penalty: 'tricks' } }), ['0:above:6:tricks', '0:below:7:overtricks', '0:above:40:slam']],
  ])('%s', (_, deal, pad) => {
    expect(padOf(deal)).toEqual(pad);
  });
});

describe('a deal at three (003: "trois colonnes ... une pour chaque joueur"; side n-1 is seat n)', () => {
  const three = (declarer: number, tricks: number, defenderTricks: Record<string, number>, extra: Partial<DealInput> = {}): DealInput => ({ words: wordsFor(declarer, 3), tricks, defenderTricks, ...extra });
  it.each<[string, DealInput, string[]]>([
    // 003: "Le déclarant marque comme dans le Bridge à 4"
    ['seat 2 makes 8: 6 above, 2 below in his column', three(2, 8, { 1: 3, 3: 2 }), ['1:above:6:tricks', '1:below:2:overtricks']],
    // 003: "Chacun des adversaires marque le total des points qu'il a pu gagner": his tricks + 5 per trick short
    ['seat 2 makes 4: seat 1 5 + 5 x 2 = 15, seat 3 4 + 10 = 14', three(2, 4, { 1: 5, 3: 4 }), ['0:above:15:defence', '2:above:14:defence']],
    ['the declarer revokes, 3 tricks to seat 3: 7 - 3 = 4; seat 1 3 + 10 = 13, seat 3 3 + 3 + 10 = 16', three(2, 7, { 1: 3, 3: 3 }, { renonce: { seat: 2, penalty: 'tricks', to: 3 } }), ['0:above:13:defence', '2:above:16:defence']],
    ['a defender revokes, 50 points: to the declarer only', three(1, 6, { 2: 4, 3: 3 }, { renonce: { seat: 3, penalty: 'points' } }), ['0:above:50:renonce']],
    ['the declarer revokes, 50 points: 50 to each defender', three(3, 9, { 1: 2, 2: 2 }, { renonce: { seat: 3, penalty: 'points' } }), ['0:above:50:renonce', '1:above:50:renonce', '2:above:6:tricks', '2:below:3:overtricks']],
  ])('%s', (_, deal, pad) => {
    expect(padOf(deal, 3)).toEqual(pad);
  });
});

describe('the rubber (4 players)', () => {
  // NOUS (side 0) declare with seat 1, EUX (side 1) with seat 2.
  const deals = [
    dealOf(1, 9), //  NOUS 6 above, 3 below: game 1 at 3 - 0
    dealOf(2, 8), //  EUX 6 above, 2 below: 3 - 2
    dealOf(1, 8), //  NOUS 6 above, 2 below: 5 - 2, NOUS win game 1 (+10)
    dealOf(2, 11), // EUX 6 above, 5 below: EUX win game 2 (+10)
    dealOf(1, 4), //  EUX 13 - 4 = 9, + 5 x 2 = 19 above
    dealOf(1, 13), // NOUS 6 above, 7 below, 40 slam: game 3 (+10) and the rubber (+50)
    dealOf(2, 7), //  a new rubber: EUX 6 above, 1 below
  ];
  const { result, standings } = scoreLexiconBridge(undefined, 4, { deals });

  it('rules off a game at 5 below the line and gives it 10 above (003)', () => {
    expect(result.deals.map((d) => d.gameWonBy)).toEqual([null, null, 0, 1, null, 0, null]);
    expect(result.rubbers[0]?.games).toEqual([
      { number: 1, winner: 0, below: [5, 2] }, // 3 + 2 = 5
      { number: 2, winner: 1, below: [0, 5] },
      { number: 3, winner: 0, below: [7, 0] },
    ]);
    expect(result.deals.map((d) => d.game)).toEqual([1, 1, 1, 2, 3, 3, 1]);
  });

  it('gives the rubber of two games 50 above, and adds above and below (003)', () => {
    const [first, second] = result.rubbers;
    expect(first).toMatchObject({ winner: 0, finished: true, deals: [1, 2, 3, 4, 5, 6] });
    // NOUS above: 6 + (6 + 10) + (6 + 40 + 10 + 50) = 128, below: 3 + 2 + 7 = 12; EUX above: 6 + 6 + 10 + 19 = 41, below 2 + 5 = 7
    expect(first).toMatchObject({ above: [128, 41], below: [12, 7], totals: [140, 48] });
    expect(result.deals[5]?.entries.map((e) => `${e.where}:${e.points}:${e.reason}`)).toEqual(['above:6:tricks', 'below:7:overtricks', 'above:40:slam', 'above:10:game', 'above:50:rubber']);
    // Reading: the deals after a finished rubber start a new one
    expect(second).toMatchObject({ number: 2, winner: null, finished: false, deals: [7], totals: [0, 7] });
    expect(result.deals[6]).toMatchObject({ rubber: 2, rubberTotals: [0, 7], runningTotals: [140, 55] }); // 48 + 7
    expect(result.totals).toEqual([140, 55]);
    expect(result.finished).toBe(false);
  });

  it('gives partners their side\'s total', () => {
    expect(standings).toEqual([
      { seat: 1, side: 0, points: 140, place: 1 },
      { seat: 3, side: 0, points: 140, place: 1 },
      { seat: 2, side: 1, points: 55, place: 3 },
      { seat: 4, side: 1, points: 55, place: 3 },
    ]);
  });

  it('is finished when its last rubber is', () => {
    expect(scoreLexiconBridge(undefined, 4, { deals: deals.slice(0, 6) }).result.finished).toBe(true);
    expect(scoreLexiconBridge(undefined, 4, { deals: [] }).result).toMatchObject({ finished: false, totals: [0, 0], rubbers: [] });
  });
});

describe('the rubber at three players: the first player to two games', () => {
  const d = (declarer: number, tricks: number): DealInput => {
    const defenders = [1, 2, 3].filter((s) => s !== declarer);
    return { words: wordsFor(declarer, 3), tricks, defenderTricks: { [defenders[0] as number]: 13 - tricks, [defenders[1] as number]: 0 } };
  };
  const { result, standings } = scoreLexiconBridge(undefined, 3, { deals: [d(1, 11), d(2, 12), d(3, 11), d(1, 11)] });

  it('rules off each player\'s games in his own column', () => {
    // seat 1: 5 below, game; seat 2: 6 below (+30 petit chelem), game; seat 3: 5 below, game; seat 1: 5 below, his second game: rubber
    expect(result.rubbers[0]?.games.map((g) => g.winner)).toEqual([0, 1, 2, 0]);
    expect(result.rubbers[0]).toMatchObject({ winner: 0, finished: true });
    // seat 1: (6 + 10) x 2 + 50 = 82 above, 5 + 5 = 10 below; seat 2: 6 + 30 + 10 = 46, 6; seat 3: 16, 5
    expect(result.rubbers[0]).toMatchObject({ above: [82, 46, 16], below: [10, 6, 5], totals: [92, 52, 21] });
    expect(standings.map((s) => [s.seat, s.points, s.place])).toEqual([
      [1, 92, 1],
      [2, 52, 2],
      [3, 21, 3],
    ]);
  });
});

describe('partnerships and dealer', () => {
  it.each<[string, Record<string, string>, number[][], number]>([
    // 003: "Ceux qui ont les deux cartes les plus hautes sont partenaires. Celui qui a la plus haute carte sera le donneur. (A ... la plus haute)"
    ['B and C highest: seats 2 and 4 partners, seat 2 deals', { 1: 'K', 2: 'B', 3: 'T', 4: 'C' }, [[1, 3], [2, 4]], 2],
    ['A and D highest: seats 1 and 4, seat 1 deals', { 1: 'a', 2: 'Q', 3: 'M', 4: 'D' }, [[1, 4], [2, 3]], 1],
    ['seats 1 and 2 highest', { 1: 'E', 2: 'A', 3: 'Y', 4: 'Z' }, [[1, 2], [3, 4]], 2],
  ])('%s', (_, cut, sides, dealer) => {
    const { result } = scoreLexiconBridge(undefined, 4, { cut, deals: [] });
    expect(result.sides.map((s) => s.seats)).toEqual(sides);
    expect(result).toMatchObject({ from: 'cut', firstDealer: dealer });
  });

  it('passes the deal to the next seat; a dealer given overrides and the rotation goes on from him', () => {
    const deals = [dealOf(1, 7), dealOf(1, 7), dealOf(1, 7, { dealer: 1 }), dealOf(2, 7), dealOf(2, 7)];
    const { result } = scoreLexiconBridge(undefined, 4, { cut: { 1: 'K', 2: 'M', 3: 'T', 4: 'C' }, deals });
    expect(result.deals.map((d) => d.dealer)).toEqual([4, 1, 1, 2, 3]);
  });

  it('without a cut: seats 1 and 3 face seats 2 and 4, seat 1 deals unless the first deal says', () => {
    const { result } = scoreLexiconBridge(undefined, 4, { deals: [dealOf(1, 7, { dealer: 3 }), dealOf(1, 7)] });
    expect(result).toMatchObject({ from: 'default', firstDealer: 3 });
    expect(result.sides.map((s) => s.seats)).toEqual([[1, 3], [2, 4]]);
    expect(result.deals.map((d) => d.dealer)).toEqual([3, 4]);
  });
});
