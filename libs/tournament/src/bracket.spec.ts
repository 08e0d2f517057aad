import { AfternoonInputError } from './afternoon-errors';
import {
  applyForfeit,
  applyResult,
  buildBracket,
  dependentsOf,
  isFinished,
  placesOf,
  readyMatches,
  replayResults,
  resetFrom,
  type Bracket,
  type BracketMatch,
} from './bracket';
import { formPoules } from './poules';
import { ids, playBetterSeedWins, seedOf } from './testing/bracket-fixtures';

const bracketOf = (n: number): Bracket => buildBracket(formPoules(ids(n))[0]!);
const match = (b: Bracket, id: string): BracketMatch => b.matches.find((m) => m.id === id)!;
const slotSeeds = (b: Bracket, id: string): (number | null)[] =>
  match(b, id).slots.map((s) => (s.playerId === undefined ? null : seedOf(b, s.playerId)));
const heldPlaces = (b: Bracket): [number, number][] =>
  placesOf(b).filter((p) => p.status === 'held').map((p) => [p.place, seedOf(b, p.playerId!)]);

describe('buildBracket: every place of a poule of 16 is played for', () => {
  const b = bracketOf(16);

  it('has 32 matches, 8 in each of 4 rounds', () => {
    expect(b.matches).toHaveLength(32); // 16 players x 4 matches each / 2
    expect([1, 2, 3, 4].map((r) => b.matches.filter((m) => m.round === r).length)).toEqual([8, 8, 8, 8]);
  });

  // Douai 1/8 by poule seeds: 1-16, 8-9, 4-13, 5-12, 2-15, 7-10, 3-14, 6-11
  it.each([
    ['A-R16-1', [1, 16]], ['A-R16-2', [8, 9]], ['A-R16-3', [4, 13]], ['A-R16-4', [5, 12]],
    ['A-R16-5', [2, 15]], ['A-R16-6', [7, 10]], ['A-R16-7', [3, 14]], ['A-R16-8', [6, 11]],
  ])('%s opposes seeds %j', (id, seeds) => {
    expect(slotSeeds(b, id)).toEqual(seeds);
  });

  it.each<[string, string, [number, number], string, string]>([
    // id, stage, places, winner goes to, loser goes to
    ['A-R16-1', 'round-of-16', [1, 16], 'A-QF-1/0', 'A-P9-16-1/0'],
    ['A-R16-2', 'round-of-16', [1, 16], 'A-QF-1/1', 'A-P9-16-1/1'],
    ['A-R16-8', 'round-of-16', [1, 16], 'A-QF-4/1', 'A-P9-16-4/1'],
    ['A-QF-1', 'quarter-final', [1, 8], 'A-SF-1/0', 'A-P5-8-1/0'],
    ['A-QF-4', 'quarter-final', [1, 8], 'A-SF-2/1', 'A-P5-8-2/1'],
    ['A-SF-2', 'semi-final', [1, 4], 'A-F/1', 'A-P3-4/1'],
    ['A-F', 'final', [1, 2], 'place 1', 'place 2'],
    ['A-P3-4', 'classification', [3, 4], 'place 3', 'place 4'],
    ['A-P5-8-2', 'classification', [5, 8], 'A-P5-6/1', 'A-P7-8/1'],
    ['A-P7-8', 'classification', [7, 8], 'place 7', 'place 8'],
    ['A-P9-16-3', 'classification', [9, 16], 'A-P9-12-2/0', 'A-P13-16-2/0'],
    ['A-P9-12-1', 'classification', [9, 12], 'A-P9-10/0', 'A-P11-12/0'],
    ['A-P13-16-2', 'classification', [13, 16], 'A-P13-14/1', 'A-P15-16/1'],
    ['A-P15-16', 'classification', [15, 16], 'place 15', 'place 16'],
  ])('%s: %s for places %j, winner to %s, loser to %s', (id, stage, [from, to], winnerTo, loserTo) => {
    const m = match(b, id);
    const show = (d: BracketMatch['winnerTo']): string => (d.kind === 'place' ? `place ${d.place}` : `${d.matchId}/${d.slot}`);
    expect([m.stage, m.places, show(m.winnerTo), show(m.loserTo)]).toEqual([stage, { from, to }, winnerTo, loserTo]);
  });

  it('lists the matches in play order: round 4 is the final and every match for two places', () => {
    expect(b.matches.filter((m) => m.round === 4).map((m) => m.id)).toEqual([
      'A-F', 'A-P3-4', 'A-P5-6', 'A-P7-8', 'A-P9-10', 'A-P11-12', 'A-P13-14', 'A-P15-16',
    ]);
  });

  it('gives every player the place of their seed when the better seed always wins', () => {
    const done = playBetterSeedWins(b);
    expect(isFinished(done)).toBe(true);
    expect(heldPlaces(done)).toEqual(ids(16).map((_, i) => [i + 1, i + 1]));
  });
});

