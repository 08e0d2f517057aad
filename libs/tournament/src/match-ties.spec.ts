import { AfternoonInputError } from './afternoon-errors';
import {
  decideMatch,
  extraDraws,
  suddenDeathRound,
  suddenDeathTime,
  suddenDeathTimeTable,
  type MatchDecision,
  type MatchTieInput,
} from './match-ties';

const ranks = [3, 7] as const; // side a ranked 3rd at the duplicate, side b 7th

describe('decideMatch', () => {
  it.each<[string, Omit<MatchTieInput, 'duplicateRanks'>, MatchDecision]>([
    ['11 - 9 in a 1/8', { stage: 'round-of-16', regular: [11, 9] }, { winner: 'a', loser: 'b', decidedBy: 'score' }],
    ['8 - 12 in a classification match', { stage: 'classification', regular: [8, 12] }, { winner: 'b', loser: 'a', decidedBy: 'score' }],
    // Douai, "En cas de match nul - 2": "le joueur ayant le meilleur classement au duplicate"
    ['10 - 10 in a classification match: the better duplicate rank (3rd before 7th)', { stage: 'classification', regular: [10, 10] }, { winner: 'a', loser: 'b', decidedBy: 'duplicate-rank' }],
    // "- 1: Une prolongation de 2 coups (1C-1L)"
    ['10 - 10 in a 1/4: extra draws to play', { stage: 'quarter-final', regular: [10, 10] }, { winner: null, needs: 'extra-draws' }],
    ['10 - 10 in the final: extra draws to play', { stage: 'final', regular: [10, 10] }, { winner: null, needs: 'extra-draws' }],
    ['10 - 10, then extra draws 0 - 1', { stage: 'semi-final', regular: [10, 10], extra: [0, 1] }, { winner: 'b', loser: 'a', decidedBy: 'extra-draws' }],
    ['10 - 10, extra 1 - 1: sudden death to play', { stage: 'semi-final', regular: [10, 10], extra: [1, 1] }, { winner: null, needs: 'sudden-death', nextSuddenDeathDraw: 1 }],
    ['extra 0 - 0, sudden death 0 - 0, 0 - 0: a third draw', { stage: 'final', regular: [9, 9], extra: [0, 0], suddenDeath: [[0, 0], [0, 0]] }, { winner: null, needs: 'sudden-death', nextSuddenDeathDraw: 3 }],
    // "Le premier joueur qui trouve plus que son adversaire a gagné"
    ['extra 1 - 1, sudden death 0 - 0 then 1 - 0', { stage: 'final', regular: [9, 9], extra: [1, 1], suddenDeath: [[0, 0], [1, 0]] }, { winner: 'a', loser: 'b', decidedBy: 'sudden-death', decisiveSuddenDeathDraw: 2 }],
    ['b absent: a wins by forfeit', { stage: 'round-of-16', regular: [0, 0], absent: ['b'] }, { winner: 'a', loser: 'b', decidedBy: 'forfeit' }],
    ['both absent: the better duplicate rank goes through', { stage: 'round-of-16', regular: [0, 0], absent: ['a', 'b'] }, { winner: 'a', loser: 'b', decidedBy: 'forfeit' }],
    ['an empty slot: the other wins by bye', { stage: 'round-of-16', regular: [0, 0], emptySlot: 'a' }, { winner: 'b', loser: 'a', decidedBy: 'bye' }],
  ])('%s', (_, input, decision) => {
    expect(decideMatch({ ...input, duplicateRanks: ranks })).toEqual(decision);
  });

  it('reads the ranks both ways: b 2nd before a 5th', () => {
    expect(decideMatch({ stage: 'classification', regular: [4, 4], duplicateRanks: [5, 2] })).toMatchObject({ winner: 'b' });
  });

  it.each<[string, MatchTieInput, string]>([
    ['extra draws after a match won on score', { stage: 'final', regular: [12, 10], extra: [1, 0], duplicateRanks: ranks }, 'prolongation et mort subite ne suivent qu’un match à égalité'],
    ['extra draws in a classification match', { stage: 'classification', regular: [10, 10], extra: [1, 0], duplicateRanks: ranks }, 'un match de classement à égalité revient au meilleur rang du duplicate, sans prolongation'],
    ['sudden death before the extra draws', { stage: 'final', regular: [10, 10], suddenDeath: [[1, 0]], duplicateRanks: ranks }, 'la mort subite vient après les 2 tirages de prolongation'],
    ['sudden death after extra draws that broke the tie', { stage: 'final', regular: [10, 10], extra: [2, 0], suddenDeath: [[1, 0]], duplicateRanks: ranks }, 'la prolongation a départagé les joueurs : pas de mort subite'],
    ['a draw after the decisive one', { stage: 'final', regular: [10, 10], extra: [0, 0], suddenDeath: [[1, 0], [0, 0]], duplicateRanks: ranks }, 'le tirage de mort subite 1 a décidé du match : aucun tirage après lui'],
  ])('refuses %s (INVALID_TIE_BREAK), in French', (_, input, message) => {
    expect(() => decideMatch(input)).toThrow(expect.objectContaining({ code: 'INVALID_TIE_BREAK', message }));
  });

  it.each<[string, MatchTieInput, string]>([
    ['3 points in 2 extra draws', { stage: 'final', regular: [10, 10], extra: [2, 1], duplicateRanks: ranks }, 'extra : deux entiers positifs ou nuls attendus, 2 au plus à eux deux'],
    ['a sudden-death draw worth 1 - 1', { stage: 'final', regular: [10, 10], extra: [0, 0], suddenDeath: [[1, 1]], duplicateRanks: ranks }, 'suddenDeath[0] : deux entiers positifs ou nuls attendus, 1 au plus à eux deux'],
    ['a negative score', { stage: 'final', regular: [-1, 10], duplicateRanks: ranks }, 'regular : deux entiers positifs ou nuls attendus'],
    ['a fractional score', { stage: 'final', regular: [1.5, 10], duplicateRanks: ranks }, 'regular : deux entiers positifs ou nuls attendus'],
    ['two equal duplicate ranks', { stage: 'classification', regular: [10, 10], duplicateRanks: [4, 4] }, 'il faut deux rangs au duplicate différents, chacun d’au moins 1'],
    ['an unknown stage', { stage: 'semi' as never, regular: [10, 10], duplicateRanks: ranks }, 'phase de match inconnue « semi »'],
  ])('refuses %s, in French', (_, input, message) => {
    expect(() => decideMatch(input)).toThrow(AfternoonInputError);
    expect(() => decideMatch(input)).toThrow(expect.objectContaining({ message }));
  });
});

