import { type BoxError, shown, throwIfAny } from '@greffier/common';
import { letterKey } from '@greffier/lexicon';
import { t } from '@greffier/messages';
import type { ThinkOfALetterSettings } from './settings';

/** One letter called, by the seat that called it (1-based, as the players were seated). */
export interface Call {
  seat: number;
  letter: string;
}

/** A player's filled grid: `size` rows of `size` letters A-Z, top to bottom. */
export interface Grid {
  rows: string[];
}

/**
 * What was played: the calls in order, and each player's grid (grids[i] is the grid of seat i + 1), null until
 * it is entered. A grid is entered once every letter is called (000: "No player should permit any other player
 * to see his framework until the game is finished").
 */
export interface ThinkOfALetterRecord {
  calls: Call[];
  grids: (Grid | null)[];
}

export const emptyRecord = (players: number): ThinkOfALetterRecord => ({ calls: [], grids: Array.from({ length: players }, () => null) });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A square's letter: one letter, any case; an accented letter is its bare letter (É is E). */
function letterOf(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const key = letterKey(v.trim());
  return key !== undefined && /^[A-Z]$/.test(key) ? key : undefined;
}

/** Counts by letter A-Z. */
export function letterCounts(letters: Iterable<string>): number[] {
  const counts = new Array<number>(26).fill(0);
  for (const l of letters) counts[l.charCodeAt(0) - 65]! += 1;
  return counts;
}

/**
 * The record checked whole: every refused box named, e.g. "calls[3].seat", "grids[1].rows[2][4]". The calls go
 * round the table in seat order from whoever called first (000: "When all the players have taken a turn in this
 * way the first player calls out another letter"); a call's seat may be left out, it is then filled in by that
 * turn. A grid must hold exactly the called letters, as many times each as they were called.
 */
export function parseRecord(settings: ThinkOfALetterSettings, players: number, raw: unknown): ThinkOfALetterRecord {
  const errors: BoxError[] = [];
  const n = settings.size;
  const squares = n * n;
  if (!isObject(raw)) throwIfAny('INVALID_RECORD', [{ field: 'record', reason: t('TOAL_RECORD_OBJECT') }]);
  const r = raw as Record<string, unknown>;
  for (const key of Object.keys(r)) if (key !== 'calls' && key !== 'grids') errors.push({ field: key, reason: t('GAME_UNKNOWN_BOX', { known: 'calls, grids' }) });

  const calls: Call[] = [];
  const rawCalls = r.calls ?? [];
  if (!Array.isArray(rawCalls)) errors.push({ field: 'calls', reason: t('TOAL_CALLS_LIST') });
  else {
    if (rawCalls.length > squares) errors.push({ field: 'calls', reason: t('TOAL_TOO_MANY_CALLS', { squares, size: n, called: rawCalls.length }) });
    let first = 1;
    rawCalls.forEach((c: unknown, k) => {
      const call = typeof c === 'string' ? { letter: c } : c;
      if (!isObject(call)) return errors.push({ field: `calls[${k}]`, reason: t('TOAL_CALL_OBJECT') });
      const letter = letterOf(call.letter);
      if (letter === undefined) errors.push({ field: `calls[${k}].letter`, reason: t('GAME_ONE_LETTER', { given: shown(call.letter) }) });
      let seat = call.seat;
      if (seat !== undefined && !(Number.isInteger(seat) && (seat as number) >= 1 && (seat as number) <= players)) {
        errors.push({ field: `calls[${k}].seat`, reason: t('GAME_SEAT_RANGE', { max: players, given: shown(seat) }) });
        seat = undefined;
      }
      if (k === 0 && typeof seat === 'number') first = seat;
      const turn = ((first - 1 + k) % players) + 1;
      if (typeof seat === 'number' && seat !== turn) errors.push({ field: `calls[${k}].seat`, reason: t('TOAL_CALL_TURN', { call: k + 1, turn, first, seat }) });
      calls.push({ seat: turn, letter: letter ?? '?' });
    });
  }
  const callsOk = errors.length === 0;
  const complete = calls.length === squares;
  const called = letterCounts(calls.map((c) => c.letter).filter((l) => l !== '?'));

  const grids: (Grid | null)[] = Array.from({ length: players }, () => null);
  const rawGrids = r.grids ?? [];
  if (!Array.isArray(rawGrids)) errors.push({ field: 'grids', reason: t('TOAL_GRIDS_LIST') });
  else {
    if (rawGrids.length > players) errors.push({ field: 'grids', reason: t('TOAL_GRIDS_COUNT', { players, grids: rawGrids.length }) });
    rawGrids.slice(0, players).forEach((g: unknown, i) => {
      if (g === null || g === undefined) return;
      const grid = parseGrid(g, `grids[${i}]`, n, errors);
      if (!grid) return;
      if (!complete) return errors.push({ field: `grids[${i}]`, reason: t('TOAL_GRID_TOO_EARLY', { squares, called: calls.length }) });
      if (!callsOk || !sameLetters(grid, called, `grids[${i}]`, errors)) return;
      grids[i] = grid;
    });
  }
  throwIfAny('INVALID_RECORD', errors);
  return { calls, grids };
}

