import { stringify } from 'csv-stringify/sync';

/**
 * Formula cells (OWASP, CSV injection): a cell beginning with = + - @ tab or carriage return is written with a
 * leading ' so that a spreadsheet shows it as text. So that every value comes back as it was, a value made of
 * quotes followed by such a character gets one more quote, and a reader removes exactly one (restoreFormula):
 * a leading ' followed by (quotes and then) one of = + - @ tab CR. Any other leading quote (O'Brien, 'Alice) is kept.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ADDED_QUOTE = /^'(?='*[=+\-@\t\r])/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function restoreFormula(value: string): string {
  return value.replace(ADDED_QUOTE, '');
}

/**
 * A file a French spreadsheet opens as is: UTF-8 with a BOM (its accents), `;` between cells, CRLF line ends,
 * the header line first, every cell's formula neutralised (neutraliseFormula).
 */
export function spreadsheetCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + stringify(rows.map((r) => r.map(neutraliseFormula)), { delimiter: ';', header: true, columns: [...header], record_delimiter: '\r\n' });
}