describe('sudden death: shorter time each draw', () => {
  it.each<[number, number]>([
    // draw, search seconds: 40 - 5 x (draw - 1), never below 20
    [1, 40], [2, 35], [3, 30], [4, 25], [5, 20], [6, 20], [12, 20],
  ])('draw %i: %i s to search', (index, seconds) => {
    expect(suddenDeathTime(index, 'numbers')).toEqual({ searchSeconds: seconds, writingSeconds: 15 });
    expect(suddenDeathTime(index, 'letters')).toEqual({ searchSeconds: seconds, writingSeconds: 10 });
  });

  it('prints the schedule', () => {
    expect(suddenDeathTimeTable(5).map((r) => r.text)).toEqual([
      '1: 40 s (+ 15 s chiffres, + 10 s lettres)',
      '2: 35 s (+ 15 s chiffres, + 10 s lettres)',
      '3: 30 s (+ 15 s chiffres, + 10 s lettres)',
      '4: 25 s (+ 15 s chiffres, + 10 s lettres)',
      '5: 20 s (+ 15 s chiffres, + 10 s lettres)',
    ]);
  });

  it('alternates numbers and letters (5C/5V) from a random first kind, each draw with its time', () => {
    const rounds = [1, 2, 3, 4].map((i) => suddenDeathRound('seed-1', i));
    const kinds = rounds.map((r) => r.draw.kind);
    expect(kinds[0]).not.toBe(kinds[1]);
    expect(kinds[2]).toBe(kinds[0]);
    expect(kinds[3]).toBe(kinds[1]);
    rounds.forEach((r, i) => {
      expect(r.time.searchSeconds).toBe(40 - 5 * i);
      if (r.draw.kind === 'letters') expect([r.draw.consonants, r.draw.vowels]).toEqual([5, 5]);
    });
    expect(suddenDeathRound('seed-1', 3)).toEqual(rounds[2]); // one draw can be derived again alone
  });

  it('draws the 2 extra draws: 1 numbers, 1 letters 5C/5V', () => {
    const draws = extraDraws('seed-2');
    expect(draws.map((d) => d.kind)).toEqual(['numbers', 'letters']);
    expect(draws[1]).toMatchObject({ consonants: 5, vowels: 5 });
  });
});
