import { t } from '@greffier/messages';
import { Prisma } from '../generated/prisma/client';
import type { FieldError } from './domain-errors';

/** A Prisma error the filter answers as a 4xx: its status, code, French detail and fields. */
export interface PrismaProblem {
  status: number;
  code: string;
  detail: string;
  errors?: FieldError[];
  /** A data error of the database (a value it refuses): the input rules should have caught it first. */
  slipped?: boolean;
}

interface AdapterCause {
  kind?: string;
  originalCode?: string;
  code?: string;
  table?: string;
  constraint?: { fields?: string[]; index?: string; foreignKey?: unknown };
}

interface PrismaLikeError {
  code?: unknown;
  meta?: { target?: unknown; modelName?: string; driverAdapterError?: { cause?: AdapterCause } };
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/^_/, '');
const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** The model's scalar fields (Prisma's <Model>ScalarFieldEnum): their columns are their snake_case names (@map). */
function modelFields(modelName: string | undefined): string[] {
  const fields = modelName ? (Prisma as unknown as Record<string, unknown>)[`${modelName}ScalarFieldEnum`] : undefined;
  return fields && typeof fields === 'object' ? Object.values(fields as Record<string, string>) : [];
}

/** `tournament_id_bib` read as columns of the model: [tournament_id, bib]. */
function splitColumns(rest: string, columns: string[]): string[] | undefined {
  if (rest === '') return [];
  for (const column of columns) {
    if (rest === column) return [column];
    if (rest.startsWith(`${column}_`)) {
      const tail = splitColumns(rest.slice(column.length + 1), columns);
      if (tail) return [column, ...tail];
    }
  }
  return undefined;
}

/**
 * The fields of a unique constraint that refused a write. The driver adapters leave `meta.target` out:
 * the embedded engine names the columns (`constraint.fields`), PostgreSQL's adapter the index
 * (`constraint.index`, Prisma's `<table>_<columns>_key`), read back against the model's fields.
 * Fields the path names (the tournament of a bib) are left out when others remain: those are the ones
 * to change. Never empty: at worst the index's own words.
 */
export function uniqueFields(e: PrismaLikeError, pathParams: Record<string, unknown> = {}): string[] {
  const meta = e.meta ?? {};
  const fields = modelFields(meta.modelName);
  const byColumn = new Map(fields.map((f) => [snake(f), f]));
  const toField = (column: string) => byColumn.get(column) ?? (fields.includes(column) ? column : camel(column));
  let found: string[] = [];
  const target = meta.target;
  const constraint = meta.driverAdapterError?.cause?.constraint;
  if (Array.isArray(target) && target.length) found = target.map(String).map(toField);
  else if (constraint?.fields?.length) found = constraint.fields.map((c) => toField(c.replace(/^"|"$/g, '')));
  else {
    const index = constraint?.index ?? (typeof target === 'string' ? target : undefined);
    if (index) {
      const table = meta.driverAdapterError?.cause?.table ?? (meta.modelName ? snake(meta.modelName) : '');
      const rest = index.replace(/_(key|idx|unique)$/, '').replace(new RegExp(`^${table}_`), '');
      const columns = [...byColumn.keys()].sort((a, b) => b.length - a.length);
      found = (splitColumns(rest, columns) ?? [rest]).map(toField);
    }
  }
  if (!found.length) return [meta.modelName ? camel(snake(meta.modelName)) : 'body'];
  const own = found.filter((f) => !(f in pathParams));
  return own.length ? own : found;
}

// PostgreSQL's data exceptions (SQLSTATE class 22) and Prisma's codes for the same: a value the column refuses.
const DATA_ERROR_CODES = new Set(['P2000', 'P2005', 'P2006', 'P2007', 'P2019', 'P2020', 'P2023', 'P2033', 'P2039']);

/** Constraint and data errors that reach the filter (a race lost between check and write, a value slipped past the rules) stay 4xx. */
export function prismaProblem(exception: unknown, pathParams: Record<string, unknown> = {}): PrismaProblem | undefined {
  const e = exception as PrismaLikeError | null;
  const code = e?.code;
  if (typeof code !== 'string' || !/^P\d{4}$/.test(code)) return undefined;
  if (code === 'P2002') {
    const fields = uniqueFields(e!, pathParams);
    return {
      status: 409,
      code: 'DUPLICATE',
      detail: t('VALUE_TAKEN', { fields: fields.join(', ') }),
      errors: fields.map((field) => ({ field, reason: t('ALREADY_USED') })),
    };
  }
  if (code === 'P2025') return { status: 404, code: 'NOT_FOUND', detail: t('RECORD_NOT_FOUND') };
  if (code === 'P2034') return { status: 409, code: 'WRITE_CONFLICT', detail: t('WRITE_CONFLICT') };
  const sqlState = e!.meta?.driverAdapterError?.cause?.originalCode ?? '';
  if (DATA_ERROR_CODES.has(code) || sqlState.startsWith('22')) {
    return {
      status: 400,
      code: 'INVALID_VALUE',
      detail: t('VALUE_NOT_STORABLE'),
      errors: [{ field: 'body', reason: t('VALUE_REFUSED_BY_DATABASE') }],
      slipped: true,
    };
  }
  return undefined;
}
