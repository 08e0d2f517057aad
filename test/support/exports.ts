import { parse } from 'csv-parse/sync';
import type { Response } from 'superagent';
import { restoreFormula } from '../../apps/api/src/common/spreadsheet-csv';
import { csvCell } from '../../apps/api/src/exports/export-table';
import { binaryParser } from './pdf';
import type { TestApp } from './test-app';

export type Row = Record<string, string | number | boolean | null>;
export type Export = { export: string; columns: { key: string; label: string }[]; rows: Row[] };

/**
 * Both forms of an export (docs/exports.md): the CSV read back (BOM, ";", formulas restored) must be the JSON's
 * rows, cell by cell. The two responses come back with the JSON's export for more checks.
 */
export async function bothForms(t: TestApp, url: string, auth: Record<string, string> = {}): Promise<{ exported: Export; csv: Response; json: Response }> {
  const csv = await t.http().get(`${url}.csv`).set(auth).buffer(true).parse(binaryParser).expect(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  const json = await t.http().get(`${url}.json`).set(auth).expect(200);
  const exported = json.body as Export;
  const bytes = csv.body as Buffer;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = (parse(bytes.subarray(3).toString('utf8'), { delimiter: ';' }) as string[][]).map((r) => r.map(restoreFormula));
  expect(records[0]).toEqual(exported.columns.map((c) => c.label));
  expect(records.slice(1)).toEqual(exported.rows.map((r) => exported.columns.map((c) => csvCell(r[c.key] ?? null))));
  return { exported, csv, json };
}
