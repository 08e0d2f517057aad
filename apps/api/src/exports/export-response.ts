import { applyDecorators, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiProduces } from '@nestjs/swagger';
import { t } from '@greffier/messages';
import type { Response } from 'express';
import { InvalidInputError } from '../common/domain-errors';
import { Doc } from '../common/openapi';
import { ExportDto } from './exports.dto';
import { EXPORT_FORMATS, type ExportFormat, type ExportTable, tableToCsv, tableToJson } from './export-table';

/** The route's :format, csv or json (the file's extension). */
export const FormatParam = () =>
  Param('format', {
    transform: (v: string): ExportFormat => {
      if (!(EXPORT_FORMATS as readonly string[]).includes(v)) {
        throw new InvalidInputError(t('EXPORT_FORMAT_UNKNOWN'), [{ field: 'format', reason: t('EXPORT_FORMAT_REASON') }], 'EXPORT_FORMAT_UNKNOWN');
      }
      return v as ExportFormat;
    },
  });

/**
 * An export as a file to save: `attachment` under its name, CSV for a spreadsheet or JSON. `cache` is the
 * PDFs' policy for the same data: public reads may be kept and asked again (no-cache), staff reads never kept (no-store).
 */
export function exportFile(res: Response, table: ExportTable, format: ExportFormat, basename: string, cache: 'public' | 'staff', context: Record<string, string>): StreamableFile {
  const body = format === 'csv' ? tableToCsv(table) : tableToJson(table, context);
  res.setHeader('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${basename}.${format}"`);
  res.setHeader('Cache-Control', cache === 'public' ? 'no-cache' : 'no-store');
  return new StreamableFile(Buffer.from(body, 'utf8'));
}

/** A GET answering an export as CSV or JSON (`path` ends in `.:format`), its summary and description. */
export const ExportGet = (path: string, summary: string, description: string) =>
  applyDecorators(
    Get(path),
    ApiParam({ name: 'format', enum: ['csv', 'json'], description: 'csv: UTF-8 with a BOM, ";" separated, for a spreadsheet; json: the same rows, keyed' }),
    ApiProduces('text/csv', 'application/json'),
    ApiOkResponse({ type: ExportDto, description: 'The JSON form; the CSV has the same columns (their labels as headings) and rows' }),
    Doc(summary, description),
  );
