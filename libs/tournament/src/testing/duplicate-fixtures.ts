import { solve } from '@greffier/dcl';
import { Lexicon, longestWords } from '@greffier/lexicon';
import type { DuplicateDraw, LettersDrawTop, NumbersDrawTop, ScoringContext } from '../duplicate-scoring';

/** A small lexicon, so that the tests do not move when the reference lexicon is rebuilt. */
export const lexicon = Lexicon.fromForms(
  ['remaniable', 'réanimable', 'mariable', 'aimable', 'marine', 'saoudienne', 'adénosine', 'audoniens', 'soudanien', 'soudaine', 'fatuité'],
  [{ spelling: 'aidons', category: 'conjugated-verb' }],
);

export const numbersDraw = (round: number, plates: number[], target: number): NumbersDrawTop => {
  const { solution: _solution, steps: _steps, ...top } = solve(plates, target);
  return { round, kind: 'numbers', plates, target, top };
};

export const lettersDraw = (round: number, tiles: string): LettersDrawTop => {
  const letters = tiles.split(' ');
  const { maxLength, words } = longestWords(lexicon, letters);
  return { round, kind: 'letters', letters, maxLength, longestWords: words };
};

/**
 * Six coups, C L L C L C. Tops in points (douai): 9 + 10 + 10 + 7 + 7 + 9 = 52.
 *  1: 3 100 8 8 10 6 -> 683, exact (TV example)
 *  2: B A M E R I L A N E, remaniable / réanimable (10)
 *  3: A N E D O S U N E I, saoudienne (10)
 *  4: 1 2 3 4 5 6 -> 883, infeasible: best 900 (17 away), then 864 (19 away)
 *  5: F A T U I T E X Y Z, fatuité (7)
 *  6: 75 8 5 2 1 1 -> 603, exact (Douai regulation's example)
 */
export const session: DuplicateDraw[] = [
  numbersDraw(1, [3, 100, 8, 8, 10, 6], 683),
  lettersDraw(2, 'B A M E R I L A N E'),
  lettersDraw(3, 'A N E D O S U N E I'),
  numbersDraw(4, [1, 2, 3, 4, 5, 6], 883),
  lettersDraw(5, 'F A T U I T E X Y Z'),
  numbersDraw(6, [75, 8, 5, 2, 1, 1], 603),
];

export const draw = (round: number): DuplicateDraw => session.find((d) => d.round === round)!;

export const douai: ScoringContext = { profile: 'douai', lexicon };
export const laxou: ScoringContext = { profile: 'laxou', lexicon };
