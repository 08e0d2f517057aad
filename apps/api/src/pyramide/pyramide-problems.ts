import { checkTableSheet, type Formula, InvalidScoreSheetError, type ScoreSheet, SHEET_BOXES, type Table, type Violation } from '@greffier/pyramide';
import { type FieldError, InvalidInputError, RuleViolationError } from '../common/domain-errors';

/** A violation of the feuille de marque as an error field: the box, the French message with the rule's code. */
export interface SheetFieldError extends FieldError {
  code: string;
  article: string;
}

/** Player ids in a message replaced by the players' names ("l'équipe 1 (Bruno Bernard-Louis Laurent)"). */
export type Names = ReadonlyMap<string, string>;
const named = (text: string, names: Names): string => [...names].reduce((t, [id, name]) => t.split(id).join(name), text);

/** Every violation of a sheet, box by box: 422 INVALID_SCORE_SHEET, nothing stored. */
export function sheetRefused(violations: readonly Violation[], names: Names = new Map()): RuleViolationError {
  const errors: SheetFieldError[] = violations.map((v) => ({
    field: v.box || 'sheet',
    reason: `${named(v.fr, names)} (${v.code}, art. ${v.article})`,
    code: v.code,
    article: v.article,
  }));
  return new RuleViolationError(
    'INVALID_SCORE_SHEET',
    `The feuille de marque breaks ${violations.length} rule(s) of the regulation: nothing was stored. Each error names the box and the rule.`,
    errors,
  );
}

/**
 * The feuille de marque sent for a table (libs/pyramide checkTableSheet), canonical and ready to store; else a
 * 400 for a body that is not a sheet, or a 422 listing every violation (the players named).
 */
export function tableSheet(body: unknown, formula: Formula, table: Table, names: Names = new Map()): ScoreSheet {
  const check = checkTableSheet(body, formula, table);
  if (check.ok) return check.sheet;
  if (check.problem === 'not-an-object') throw new InvalidInputError('The body is the feuille de marque, a JSON object', [{ field: 'body', reason: 'a JSON object' }]);
  if (check.problem === 'unknown-boxes') {
    throw new InvalidInputError(
      `Unknown field(s) in the feuille de marque: ${check.boxes.join(', ')}`,
      check.boxes.map((field) => ({ field, reason: `not a box of the sheet (${SHEET_BOXES.join(', ')})` })),
    );
  }
  throw sheetRefused(check.violations, names);
}

/**
 * Runs a rule of libs/pyramide that scores stored sheets: a sheet its rules refuse is answered as one refused on
 * entry (422, every violation). Its other input errors are RuleInputErrors, which ProblemDetailsFilter maps.
 */
export function rules<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw error instanceof InvalidScoreSheetError ? sheetRefused(error.violations) : error;
  }
}
