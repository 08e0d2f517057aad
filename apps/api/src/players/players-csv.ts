import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import type { FieldError } from '../common/domain-errors';

/**
 * The players file a club secretary exports from a spreadsheet: UTF-8 (with or without BOM) or
 * Windows-1252, comma- or semicolon-separated, a header line naming the columns in French or English.
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
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  try {
    return utf8.decode(buffer).replace(/^\uFEFF/, '');
  } catch {
    // Not valid UTF-8: a spreadsheet's "CSV (Windows)" export.
    return iconv.decode(buffer, 'win1252');
  }
}

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

export function parsePlayersCsv(buffer: Buffer): ParsedPlayersCsv {
  const text = decodeCsv(buffer);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (e) {
    const line = (e as { lines?: number }).lines ?? 1;
    return { rows: [], clubRefs: [], errors: [{ line, field: 'file', reason: `not a readable CSV file: ${(e as Error).message}` }] };
  }
  const header = records[0];
  if (!header) return { rows: [], clubRefs: [], errors: [{ line: 1, field: 'file', reason: 'the file is empty' }] };
  if (records.length - 1 > MAX_ROWS) {
    return { rows: [], clubRefs: [], errors: [{ line: MAX_ROWS + 2, field: 'file', reason: `at most ${MAX_ROWS} players per file` }] };
  }
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
      errors: missing.map((c) => ({ line: 1, field: c, reason: `missing column (expected one of: ${CSV_COLUMNS[c].join(', ')})` })),
    };
  }
  const rows: PlayerCsvRow[] = [];
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  const clubRefs: { line: number; club: string }[] = [];
  records.slice(1).forEach((record, i) => {
    const line = i + 2;
    const cell = (c: Column): string => (index[c] === undefined ? '' : (record[index[c]!] ?? '').trim());
    if (cell('club')) clubRefs.push({ line, club: cell('club') });
    const rowErrors: FieldError[] = [];
    const licence = cell('licence');
    if (!licence) rowErrors.push({ line, field: 'licence', reason: 'required' });
    else if (!LICENCE.test(licence)) rowErrors.push({ line, field: 'licence', reason: 'letters, digits or dashes, at most 20' });
    else if (seen.has(licence.toUpperCase())) {
      rowErrors.push({ line, field: 'licence', reason: `same licence as line ${seen.get(licence.toUpperCase())}` });
    } else seen.set(licence.toUpperCase(), line);
    const lastName = cell('lastName');
    const firstName = cell('firstName');
    if (!lastName) rowErrors.push({ line, field: 'lastName', reason: 'required' });
    else if (lastName.length > 80) rowErrors.push({ line, field: 'lastName', reason: 'at most 80 characters' });
    if (!firstName) rowErrors.push({ line, field: 'firstName', reason: 'required' });
    else if (firstName.length > 80) rowErrors.push({ line, field: 'firstName', reason: 'at most 80 characters' });
    const ratingText = cell('rating');
    let rating: number | undefined;
    if (ratingText) {
      rating = Number(ratingText.replace(/\s/g, ''));
      if (!Number.isInteger(rating) || rating < 0 || rating > 100000) {
        rowErrors.push({ line, field: 'rating', reason: `"${ratingText}" is not a whole number between 0 and 100000` });
      }
    }
    const category = cell('category');
    if (category.length > 40) rowErrors.push({ line, field: 'category', reason: 'at most 40 characters' });
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

/** Semicolon-separated UTF-8 with a BOM, so that a French spreadsheet opens it with its accents. */
export function playersToCsv(rows: PlayerCsvExportRow[]): string {
  return (
    '\uFEFF' +
    stringify(
      rows.map((r) => [r.licence, r.lastName, r.firstName, r.clubCode ?? r.clubName, r.clubName, r.category ?? '', r.rating ?? '']),
      { delimiter: ';', header: true, columns: ['licence', 'nom', 'prénom', 'club', 'nom du club', 'catégorie', 'classement'], record_delimiter: '\r\n' },
    )
  );
}