describe('buildBracket: a short poule gives byes to its best seeds', () => {
  it.each<[number, number[]]>([
    // players, seeds whose 1/8 opponent slot is empty: the 16 - n best seeds when n >= 8, everyone below 8
    [16, []],
    [15, [1]], // seed 16 missing: 1 plays nobody
    [12, [1, 2, 3, 4]], // 13..16 missing: their opponents 4, 3, 2, 1
    [9, [1, 2, 3, 4, 5, 6, 7]],
    [8, [1, 2, 3, 4, 5, 6, 7, 8]],
    [5, [1, 2, 3, 4, 5]], // 6-11, 7-10, 8-9: two empty slots, nobody goes on
    [1, [1]],
  ])('%i players: byes for seeds %j', (n, byes) => {
    const b = bracketOf(n);
    const r16 = b.matches.filter((m) => m.stage === 'round-of-16');
    const byeWinners = r16.filter((m) => m.result?.decidedBy === 'bye').map((m) => seedOf(b, m.result!.winner!));
    expect(byeWinners.sort((x, y) => x - y)).toEqual(byes);
    expect(b.poule.byes).toEqual(byes);
    expect(r16.filter((m) => m.result?.decidedBy === 'empty')).toHaveLength(Math.max(0, 8 - n));
  });

  it.each([1, 2, 3, 5, 7, 8, 9, 12, 13, 15])('%i players take places 1..n, each the place of their seed when the better seed wins', (n) => {
    const done = playBetterSeedWins(bracketOf(n));
    expect(isFinished(done)).toBe(true);
    expect(heldPlaces(done)).toEqual(ids(n).map((_, i) => [i + 1, i + 1]));
    expect(placesOf(done).filter((p) => p.status === 'empty').map((p) => p.place)).toEqual(
      Array.from({ length: 16 - n }, (_, i) => n + i + 1),
    );
  });

  it('a lone player wins the poule without playing', () => {
    const b = bracketOf(1);
    expect(isFinished(b)).toBe(true);
    expect(placesOf(b)[0]).toEqual({ place: 1, status: 'held', playerId: 'p1' });
  });
});