/** A grid of n rows of n letters (each row a text "ITWIT" or a list of letters), or undefined with its errors. */
export function parseGrid(g: unknown, at: string, n: number, errors: BoxError[]): Grid | undefined {
  const before = errors.length;
  if (!isObject(g) || !Array.isArray(g.rows)) {
    errors.push({ field: `${at}.rows`, reason: t('TOAL_GRID_ROWS', { size: n }) });
    return undefined;
  }
  if (g.rows.length !== n) errors.push({ field: `${at}.rows`, reason: t('TOAL_ROW_COUNT', { expected: n, given: g.rows.length }) });
  const rows = g.rows.slice(0, n).map((row: unknown, ri) => {
    const cells: unknown[] | undefined = typeof row === 'string' ? [...row] : Array.isArray(row) ? row : undefined;
    if (cells === undefined) {
      errors.push({ field: `${at}.rows[${ri}]`, reason: t('TOAL_ROW_TEXT', { size: n }) });
      return '';
    }
    if (cells.length !== n) errors.push({ field: `${at}.rows[${ri}]`, reason: t('TOAL_SQUARE_COUNT', { expected: n, given: cells.length }) });
    return cells
      .slice(0, n)
      .map((cell, ci) => {
        const letter = letterOf(cell);
        if (letter === undefined) errors.push({ field: `${at}.rows[${ri}][${ci}]`, reason: typeof cell === 'string' && cell.trim() === '' ? t('TOAL_SQUARE_EMPTY') : t('TOAL_SQUARE_LETTER', { given: shown(cell) }) });
        return letter ?? '?';
      })
      .join('');
  });
  return errors.length === before ? { rows } : undefined;
}

/**
 * The grid holds the called letters exactly: each square of a letter written more often than called is
 * named (the later ones in reading order), and what the grid misses is said there and on the grid.
 */
export function sameLetters(grid: Grid, called: readonly number[], at: string, errors: BoxError[]): boolean {
  const written = letterCounts(grid.rows.join(''));
  const missing = called.flatMap((c, l) => (c > (written[l] as number) ? [t('TOAL_MISSING_LETTER', { letter: String.fromCharCode(65 + l), called: c, written: written[l] as number })] : []));
  const seen = new Array<number>(26).fill(0);
  let ok = missing.length === 0;
  grid.rows.forEach((row, ri) =>
    [...row].forEach((letter, ci) => {
      const l = letter.charCodeAt(0) - 65;
      if (++seen[l]! <= (called[l] as number)) return;
      ok = false;
      const counts = { letter, written: written[l] as number, called: called[l] as number };
      const reason = missing.length ? t('TOAL_LETTER_TOO_OFTEN_MISSING', { ...counts, missing: missing.join(', ') }) : t('TOAL_LETTER_TOO_OFTEN', counts);
      errors.push({ field: `${at}.rows[${ri}][${ci}]`, reason });
    }),
  );
  if (missing.length) errors.push({ field: at, reason: t('TOAL_GRID_MISSES', { missing: missing.join(', ') }) });
  return ok;
}
