import { refusedInFrench } from '../../common/src/testing/refused';
import { seededRandom } from '@greffier/common';
import { seriesTotal, throwRound, withNextRound, type SloubiRecord } from './rounds';
import { decidedAfter, scoreSloubi, sloubiStandings } from './score';
import { type SloubiSettings, VARIANTS } from './settings';
import { repeated, seriesOf } from './testing/dice';


const NAMES = ['Alice', 'Bruno', 'Chloé'];
const children: SloubiSettings = { variant: 'children', rounds: 3, seed: 'test' };
const standard: SloubiSettings = { variant: 'standard', rounds: 3, seed: 'test' };
/** A children's round from each player's total, and its tie-breaks (null: that player does not throw again). */
const round = (totals: number[], ...tieBreaks: (number | null)[][]) => ({
  throws: totals.map((t) => seriesOf(t)),
  tieBreaks: tieBreaks.map((tb) => ({ throws: tb.map((t) => (t === null ? null : seriesOf(t))) })),
});
const refused = (settings: SloubiSettings, record: unknown, names = NAMES): { field: string; reason: string }[] =>
  refusedInFrench(() => scoreSloubi(settings, names, record)).errors;

describe('a Sloubi total', () => {
  it.each([
    // variant, the throws, the total
    ['standard', repeated([1, 1, 1], 'standard'), 180], //                          60 × 3 = 180
    ['standard', repeated([6, 6, 6], 'standard'), 1080], //                         60 × 18 = 1080
    ['standard', [...repeated([6, 5, 4], 'standard').slice(30), ...repeated([1, 2, 3], 'standard').slice(30)], 630], // 30 × 15 + 30 × 6 = 630
    ['children', repeated([1, 1]), 16], //                                           004: 10 × 2 - 4 = 16
    ['children', repeated([6, 6]), 116], //                                          004: 10 × 12 - 4 = 116
    ['children', repeated([3, 4]), 66], //                                           10 × 7 - 4 = 66, the 4 taken once, not per throw
  ] as const)('%s: %j totals %i', (variant, series, total) => {
    expect(seriesTotal(series as number[][], VARIANTS[variant])).toBe(total);
  });
});

describe('a Sloubi round: the highest total wins (docs/rules/sloubi.md), the tied players alone throw again', () => {
  it.each([
    // totals of the round, then of each tie-break; the winner (seat), the tie-breaks' seats
    [[66, 70, 50], [], 2, []], //                               70 > 66 > 50
    [[70, 70, 50], [[80, 60, null]], 1, [[1, 2]]], //           70 = 70: Alice and Bruno throw again, 80 > 60
    [[70, 70, 70], [[60, 60, 50], [40, 41, null]], 2, [[1, 2, 3], [1, 2]]], // all tied, then Alice and Bruno again, 41 > 40
    [[16, 116, 116], [[null, 16, 17]], 3, [[2, 3]]], //         the children's extremes: 116 = 116, then 17 > 16
  ])('%j then %j: seat %i wins', (totals, tieBreaks, winner, seats) => {
    const { result } = scoreSloubi(children, NAMES, { rounds: [round(totals, ...tieBreaks)] });
    expect(result.rounds[0]).toMatchObject({ number: 1, totals, best: Math.max(...totals), winner, fromSeed: false });
    expect(result.rounds[0]!.tieBreaks.map((tb) => tb.seats)).toEqual(seats);
    expect(result.rounds[0]!.tieBreaks.map((tb) => tb.totals)).toEqual(tieBreaks);
  });

  it('counts the rounds won and places the players; the game is finished when the agreed rounds are played', () => {
    const two = scoreSloubi(children, NAMES, { rounds: [round([66, 70, 50]), round([80, 70, 50])] });
    expect(two.result).toMatchObject({ roundsPlayed: 2, roundsAgreed: 3, roundsWon: [1, 1, 0], finished: false, decidedAfter: null });
    const three = scoreSloubi(children, NAMES, { rounds: [round([66, 70, 50]), round([80, 70, 50]), round([80, 70, 90])] });
    expect(three.result).toMatchObject({ roundsPlayed: 3, roundsWon: [1, 1, 1], finished: true, decidedAfter: null });
    expect(three.result.standings).toEqual([{ seat: 1, roundsWon: 1, place: 1 }, { seat: 2, roundsWon: 1, place: 1 }, { seat: 3, roundsWon: 1, place: 1 }]);
    expect(scoreSloubi(children, NAMES, { rounds: [] }).result).toMatchObject({ roundsPlayed: 0, roundsWon: [0, 0, 0], finished: false });
  });

  it.each([
    // rounds won by seat, the places (players with as many rounds won share a place)
    [[2, 1, 0], [[1, 1], [2, 2], [3, 3]]],
    [[0, 2, 2], [[2, 1], [3, 1], [1, 3]]],
    [[1, 1, 1], [[1, 1], [2, 1], [3, 1]]],
  ])('rounds won %j: (seat, place) %j', (won, places) => {
    expect(sloubiStandings(won).map((s) => [s.seat, s.place])).toEqual(places);
  });

  it.each([
    // winners round by round, players, rounds agreed, the round after which the leader cannot be caught
    [[1, 1], 2, 3, 2], //       after 2: 2 won against 0 + 1 left
    [[1, 2, 1], 2, 3, 3], //    after 2: 1 against 1; after 3: 2 against 1 + 0 left
    [[1, 1, 1], 3, 5, 3], //    after 3: 3 against 0 + 2 left
    [[1, 2, 3], 3, 3, null], // everyone won one
    [[1], 2, 3, null], //        1 against 0 + 2 left
  ])('winners %j (%i players, %i rounds): decided after %p', (winners, players, agreed, after) => {
    expect(decidedAfter(winners, players, agreed)).toBe(after);
  });
});

