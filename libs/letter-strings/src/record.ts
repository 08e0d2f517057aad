import { type BoxError, GameInputError, throwIfAny } from '@greffier/common';
import { letterKey } from '@greffier/lexicon';
import type { Claim, End, LetterStringsRecord, Move } from './types';

export const MAX_MOVES = 2000;
const MOVE_KEYS = new Set(['seat', 'end', 'letter', 'claims']);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSquare = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= MAX_MOVES;

export const emptyRecord = (): LetterStringsRecord => ({ moves: [] });

/** One letter A-Z, accents dropped (é -> E); undefined for anything else (two letters, a digit, Œ). */
export function bareLetter(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const key = letterKey(raw.trim());
  return key !== undefined && /^[A-Z]$/.test(key) ? key : undefined;
}

function parseClaim(raw: unknown, field: string, errors: BoxError[]): Claim | undefined {
  if (!isObject(raw)) {
    errors.push({ field, reason: 'a claim {from, to}: the squares of the word, first letter to last' });
    return undefined;
  }
  for (const key of Object.keys(raw)) if (key !== 'from' && key !== 'to') errors.push({ field: `${field}.${key}`, reason: 'unknown field (from, to)' });
  const ok = (['from', 'to'] as const).every((k) => {
    if (isSquare(raw[k])) return true;
    errors.push({ field: `${field}.${k}`, reason: `a square number (0 is the first letter written, left of it -1, -2...), got ${JSON.stringify(raw[k])}` });
    return false;
  });
  return ok ? { from: raw.from as number, to: raw.to as number } : undefined;
}

function parseMove(raw: unknown, field: string, errors: BoxError[]): Move | undefined {
  if (!isObject(raw)) {
    errors.push({ field, reason: 'a move {seat, end, letter, claims}' });
    return undefined;
  }
  const before = errors.length;
  for (const key of Object.keys(raw)) if (!MOVE_KEYS.has(key)) errors.push({ field: `${field}.${key}`, reason: 'unknown field (seat, end, letter, claims)' });
  if (!(typeof raw.seat === 'number' && Number.isInteger(raw.seat) && raw.seat >= 1)) errors.push({ field: `${field}.seat`, reason: `the seat of the player (1, 2, ...), got ${JSON.stringify(raw.seat)}` });
  let end: End | undefined;
  if (raw.end !== undefined && raw.end !== null) {
    if (raw.end === 'left' || raw.end === 'right') end = raw.end;
    else errors.push({ field: `${field}.end`, reason: `'left' or 'right', got ${JSON.stringify(raw.end)}` });
  }
  let letter: string | undefined;
  if (raw.letter !== undefined && raw.letter !== null && raw.letter !== '') {
    letter = bareLetter(raw.letter);
    if (letter === undefined) errors.push({ field: `${field}.letter`, reason: `one letter A-Z, got ${JSON.stringify(raw.letter)}` });
  }
  let claims: Claim[] = [];
  if (raw.claims !== undefined && raw.claims !== null) {
    if (!Array.isArray(raw.claims)) errors.push({ field: `${field}.claims`, reason: 'a list of at most one claim {from, to}' });
    else {
      claims = raw.claims.flatMap((c, j) => parseClaim(c, `${field}.claims[${j}]`, errors) ?? []);
      // 001: "underline any single word" (2) / "Underline any single word as above" (3).
      if (raw.claims.length > 1) errors.push({ field: `${field}.claims`, reason: `one word per move (001: "underline any single word"), ${raw.claims.length} given` });
    }
  }
  if (errors.length > before) return undefined;
  const move: Move = { seat: raw.seat as number, claims };
  if (end) move.end = end;
  if (letter) move.letter = letter;
  return move;
}

/** The record's shape (each move on its own): every refused box of every move, before any move is replayed. */
export function parseRecord(raw: unknown): LetterStringsRecord {
  if (!isObject(raw)) throw new GameInputError('INVALID_RECORD', [{ field: 'record', reason: 'an object {moves: [...]}' }]);
  const errors: BoxError[] = [];
  for (const key of Object.keys(raw)) if (key !== 'moves') errors.push({ field: key, reason: 'unknown field (moves)' });
  const rawMoves = raw.moves ?? [];
  if (!Array.isArray(rawMoves)) throw new GameInputError('INVALID_RECORD', [{ field: 'moves', reason: 'a list of moves, in the order played' }]);
  if (rawMoves.length > MAX_MOVES) errors.push({ field: 'moves', reason: `at most ${MAX_MOVES} moves` });
  const moves = rawMoves.map((m, i) => parseMove(m, `moves[${i}]`, errors));
  throwIfAny('INVALID_RECORD', errors);
  return { moves: moves as Move[] };
}
