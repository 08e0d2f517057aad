import { spreadsheetCsv } from '../common/spreadsheet-csv';

/** A cell of an export: a whole number, a text, a yes/no, or nothing. */
export type Cell = string | number | boolean | null;

export interface ExportColumn {
  /** The row's key in the JSON export. */
  key: string;
  /** The column's heading in the CSV export, in French. */
  label: string;
}

/** One export, as a table: its columns in order and one record per row (keyed by the columns' keys). */
export interface ExportTable {
  /** What it is: duplicate-ranking, answer-sheets, ... (docs/exports.md). */
  name: string;
  columns: ExportColumn[];
  rows: Record<string, Cell>[];
}

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A cell as the CSV writes it: yes/no in French, nothing as an empty cell. */
export function csvCell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  return String(value);
}

export function tableToCsv(table: ExportTable): string {
  return spreadsheetCsv(
    table.columns.map((c) => c.label),
    table.rows.map((row) => table.columns.map((c) => csvCell(row[c.key] ?? null))),
  );
}

/** The JSON export: the same rows, keyed, with the columns' headings. */
export function tableToJson(table: ExportTable, context: Record<string, string>): string {
  return JSON.stringify({ export: table.name, ...context, columns: table.columns, rows: table.rows });
}

/** Columns from [key, label] pairs. */
export const columns = (...pairs: [string, string][]): ExportColumn[] => pairs.map(([key, label]) => ({ key, label }));