describe('a Sloubi record typed in: every refused box named', () => {
  it('names the die of the issue, "rounds[2].throws[1][37][0]", in the standard variant', () => {
    const rounds = [0, 1, 2].map(() => ({ throws: [seriesOf(600, 'standard'), seriesOf(601, 'standard'), seriesOf(602, 'standard')] }));
    rounds[2]!.throws[1]![37]![0] = 7;
    expect(refused(standard, { rounds })).toEqual([{ field: 'rounds[2].throws[1][37][0]', reason: 'un dé montre 1 à 6, reçu 7' }]);
  });

  it.each<[string, (r: SloubiRecord) => void, string[]]>([
    ['a die at 0 and another at 1.5', (r) => ((r.rounds[0]!.throws[0]![2]![1] = 0), (r.rounds[1]!.throws[2]![9]![0] = 1.5)), ['rounds[0].throws[0][2][1]', 'rounds[1].throws[2][9][0]']],
    ['a throw of 3 dice (the children throw 2)', (r) => r.rounds[0]!.throws[1]![4]!.push(1), ['rounds[0].throws[1][4]']],
    ['9 throws instead of 10', (r) => r.rounds[1]!.throws[0]!.pop(), ['rounds[1].throws[0]']],
    ['a player missing', (r) => r.rounds[0]!.throws.pop(), ['rounds[0].throws']],
    ['a tie left unbroken', (r) => (r.rounds[1]!.tieBreaks = []), ['rounds[1].tieBreaks[0]']],
    ['a player not tied throwing again', (r) => (r.rounds[1]!.tieBreaks[0]!.throws[2] = seriesOf(20)), ['rounds[1].tieBreaks[0].throws[2]']],
    ['a tied player not throwing again', (r) => (r.rounds[1]!.tieBreaks[0]!.throws[0] = null), ['rounds[1].tieBreaks[0].throws[0]']],
    ['a tie-break after the round was won', (r) => r.rounds[0]!.tieBreaks.push({ throws: [seriesOf(20), seriesOf(20), null] }), ['rounds[0].tieBreaks[0]']],
    ['a 4th round of 3 agreed', (r) => r.rounds.push(round([20, 30, 40])), ['rounds[3]']],
    ['a misspelt box', (r) => Object.assign(r.rounds[2]!, { tiebreaks: [] }), ['rounds[2].tiebreaks']],
  ])('%s', (_, edit, fields) => {
    // round 2 (index 1): 70 = 70, then 80 > 60
    const record: SloubiRecord = structuredClone({ rounds: [round([66, 70, 50]), round([70, 70, 50], [80, 60, null]), round([20, 30, 40])] });
    expect(scoreSloubi(children, NAMES, record).result.roundsWon).toEqual([1, 1, 1]);
    edit(record);
    expect(refused(children, record).map((e) => e.field)).toEqual(fields);
  });

  it('says who is tied, at what total', () => {
    expect(refused(children, { rounds: [round([70, 70, 50])] })).toEqual([{ field: 'rounds[0].tieBreaks[0]', reason: 'Alice (place 1) et Bruno (place 2) sont à égalité à 70 : ils relancent, jusqu’à ce que l’un gagne' }]);
    expect(refused(children, { rounds: [round([70, 70, 70])] })[0]?.reason).toBe('Alice (place 1), Bruno (place 2) et Chloé (place 3) sont à égalité à 70 : ils relancent, jusqu’à ce que l’un gagne');
    expect(refused(children, {})).toEqual([{ field: 'rounds', reason: 'la feuille est un objet { rounds: [...] }, une entrée par tour joué' }]);
  });

  it.each<[string, (r: SloubiRecord) => void, string]>([
    ['a die left out', (r) => r.rounds[0]!.throws[0]![2]!.pop(), 'un jet de 2 dés, 1 dé donné'],
    ['9 throws instead of 10', (r) => r.rounds[1]!.throws[0]!.pop(), '10 jets de 2 dés attendus, 9 jets donnés'],
    ['a player missing', (r) => r.rounds[0]!.throws.pop(), 'une série de jets par joueur, dans l’ordre des places (3 joueurs, 2 séries reçues)'],
    ['a player not tied throwing again', (r) => (r.rounds[1]!.tieBreaks[0]!.throws[2] = seriesOf(20)), 'Chloé n’était pas à égalité et ne relance pas : null attendu'],
    ['a tie-break after the round was won', (r) => r.rounds[0]!.tieBreaks.push({ throws: [seriesOf(20), seriesOf(20), null] }), 'le tour est déjà gagné par Bruno (place 2) : pas de barrage à lancer'],
    ['a 4th round of 3 agreed', (r) => r.rounds.push(round([20, 30, 40])), 'au-delà des 3 tours convenus'],
    ['a misspelt box', (r) => Object.assign(r.rounds[2]!, { tiebreaks: [] }), 'case inconnue (celles qu’on attend ici : « throws », « tieBreaks »)'],
    ['a die that is no number', (r) => ((r.rounds[0]!.throws[0]![2] as unknown[])[1] = 'six'), 'un dé montre 1 à 6, reçu « six »'],
  ])('says why in French: %s', (_, edit, reason) => {
    const record: SloubiRecord = structuredClone({ rounds: [round([66, 70, 50]), round([70, 70, 50], [80, 60, null]), round([20, 30, 40])] });
    edit(record);
    expect(refused(children, record)[0]?.reason).toBe(reason);
  });
});

