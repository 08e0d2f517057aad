import { blankSheet, tablePlan, type EnigmaSheet, type Pair, type PingPongBrick, type ScoreSheet, type Team } from '@greffier/pyramide';

/**
 * Feuilles de marque for the Pyramide e2e tests, built on a table's plan (its players in seat order) so that the
 * figures are known whatever the draw seated where:
 *
 * - every enigma: 5 words in 2 bricks each (10 of 13: 3 bonus), solution found: 9 points to its Dico and Syno;
 * - Ping-Pong 2-2 (team 1 finds words 1 and 2, team 0 words 3 and 4; word 5 not found in 5 bricks, bricks 7-11);
 * - Noms propres 2-2 (or 3-1); Grandes Pyramides 2-2, team 1 stopped at its 3rd expression.
 *
 * So every player of a table of 4 scores 6 x 9 + 2 + 2 + 2 = 60 (bonus 18, solutions 6); at a table of 3, where
 * the shared Syno scores with both teams, 8 x 9 + 8 = 80 (bonus 24, solutions 8).
 */
export interface SheetOptions {
  /** Finished enigmas; default 12. */
  enigmas?: number;
  /** The Ping-Pong stopped after 7 bricks: not finished, cancelled. */
  pingPongUnfinished?: boolean;
  /** Enigmas (from 0) whose 5 words took 9 bricks (bonus 4) and whose solution was missed: still 9 points. */
  bonusSwap?: readonly number[];
  /** Enigmas (from 0) whose 5th word was missed: 4 words + solution = 5 points, no bonus. */
  missedWord?: readonly number[];
  /** Noms propres 3-1 for team 0 instead of 2-2. */
  nomsPropres31?: boolean;
}

const b = (word: number, team: 0 | 1, mark: PingPongBrick['mark']): PingPongBrick => ({ word, team, mark });

/**
 * The Ping-Pong, 2-2. Word 5 is the regulation's example (4.2.4) played on the last word: team 1's Dico makes a
 * forbidden proposal at the word's 4th brick (brick 10, index 9), noticed at its 5th (brick 11).
 */
export const PING_PONG: PingPongBrick[] = [
  b(1, 0, 'x'), b(1, 1, '1'), //                            word 1: team 1 finds it at brick 2 and takes the hand
  b(2, 1, '1'), //                                          word 2: team 1, brick 3
  b(3, 1, 'x'), b(3, 0, '1'), //                            word 3: team 0 finds it at brick 5 and takes the hand
  b(4, 0, '1'), //                                          word 4: team 0, brick 6
  b(5, 0, 'x'), b(5, 1, 'x'), b(5, 0, 'x'), b(5, 1, 'x'), b(5, 0, 'x'), // word 5: not found in 5 bricks (7-11)
];

const words = (bricks: number[], missedLast = false) => bricks.map((n, j) => ({ bricks: n, word: missedLast && j === 4 ? null : `mot ${j + 1}` }));

function enigma(team: Team, i: number, options: SheetOptions): EnigmaSheet {
  const base = { title: `Énigme ${i + 1}`, dico: team.dico, syno: team.syno };
  if (options.bonusSwap?.includes(i)) return { ...base, words: words([2, 2, 2, 2, 1]), solution: null };
  if (options.missedWord?.includes(i)) return { ...base, words: words([2, 2, 2, 2, 2], true), solution: 'la solution' };
  return { ...base, words: words([2, 2, 2, 2, 2]), solution: 'la solution' };
}

/** A whole sheet for a table (players in seat order; the pairs in doublette). */
export function tableSheet(players: string[], pairs: [Pair, Pair] | null = null, options: SheetOptions = {}): ScoreSheet {
  const formula = pairs ? 'doublette' : 'individuel';
  const plan = tablePlan({ players, pairs }, formula);
  const sheet = blankSheet(plan);
  sheet.enigmes = plan.enigmes.slice(0, options.enigmas ?? 12).map((t, i) => enigma(t, i, options));
  sheet.pingPong = options.pingPongUnfinished
    ? { ...sheet.pingPong, bricks: PING_PONG.slice(0, 7), finished: false }
    : { ...sheet.pingPong, bricks: PING_PONG.map((x) => ({ ...x })), finished: true };
  sheet.nomsPropres = {
    ...sheet.nomsPropres,
    finished: true,
    names: [
      { bids: [2, null], points: [1, 0] }, // team 0 plays in 2 and finds: its point, its hand
      { bids: [3, 1], points: [0, 1] }, //    team 1 underbids to 1 and finds
      { bids: [2, null], points: [1, 0] }, // team 1 plays in 2 and misses: the point and the hand to team 0
      // team 0 plays the last name in 2: found (3-1), or missed (2-2)
      options.nomsPropres31 ? { bids: [2, null], points: [1, 0] } : { bids: [2, null], points: [0, 1] },
    ],
  };
  sheet.grandesPyramides = {
    ...sheet.grandesPyramides,
    finished: true,
    pyramids: [
      { expressions: ['pomme de terre', 'coup de foudre', null, null, null, null], stop: null },
      { expressions: ['pot-au-feu', 'chou-fleur', null, null, null, null], stop: 2 },
    ],
  };
  return sheet;
}

/** The request body: the sheet without its header (formula, players, pairs are the seating's). */
export function body(sheet: ScoreSheet): Omit<ScoreSheet, 'formula' | 'players' | 'pairs'> {
  const { formula: _f, players: _p, pairs: _q, ...rest } = sheet;
  return rest;
}
