import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import type { FieldError } from '../common/domain-errors';
import { neutraliseFormula, restoreFormula, spreadsheetCsv } from '../common/spreadsheet-csv';
import { t } from '@greffier/messages';

/**
 * The players file a club secretary exports from a spreadsheet: UTF-8 (with or without BOM), Windows-1252 or
 * UTF-16 with a BOM (Excel's "Unicode text"), comma-, semicolon- or tab-separated (or as an Excel `sep=` first
 * line says), a header line naming the columns in French or English. `line` is the line in the file as a
 * spreadsheet user counts it: the header is line 1 (2 after a `sep=` line), a quoted cell spanning lines counts
 * each of them.
 */
export interface PlayerCsvRow {
  line: number;
  licence: string;
  lastName: string;
  firstName: string;
  /** Federation code or name of the club, when the file has a club column. */
  club?: string;
  category?: string;
  rating?: number;
}

export const CSV_COLUMNS = {
  licence: ['licence', 'license', 'n licence', 'numero licence', 'numero de licence', 'licence number'],
  lastName: ['nom', 'last name', 'lastname', 'nom de famille'],
  firstName: ['prenom', 'first name', 'firstname'],
  club: ['club', 'code club', 'club code'],
  category: ['categorie', 'category', 'cat'],
  rating: ['classement', 'rating', 'elo', 'cote'],
} as const;
type Column = keyof typeof CSV_COLUMNS;

const LICENCE = /^[A-Za-z0-9-]{1,20}$/;
const MAX_ROWS = 20000;

export function decodeCsv(buffer: Buffer): string {
  // Excel's "Unicode text" export: UTF-16 little-endian (big-endian elsewhere), always with its BOM.
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return iconv.decode(buffer.subarray(2), 'utf16le');
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return iconv.decode(buffer.subarray(2), 'utf16be');
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    return utf8.decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    // Not valid UTF-8: a spreadsheet's "CSV (Windows)" export.
    return iconv.decode(buffer, 'win1252');
  }
}

/** Excel's separator hint, a first line `sep=;` (or `sep=,`, `sep=<tab>`): Excel writes and reads it. */
const SEP_LINE = /^sep=(;|,|\t)[ ]*(?:\n|$)/i;

/** The separator: the `sep=` line's, else whichever of `;`, `,` and tab the header line has most of. */
function separatorOf(text: string): { delimiter: string; sepLine: boolean; body: string } {
  const hint = SEP_LINE.exec(text);
  if (hint) return { delimiter: hint[1]!, sepLine: true, body: text.slice(hint[0].length) };
  const firstLine = text.split('\n', 1)[0] ?? '';
  const count = (c: string) => firstLine.split(c).length - 1;
  const [semicolons, commas, tabs] = [count(';'), count(','), count('\t')];
  const delimiter = tabs > semicolons && tabs > commas ? '\t' : semicolons >= commas ? ';' : ',';
  return { delimiter, sepLine: false, body: text };
}

export { neutraliseFormula, restoreFormula };

function normalizeHeader(h: string): string {
  return h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[°º#._]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ParsedPlayersCsv {
  rows: PlayerCsvRow[];
  errors: FieldError[];
  /** The club named on every line, good or bad, so that unknown clubs are reported at once. */
  clubRefs: { line: number; club: string }[];
}

interface FileRecord {
  /** The file line the record begins on. */
  line: number;
  cells: string[];
}

function readRecords(text: string): FileRecord[] | FieldError {
  // One line end, so that a line counts once whatever the spreadsheet wrote (\r\n, \n or \r).
  const { delimiter, sepLine, body } = separatorOf(text.replace(/\r\n?/g, '\n'));
  const firstLine = sepLine ? 2 : 1;
  let parsed: { record: string[]; raw: string }[];
  try {
    parsed = parse(body, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, raw: true }) as unknown as typeof parsed;
  } catch (e) {
    const line = ((e as { lines?: number }).lines ?? 1) + firstLine - 1;
    return { line, field: 'file', reason: t('CSV_UNREADABLE', { detail: (e as Error).message }) };
  }
  const records: FileRecord[] = [];
  let linesBefore = 0;
  for (const { record, raw } of parsed) {
    // raw holds the empty lines skipped before the record, then the record with its quoted line ends.
    const skipped = /^\s*/.exec(raw)![0].split('\n').length - 1;
    records.push({ line: firstLine + linesBefore + skipped, cells: record.map(restoreFormula) });
    linesBefore += raw.split('\n').length - 1;
  }
  return records;
}