describe("the server's throws: round n from the seed and n alone", () => {
  it('draws every die in order from the generator seeded with "<seed>:<round>"', () => {
    const random = seededRandom('test:2');
    const first = Array.from({ length: 2 }, () => [random.int(1, 6), random.int(1, 6)]);
    expect(throwRound(children, 3, 2).throws[0]!.slice(0, 2)).toEqual(first);
  });

  it('replays the same game from the same seed, round by round, whatever came before', () => {
    let record: SloubiRecord = { rounds: [] };
    for (let i = 0; i < 3; i++) record = withNextRound(standard, 3, record);
    expect(record.rounds[2]).toEqual(throwRound(standard, 3, 3));
    expect(throwRound({ ...standard, seed: 'other' }, 3, 3)).not.toEqual(record.rounds[2]);
    expect(record.rounds[1]).not.toEqual(record.rounds[2]);
    const { result } = scoreSloubi(standard, NAMES, record);
    expect(result.rounds.map((r) => r.fromSeed)).toEqual([true, true, true]);
    expect(result.finished).toBe(true);
  });

  it('tells a round typed in from the seeded one: one die changed, the round is no longer the seed\'s', () => {
    const record = withNextRound(children, 3, { rounds: [] });
    const die = record.rounds[0]!.throws[0]![0]!;
    die[0] = die[0] === 6 ? 5 : die[0]! + 1;
    expect(scoreSloubi(children, NAMES, record).result.rounds[0]!.fromSeed).toBe(false);
  });
});