describe('applyResult: recording, correcting, resetting', () => {
  const b = bracketOf(16);

  it('sends the winner and the loser on, and leaves the earlier state untouched', () => {
    const before = JSON.stringify(b);
    const after = applyResult(b, 'A-R16-2', 'p9', 'p8', 'score');
    expect(JSON.stringify(b)).toBe(before);
    expect(match(after, 'A-QF-1').slots[1]).toMatchObject({ state: 'player', playerId: 'p9' });
    expect(match(after, 'A-P9-16-1').slots[1]).toMatchObject({ state: 'player', playerId: 'p8' });
    expect(applyResult(after, 'A-R16-2', 'p9', 'p8', 'score')).toBe(after); // same result again: nothing changes
  });

  it('lists the dependents of a match in play order', () => {
    expect(dependentsOf(b, 'A-SF-1').map((m) => m.id)).toEqual(['A-F', 'A-P3-4']);
    expect(dependentsOf(b, 'A-F')).toEqual([]);
    expect(dependentsOf(b, 'A-R16-1').map((m) => m.id)).toEqual([
      'A-QF-1', 'A-P9-16-1', 'A-SF-1', 'A-P5-8-1', 'A-P9-12-1', 'A-P13-16-1',
      'A-F', 'A-P3-4', 'A-P5-6', 'A-P7-8', 'A-P9-10', 'A-P11-12', 'A-P13-14', 'A-P15-16',
    ]);
  });

  it('corrects a result before the players played on; refuses it after, until reset', () => {
    let s = applyResult(b, 'A-R16-2', 'p9', 'p8', 'score');
    s = applyResult(s, 'A-R16-2', 'p8', 'p9', 'score'); // nothing played after: corrected at once
    expect(match(s, 'A-QF-1').slots[1].playerId).toBe('p8');
    s = applyResult(s, 'A-R16-1', 'p1', 'p16', 'score');
    s = applyResult(s, 'A-QF-1', 'p8', 'p1', 'score');
    expect(() => applyResult(s, 'A-R16-2', 'p9', 'p8', 'score')).toThrow(
      expect.objectContaining({ code: 'RESULT_HAS_DEPENDENTS', message: 'A-R16-2 : des matchs qui en dépendent ont déjà été joués avec l’ancien résultat (A-QF-1) ; remettez-les d’abord à zéro' }),
    );
    // the way decided changes nobody's path: allowed
    expect(match(applyResult(s, 'A-R16-2', 'p8', 'p9', 'sudden-death'), 'A-R16-2').result?.decidedBy).toBe('sudden-death');
    const reset = resetFrom(s, 'A-R16-2');
    expect(match(reset, 'A-R16-2').result).toBeNull();
    expect(match(reset, 'A-QF-1').result).toBeNull();
    expect(match(reset, 'A-QF-1').slots.map((x) => x.state)).toEqual(['player', 'pending']);
    expect(match(reset, 'A-R16-1').result?.winner).toBe('p1'); // not a dependent: kept
    const redone = applyResult(reset, 'A-R16-2', 'p9', 'p8', 'score');
    expect(match(redone, 'A-QF-1').slots[1].playerId).toBe('p9');
  });

  it('decides byes again after a reset', () => {
    const s = resetFrom(bracketOf(12), 'A-R16-1');
    expect(match(s, 'A-R16-1').result).toEqual({ winner: 'p1', loser: null, decidedBy: 'bye' });
  });

  it.each<[string, () => unknown, string, string]>([
    ['an unknown match', () => applyResult(b, 'A-R16-9', 'p1', 'p16', 'score'), 'UNKNOWN_MATCH', 'pas de match A-R16-9 dans la poule A'],
    ['players not known yet', () => applyResult(b, 'A-QF-1', 'p1', 'p8', 'score'), 'MATCH_NOT_READY', 'A-QF-1 : ses deux joueurs ne sont pas encore connus'],
    ['someone else', () => applyResult(b, 'A-R16-1', 'p1', 'p2', 'score'), 'INVALID_RESULT', 'A-R16-1 : les joueurs du match sont p1 et p16, reçu le vainqueur p1 et le perdant p2'],
    ['winner and loser the same', () => applyResult(b, 'A-R16-1', 'p1', 'p1', 'score'), 'INVALID_RESULT', 'A-R16-1 : les joueurs du match sont p1 et p16, reçu le vainqueur p1 et le perdant p1'],
    [
      'a bye recorded by hand',
      () => applyResult(b, 'A-R16-1', 'p1', 'p16', 'bye' as never),
      'INVALID_RESULT',
      'A-R16-1 : un résultat se décide par score, extra-draws, sudden-death, duplicate-rank, forfeit ; les exemptions, c’est le tableau qui les décide',
    ],
    ['duplicate rank on the winners line', () => applyResult(b, 'A-R16-1', 'p1', 'p16', 'duplicate-rank'), 'INVALID_RESULT', 'A-R16-1 : un match de qualification à égalité se joue en prolongation'],
    ['a bye match', () => applyResult(bracketOf(15), 'A-R16-1', 'p1', 'p2', 'score'), 'INVALID_RESULT', 'A-R16-1 : un match dont une place est vide se décide par exemption'],
    ['a poule of 12 slots', () => buildBracket({ ...b.poule, size: 12 }), 'INVALID_POULE', 'poule A : un tableau a 2, 4, 8, 16 places'],
    ['seeds out of order', () => buildBracket({ ...b.poule, entries: [...b.poule.entries].reverse() }), 'INVALID_POULE', 'poule A : les têtes de série vont de 1 à n, dans l’ordre'],
  ])('refuses %s, in French', (_, act, code, message) => {
    expect(act).toThrow(AfternoonInputError);
    expect(act).toThrow(expect.objectContaining({ code, message }));
  });

  it('a classification match: duplicate rank for the better-ranked only, never extra draws', () => {
    let s = applyResult(b, 'A-R16-1', 'p1', 'p16', 'score');
    s = applyResult(s, 'A-R16-2', 'p8', 'p9', 'score');
    expect(() => applyResult(s, 'A-P9-16-1', 'p9', 'p16', 'extra-draws')).toThrow(expect.objectContaining({ code: 'INVALID_RESULT' }));
    expect(() => applyResult(s, 'A-P9-16-1', 'p16', 'p9', 'duplicate-rank')).toThrow(expect.objectContaining({ code: 'INVALID_RESULT' }));
    expect(match(applyResult(s, 'A-P9-16-1', 'p9', 'p16', 'duplicate-rank'), 'A-P9-16-1').result?.winner).toBe('p9');
  });
});

