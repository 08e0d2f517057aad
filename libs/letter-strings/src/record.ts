import { type BoxError, GameInputError, shown, throwIfAny } from '@greffier/common';
import { letterKey } from '@greffier/lexicon';
import { t } from '@greffier/messages';
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
    errors.push({ field, reason: t('LS_CLAIM_OBJECT') });
    return undefined;
  }
  for (const key of Object.keys(raw)) if (key !== 'from' && key !== 'to') errors.push({ field: `${field}.${key}`, reason: t('GAME_UNKNOWN_BOX', { known: 'from, to' }) });
  const ok = (['from', 'to'] as const).every((k) => {
    if (isSquare(raw[k])) return true;
    errors.push({ field: `${field}.${k}`, reason: t('LS_SQUARE_NUMBER', { given: shown(raw[k]) }) });
    return false;
  });
  return ok ? { from: raw.from as number, to: raw.to as number } : undefined;
}

function parseMove(raw: unknown, field: string, errors: BoxError[]): Move | undefined {
  if (!isObject(raw)) {
    errors.push({ field, reason: t('LS_MOVE_OBJECT') });
    return undefined;
  }
  const before = errors.length;
  for (const key of Object.keys(raw)) if (!MOVE_KEYS.has(key)) errors.push({ field: `${field}.${key}`, reason: t('GAME_UNKNOWN_BOX', { known: [...MOVE_KEYS].join(', ') }) });
  if (!(typeof raw.seat === 'number' && Number.isInteger(raw.seat) && raw.seat >= 1)) errors.push({ field: `${field}.seat`, reason: t('LS_SEAT', { given: shown(raw.seat) }) });
  let end: End | undefined;
  if (raw.end !== undefined && raw.end !== null) {
    if (raw.end === 'left' || raw.end === 'right') end = raw.end;
    else errors.push({ field: `${field}.end`, reason: t('LS_END', { given: shown(raw.end) }) });
  }
  let letter: string | undefined;
  if (raw.letter !== undefined && raw.letter !== null && raw.letter !== '') {
    letter = bareLetter(raw.letter);
    if (letter === undefined) errors.push({ field: `${field}.letter`, reason: t('GAME_ONE_LETTER', { given: shown(raw.letter) }) });
  }
  let claims: Claim[] = [];
  if (raw.claims !== undefined && raw.claims !== null) {
    if (!Array.isArray(raw.claims)) errors.push({ field: `${field}.claims`, reason: t('LS_CLAIMS_LIST') });
    else {
      claims = raw.claims.flatMap((c, j) => parseClaim(c, `${field}.claims[${j}]`, errors) ?? []);
      // 001: "underline any single word" (2) / "Underline any single word as above" (3).
      if (raw.claims.length > 1) errors.push({ field: `${field}.claims`, reason: t('LS_ONE_CLAIM', { given: raw.claims.length }) });
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
  if (!isObject(raw)) throw new GameInputError('INVALID_RECORD', [{ field: 'record', reason: t('LS_RECORD_OBJECT') }]);
  const errors: BoxError[] = [];
  for (const key of Object.keys(raw)) if (key !== 'moves') errors.push({ field: key, reason: t('GAME_UNKNOWN_BOX', { known: 'moves' }) });
  const rawMoves = raw.moves ?? [];
  if (!Array.isArray(rawMoves)) throw new GameInputError('INVALID_RECORD', [{ field: 'moves', reason: t('LS_MOVES_LIST') }]);
  if (rawMoves.length > MAX_MOVES) errors.push({ field: 'moves', reason: t('LS_MAX_MOVES', { max: MAX_MOVES }) });
  const moves = rawMoves.map((m, i) => parseMove(m, `moves[${i}]`, errors));
  throwIfAny('INVALID_RECORD', errors);
  return { moves: moves as Move[] };
}
