import { tablePlan, type TablePlan, type Team } from '../plan';
import { blankSheet, type EnigmaSheet, type PingPongBrick, type ScoreSheet } from '../score-sheet';
import type { Formula, Pair } from '../seating';

export const FOUR = ['ana', 'bea', 'cyr', 'dan'];
export const THREE = ['eve', 'fred', 'gus'];
export const PAIRS: [Pair, Pair] = [
  { id: 'p1', players: ['ana', 'bea'] },
  { id: 'p2', players: ['cyr', 'dan'] },
];

export function planFor(players: string[] = FOUR, formula: Formula = 'individuel'): TablePlan {
  return tablePlan({ players, pairs: formula === 'doublette' ? PAIRS : null }, formula);
}

/** An enigma: [bricks, found] per word; words found are spelt 'mot1'..'mot5'. */
export function enigma(team: Team, words: [number, boolean][], solved: boolean, title = 'Énigme'): EnigmaSheet {
  return {
    title,
    dico: team.dico,
    syno: team.syno,
    words: words.map(([bricks, found], j) => ({ bricks, word: found ? `mot${j + 1}` : null })),
    solution: solved ? 'solution' : null,
  };
}

/** 5 words found in 2 bricks each (10 of 13), solution found: 5 + 3 bonus + 1 = 9 points to both. */
export const NINE: [number, boolean][] = [
  [2, true],
  [2, true],
  [2, true],
  [2, true],
  [2, true],
];

const b = (word: number, team: 0 | 1, mark: PingPongBrick['mark']): PingPongBrick => ({ word, team, mark });

/**
 * A Ping-Pong played out in 13 bricks (team 0 | team 1):
 *   word 1: x . 1          team 0 finds it at brick 3 and keeps the hand
 *   word 2: x x x E        team 1 errs at brick 7: the point and the hand to team 0 (the regulation's example)
 *   word 3: 1              team 0 finds it at brick 8
 *   word 4: x 1            team 1 finds it at brick 10 and takes the hand
 *   word 5: x x x          bricks 11-13: the 13 bricks are used up
 * Points: team 0 = 3 (bricks 3, 7, 8), team 1 = 1 (brick 10).
 */
export const PING_PONG: PingPongBrick[] = [
  b(1, 0, 'x'), b(1, 1, 'x'), b(1, 0, '1'),
  b(2, 0, 'x'), b(2, 1, 'x'), b(2, 0, 'x'), b(2, 1, 'E'),
  b(3, 0, '1'),
  b(4, 0, 'x'), b(4, 1, '1'),
  b(5, 1, 'x'), b(5, 0, 'x'), b(5, 1, 'x'),
];

/**
 * A full sheet: 12 enigmas of 9 points (each player plays 6 at a table of 4: 54, bonus 18, solutions 6);
 * Ping-Pong 3-1; Noms propres 3-1; Grandes Pyramides 4-2 (team 1 stopped at the 3rd expression).
 */
export function fullSheet(players: string[] = FOUR, formula: Formula = 'individuel'): ScoreSheet {
  const plan = planFor(players, formula);
  const sheet = blankSheet(plan);
  sheet.enigmes = plan.enigmes.map((t) => enigma(t, NINE, true));
  sheet.pingPong = { ...sheet.pingPong, bricks: PING_PONG.map((x) => ({ ...x })), finished: true };
  sheet.nomsPropres = {
    ...sheet.nomsPropres,
    finished: true,
    names: [
      { bids: [3, 2], points: [0, 1] }, // team 1 underbids, plays in 2, finds: its point, its hand
      { bids: [2, null], points: [1, 0] }, // team 1 plays in 2, misses: the point and the hand to team 0
      { bids: [1, null], points: [1, 0] }, // team 0 plays in 1, finds
      { bids: [3, 1], points: [1, 0] }, // team 1 underbids to 1, misses: the point to team 0
    ],
  };
  sheet.grandesPyramides = {
    ...sheet.grandesPyramides,
    finished: true,
    pyramids: [
      { expressions: ['pomme de terre', 'coup de foudre', null, 'tire-bouchon', 'arc-en-ciel', null], stop: null },
      { expressions: ['pot-au-feu', 'chou-fleur', null, null, null, null], stop: 2 },
    ],
  };
  return sheet;
}
