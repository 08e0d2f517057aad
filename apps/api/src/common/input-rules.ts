import { type FieldError, InvalidInputError } from './domain-errors';
import { t } from '@greffier/messages';

/** A refused value: the field, why, and the problem's code. */
export interface BadValue extends FieldError {
  code: 'INVALID_TEXT' | 'NUMBER_OUT_OF_RANGE' | 'NESTING_TOO_DEEP' | 'INVALID_INPUT';
}

/**
 * The rules every value sent to the API follows, whatever the endpoint: what PostgreSQL cannot store
 * (a NUL character, a number beyond its `integer`) or what the code cannot walk (a JSON nested
 * thousands deep) is refused as a 400 naming the field, before any validation or query.
 */
export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;
/** Deeper than any body of the API (a Pyramide sheet is 6 levels deep). */
export const MAX_JSON_DEPTH = 32;

const NUL = /\u0000/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text cannot be taken, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (NUL.test(text)) return t('TEXT_HAS_NUL');
  if (LONE_SURROGATE.test(text)) return t('TEXT_LONE_SURROGATE');
  return undefined;
}

export const INT4_REASON = t('INT4_OUT_OF_RANGE', { min: INT4_MIN, max: INT4_MAX });

export function isInt4(n: number): boolean {
  return n >= INT4_MIN && n <= INT4_MAX;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first value of a parsed JSON document (or of a validated DTO) that breaks the rules above, in
 * document order: a string or key with NUL or a lone surrogate, a number beyond int4, nesting deeper
 * than `maxDepth`, a `__proto__` key. Walked with an explicit stack: a document of any depth is read
 * without recursion. `root` names the top level (body, a parameter's name).
 */
export function findBadValue(value: unknown, root: string, maxDepth = MAX_JSON_DEPTH): BadValue | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  const field = (path: string) => path || root;
  while (stack.length) {
    const item = stack.pop()!;
    const v = item.value;
    if (typeof v === 'string') {
      const reason = textProblem(v);
      if (reason) return { field: field(item.path), reason, code: 'INVALID_TEXT' };
      continue;
    }
    if (typeof v === 'number') {
      if (!Number.isNaN(v) && !isInt4(v)) return { field: field(item.path), reason: INT4_REASON, code: 'NUMBER_OUT_OF_RANGE' };
      continue;
    }
    if (v === null || typeof v !== 'object' || v instanceof Date || ArrayBuffer.isView(v)) continue;
    if (item.depth >= maxDepth) return { field: field(item.path), reason: t('NESTING_TOO_DEEP', { max: maxDepth }), code: 'NESTING_TOO_DEEP' };
    const children: { value: unknown; path: string; depth: number }[] = [];
    if (Array.isArray(v)) {
      v.forEach((child, i) => children.push({ value: child, path: join(item.path, String(i)), depth: item.depth + 1 }));
    } else {
      for (const key of Object.keys(v)) {
        const path = join(item.path, key);
        if (key === '__proto__') return { field: path, reason: t('FIELD_NAME_FORBIDDEN'), code: 'INVALID_INPUT' };
        const reason = textProblem(key);
        if (reason) return { field: field(item.path), reason: t('FIELD_NAME_PROBLEM', { reason }), code: 'INVALID_TEXT' };
        children.push({ value: (v as Record<string, unknown>)[key], path, depth: item.depth + 1 });
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return undefined;
}

/** The 400 for a refused value. */
export function badValueError({ field, reason, code }: BadValue): InvalidInputError {
  return new InvalidInputError(t('VALUE_REFUSED', { field, reason }), [{ field, reason }], code);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD, its year within [minYear, maxYear]. */
export function isCalendarDay(text: string, minYear = 1, maxYear = 9999): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < minYear || year > maxYear || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0);
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export const looksLikeDay = (text: string) => DAY.test(text);