describe('replayResults: a poule rebuilt from its stored results', () => {
  it('gives the same state as recording them one by one, in any order', () => {
    const done = playBetterSeedWins(bracketOf(13));
    const stored = done.matches
      .filter((m) => m.result && m.result.decidedBy === 'score')
      .map((m) => ({ matchId: m.id, winner: m.result!.winner!, loser: m.result!.loser!, decidedBy: 'score' as const }));
    expect(replayResults(done.poule, [...stored].reverse())).toEqual(done);
  });

  it('refuses a result whose players never met, and two results for one match', () => {
    const poule = bracketOf(16).poule;
    const r = { matchId: 'A-QF-1', winner: 'p1', loser: 'p9', decidedBy: 'score' as const };
    expect(() => replayResults(poule, [r])).toThrow(expect.objectContaining({ code: 'MATCH_NOT_READY' }));
    const r16 = { matchId: 'A-R16-1', winner: 'p1', loser: 'p16', decidedBy: 'score' as const };
    expect(() => replayResults(poule, [r16, r16])).toThrow(expect.objectContaining({ code: 'INVALID_RESULT' }));
  });
});

describe('applyForfeit: absent players', () => {
  const b = bracketOf(16);

  it('a lone absent player loses by forfeit', () => {
    const s = applyForfeit(b, 'A-R16-1', ['p1']);
    expect(match(s, 'A-R16-1').result).toEqual({ winner: 'p16', loser: 'p1', decidedBy: 'forfeit' });
  });

  it('two absent players: the better duplicate rank goes through, and every one keeps a place', () => {
    let s = applyForfeit(b, 'A-R16-2', ['p9', 'p8']);
    expect(match(s, 'A-R16-2').result).toEqual({ winner: 'p8', loser: 'p9', decidedBy: 'forfeit' });
    // p8 and p9 never come: they lose every later match by forfeit
    for (let ready = readyMatches(s); ready.length > 0; ready = readyMatches(s)) {
      for (const m of ready) {
        const absent = m.slots.map((x) => x.playerId!).filter((p) => p === 'p8' || p === 'p9');
        s = absent.length > 0 ? applyForfeit(s, m.id, absent) : applyResult(s, m.id, m.slots[0].playerId!, m.slots[1].playerId!, 'score');
      }
    }
    const places = placesOf(s);
    expect(places.every((p) => p.status === 'held')).toBe(true);
    expect(new Set(places.map((p) => p.playerId)).size).toBe(16);
    expect(places.find((p) => p.playerId === 'p8')!.place).toBe(8); // lost the 1/4, 5-8 and 7-8 by forfeit
    expect(places.find((p) => p.playerId === 'p9')!.place).toBe(16);
  });

  it('refuses an absent player who is not in the match, or a match not ready', () => {
    expect(() => applyForfeit(b, 'A-R16-1', ['p2'])).toThrow(expect.objectContaining({ code: 'INVALID_RESULT' }));
    expect(() => applyForfeit(b, 'A-QF-1', ['p1'])).toThrow(expect.objectContaining({ code: 'MATCH_NOT_READY' }));
  });
});