export function parsePlayersCsv(buffer: Buffer): ParsedPlayersCsv {
  const read = readRecords(decodeCsv(buffer));
  if (!Array.isArray(read)) return { rows: [], clubRefs: [], errors: [read] };
  const records = read;
  const headerRecord = records[0];
  if (!headerRecord) return { rows: [], clubRefs: [], errors: [{ line: 1, field: 'file', reason: t('CSV_EMPTY') }] };
  if (records.length - 1 > MAX_ROWS) {
    return { rows: [], clubRefs: [], errors: [{ line: records[MAX_ROWS + 1]!.line, field: 'file', reason: t('CSV_TOO_MANY_ROWS', { max: MAX_ROWS }) }] };
  }
  const header = headerRecord.cells;
  const index: Partial<Record<Column, number>> = {};
  header.forEach((h, i) => {
    const name = normalizeHeader(h);
    for (const [col, aliases] of Object.entries(CSV_COLUMNS) as [Column, readonly string[]][]) {
      if (aliases.includes(name) && index[col] === undefined) index[col] = i;
    }
  });
  const missing = (['licence', 'lastName', 'firstName'] as const).filter((c) => index[c] === undefined);
  if (missing.length) {
    return {
      rows: [],
      clubRefs: [],
      errors: missing.map((c) => ({ line: headerRecord.line, field: c, reason: t('CSV_MISSING_COLUMN', { names: CSV_COLUMNS[c].join(', ') }) })),
    };
  }
  const rows: PlayerCsvRow[] = [];
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  const clubRefs: { line: number; club: string }[] = [];
  records.slice(1).forEach(({ line, cells: record }) => {
    const cell = (c: Column): string => (index[c] === undefined ? '' : (record[index[c]!] ?? '').trim());
    if (cell('club')) clubRefs.push({ line, club: cell('club') });
    const rowErrors: FieldError[] = [];
    const licence = cell('licence');
    if (!licence) rowErrors.push({ line, field: 'licence', reason: t('REQUIRED') });
    else if (!LICENCE.test(licence)) rowErrors.push({ line, field: 'licence', reason: t('LICENCE_FORMAT') });
    else if (seen.has(licence.toUpperCase())) {
      rowErrors.push({ line, field: 'licence', reason: t('SAME_LICENCE_AS_LINE', { line: String(seen.get(licence.toUpperCase())) }) });
    } else seen.set(licence.toUpperCase(), line);
    const lastName = cell('lastName');
    const firstName = cell('firstName');
    if (!lastName) rowErrors.push({ line, field: 'lastName', reason: t('REQUIRED') });
    else if (lastName.length > 80) rowErrors.push({ line, field: 'lastName', reason: t('AT_MOST_CHARACTERS', { max: 80 }) });
    if (!firstName) rowErrors.push({ line, field: 'firstName', reason: t('REQUIRED') });
    else if (firstName.length > 80) rowErrors.push({ line, field: 'firstName', reason: t('AT_MOST_CHARACTERS', { max: 80 }) });
    const ratingText = cell('rating');
    let rating: number | undefined;
    if (ratingText) {
      rating = Number(ratingText.replace(/\s/g, ''));
      if (!Number.isInteger(rating) || rating < 0 || rating > 100000) {
        rowErrors.push({ line, field: 'rating', reason: t('RATING_RANGE', { value: ratingText }) });
      }
    }
    const category = cell('category');
    if (category.length > 40) rowErrors.push({ line, field: 'category', reason: t('AT_MOST_CHARACTERS', { max: 40 }) });
    if (rowErrors.length) {
      errors.push(...rowErrors);
      return;
    }
    rows.push({
      line,
      licence: licence.toUpperCase(),
      lastName,
      firstName,
      club: cell('club') || undefined,
      category: category || undefined,
      rating,
    });
  });
  return { rows, errors, clubRefs };
}

export interface PlayerCsvExportRow {
  licence: string;
  lastName: string;
  firstName: string;
  clubName: string;
  clubCode: string | null;
  category: string | null;
  rating: number | null;
}

/**
 * Semicolon-separated UTF-8 with a BOM, so that a French spreadsheet opens it with its accents; formula cells
 * neutralised (see neutraliseFormula), which parsePlayersCsv undoes.
 */
export function playersToCsv(rows: PlayerCsvExportRow[]): string {
  return spreadsheetCsv(
    ['licence', 'nom', 'prénom', 'club', 'nom du club', 'catégorie', 'classement'],
    rows.map((r) => [r.licence, r.lastName, r.firstName, r.clubCode ?? r.clubName, r.clubName, r.category ?? '', r.rating?.toString() ?? '']),
  );
}
