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

// Written solutions of the numbers draws above, by coup and value (a match accepts only the written solution).
const SOLUTIONS: Readonly<Record<string, string>> = {
  '1/683': '100 x 6 = 600\n10 x 8 = 80\n600 + 80 = 680\n680 + 3 = 683',
  '1/680': '100 x 6 = 600\n10 x 8 = 80\n600 + 80 = 680',
  '1/684': '3 x 100 = 300\n8 x 8 = 64\n6 x 64 = 384\n300 + 384 = 684',
  '1/682': '3 + 100 = 103\n8 x 8 = 64\n6 x 103 = 618\n64 + 618 = 682',
  '1/685': '100 - 8 = 92\n92 - 6 = 86\n8 x 86 = 688\n688 - 3 = 685',
  '4/900': '1 + 4 = 5\n2 x 3 = 6\n5 x 6 = 30\n5 x 6 = 30\n30 x 30 = 900',
  '4/864': '1 + 5 = 6\n2 x 3 = 6\n4 x 6 = 24\n6 x 6 = 36\n24 x 36 = 864',
  '6/610': '75 + 2 = 77\n8 x 77 = 616\n5 + 1 = 6\n616 - 6 = 610', // no line closer to 603 (the best line counts)
};

/** Lines that reach `value` on coup `round` of the session, with no line closer to the target. */
export function writtenSolution(round: number, value: number): string {
  const lines = SOLUTIONS[`${round}/${value}`];
  if (lines === undefined) throw new Error(`no written solution for ${value} at coup ${round} in the fixture`);
  return lines;
}
