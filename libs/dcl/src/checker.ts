import type { NumbersAnswer } from './baremes';
import { validatePlates } from './draws';
import { DclInputError } from './errors';
import type { Operator } from './reachable';
import { t } from '@greffier/messages';

/** Six plates allow five operations; a sheet's box holds a few lines more, never pages. */
export const MAX_ANSWER_CHARS = 2000;
export const MAX_ANSWER_LINES = 30;
const MAX_DIGITS = 9;

export type CheckErrorCode =
  | 'EMPTY'
  | 'TOO_LONG'
  | 'UNPARSABLE'
  | 'PLATE_NOT_AVAILABLE'
  | 'PLATE_REUSED'
  | 'WRONG_ARITHMETIC'
  | 'INEXACT_DIVISION'
  | 'NOT_POSITIVE';

/** A checked line: an operation, or a bare value (a plate, or a result restated). */
export interface CheckedLine {
  line: number;
  text: string;
  operation?: { left: number; operator: Operator; right: number };
  value: number;
}

export type CheckResult =
  | { ok: true; value: number; best: number; lines: CheckedLine[] }
  | { ok: false; line: number; reason: { code: CheckErrorCode; message: string } };

const fail = (line: number, code: CheckErrorCode, message: string): CheckResult => ({ ok: false, line, reason: { code, message } });

/** Unicode and keyboard variants of the four operators, mapped to the solver's symbols. */
const OPERATOR_SPELLINGS: Record<string, Operator> = {
  x: 'x', X: 'x', '*': 'x', '×': 'x', '·': 'x',
  '/': '/', ':': '/', '÷': '/',
  '+': '+',
  '-': '-', '−': '-', '–': '-',
};
const OPERATOR_CLASS = '[xX*×·/:÷+\\-−–]';
const OPERATION = new RegExp(`^(\\d{1,${MAX_DIGITS}})(${OPERATOR_CLASS})(\\d{1,${MAX_DIGITS}})=(\\d{1,${MAX_DIGITS}})$`);
const BARE_VALUE = new RegExp(`^(\\d{1,${MAX_DIGITS}})$`);

/**
 * Checks what a player wrote for a numbers draw, line by line. Lines are separated by new lines or
 * ";" (never "/", which is division). Each line is "a op b = c" (spaces optional) or a bare value.
 * Operands must be plates still unused or results of earlier lines not yet used, each once.
 * ok: `value` is the last line's value; `best` is the value of the line closest to `target`
 * (the earliest on a tie), which is what an unfinished solution scores (Douai regulation: "c'est la
 * meilleure approche proposée dans l'explication qui sera prise en compte"). Any wrong line makes
 * the whole answer an error.
 */
export function checkWrittenSolution(plates: readonly number[], text: string, target?: number): CheckResult {
  const drawn = validatePlates(plates, { min: 1, max: 6 });
  if (typeof text !== 'string') throw new DclInputError('INVALID_ANSWER', 'text', t('WRITTEN_ANSWER_NOT_TEXT'));
  if (target !== undefined && (!Number.isInteger(target) || target < 1)) {
    throw new DclInputError('INVALID_TARGET', 'target', t('TARGET_NOT_POSITIVE', { target: String(target) }));
  }
  if (text.length > MAX_ANSWER_CHARS) return fail(0, 'TOO_LONG', t('ANSWER_TOO_MANY_CHARACTERS', { max: MAX_ANSWER_CHARS }));
  const segments = text.split(/\r\n|\r|\n|;/);
  if (segments.length > MAX_ANSWER_LINES) return fail(0, 'TOO_LONG', t('ANSWER_TOO_MANY_LINES', { max: MAX_ANSWER_LINES }));

  const available = new Map<number, number>();
  const everAvailable = new Set<number>();
  const give = (v: number): void => {
    available.set(v, (available.get(v) ?? 0) + 1);
    everAvailable.add(v);
  };
  drawn.forEach(give);
  const missing = (v: number, line: number): CheckResult | null => {
    if ((available.get(v) ?? 0) > 0) return null;
    return everAvailable.has(v)
      ? fail(line, 'PLATE_REUSED', t('PLATE_REUSED', { value: v }))
      : fail(line, 'PLATE_NOT_AVAILABLE', t('PLATE_NOT_AVAILABLE', { value: v }));
  };

  const lines: CheckedLine[] = [];
  for (let i = 0; i < segments.length; i++) {
    const line = i + 1;
    const raw = segments[i]!.trim();
    const compact = raw.replace(/\s+/g, '');
    if (compact === '') continue;
    const bare = BARE_VALUE.exec(compact);
    if (bare) {
      const value = Number(bare[1]);
      const error = missing(value, line);
      if (error) return error;
      lines.push({ line, text: raw, value });
      continue;
    }
    const m = OPERATION.exec(compact);
    if (!m) return fail(line, 'UNPARSABLE', t('UNPARSABLE', { text: raw.slice(0, 60) }));
    const left = Number(m[1]);
    const operator = OPERATOR_SPELLINGS[m[2]!]!;
    const right = Number(m[3]);
    const claimed = Number(m[4]);
    const leftMissing = missing(left, line);
    if (leftMissing) return leftMissing;
    available.set(left, available.get(left)! - 1);
    const rightMissing = missing(right, line);
    if (rightMissing) return rightMissing;
    available.set(right, available.get(right)! - 1);

    let actual: number;
    if (operator === '+') actual = left + right;
    else if (operator === '-') actual = left - right;
    else if (operator === 'x') actual = left * right;
    else {
      if (left % right !== 0) return fail(line, 'INEXACT_DIVISION', t('INEXACT_DIVISION', { left, right }));
      actual = left / right;
    }
    if (actual <= 0) return fail(line, 'NOT_POSITIVE', t('NOT_POSITIVE', { left, operator, right, actual }));
    if (actual !== claimed) return fail(line, 'WRONG_ARITHMETIC', t('WRONG_ARITHMETIC', { left, operator, right, actual, claimed }));
    give(actual);
    lines.push({ line, text: raw, operation: { left, operator, right }, value: actual });
  }
  if (lines.length === 0) return fail(0, 'EMPTY', t('EMPTY'));

  const value = lines[lines.length - 1]!.value;
  let best = value;
  if (target !== undefined) {
    best = lines[0]!.value;
    for (const l of lines) if (Math.abs(l.value - target) < Math.abs(best - target)) best = l.value;
  }
  return { ok: true, value, best, lines };
}

/** The scoring answer of a checked sheet: its best value, an error, or nothing written. */
export function numbersAnswerFromCheck(result: CheckResult): NumbersAnswer {
  if (result.ok) return { kind: 'value', value: result.best };
  return result.reason.code === 'EMPTY' ? { kind: 'none' } : { kind: 'error' };
}
