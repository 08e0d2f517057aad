import { InvalidScoreSheetError } from './errors';
import type { ScoreSheet } from './score-sheet';
import { validateSheet } from './sheet-validation';
import { tallySheet, type TableResult, type TallyOptions } from './tally';

/**
 * The result of a table: the sheet is validated as a whole first (InvalidScoreSheetError lists every
 * violation), then each player's points are derived from the marks.
 */
export function scoreSheet(sheet: ScoreSheet, options: TallyOptions = {}): TableResult {
  const { valid, violations } = validateSheet(sheet);
  if (!valid) throw new InvalidScoreSheetError(violations);
  return tallySheet(sheet, options);
}
