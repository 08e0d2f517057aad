import { t } from '@greffier/messages';
import { checkTableSheet, type Formula, InvalidScoreSheetError, type ScoreSheet, SHEET_BOXES, type Table } from '@greffier/pyramide';
import { InvalidInputError } from '../common/domain-errors';

/**
 * The feuille de marque sent for a table (libs/pyramide checkTableSheet), canonical and ready to store; else a
 * 400 for a body that is not a sheet, or a 422 listing every violation (InvalidScoreSheetError, each player
 * named by `name`).
 */
export function tableSheet(body: unknown, formula: Formula, table: Table, name: (playerId: string) => string): ScoreSheet {
  const check = checkTableSheet(body, formula, table);
  if (check.ok) return check.sheet;
  if (check.problem === 'not-an-object') throw new InvalidInputError(t('PYRAMIDE_SHEET_NOT_AN_OBJECT'), [{ field: 'body', reason: t('PYRAMIDE_JSON_OBJECT') }]);
  if (check.problem === 'unknown-boxes') {
    throw new InvalidInputError(
      t('PYRAMIDE_UNKNOWN_BOXES', { boxes: check.boxes.join(', ') }),
      check.boxes.map((field) => ({ field, reason: t('PYRAMIDE_NOT_A_BOX', { boxes: SHEET_BOXES.join(', ') }) })),
    );
  }
  throw new InvalidScoreSheetError(check.violations, name);
}
