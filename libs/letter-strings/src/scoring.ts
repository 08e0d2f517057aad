import { type BoxError, throwIfAny } from '@greffier/common';
import type { Lexicon } from '@greffier/lexicon';
import { t } from '@greffier/messages';
import { parseRecord } from './record';
import { MIN_PLAYERS } from './settings';
import type { LetterString, LetterStringsRecord, LetterStringsResult, LetterStringsSettings, LetterStringsStanding, MoveKind, MoveResult, ScoredWord } from './types';
import { judgeWord } from './word-check';

export interface Table {
  /** The players' names in seat order (seat 1 first): for the messages. */
  names: readonly string[];
  lexicon: Lexicon;
}

const seatLabel = (names: readonly string[], seat: number) => (names[seat - 1] ? t('LS_SEAT_NAMED', { seat, name: names[seat - 1]! }) : t('LS_SEAT_ALONE', { seat }));
const span = (from: number, to: number) => `${Math.min(from, to)}:${Math.max(from, to)}`;
const squares = (from: number, to: number) => (from === to ? t('LS_SQUARE', { square: from }) : t('LS_SQUARES', { from, to }));

/** The letters read from square `from` to square `to` (backwards when from > to). */
export function readSquares(str: LetterString, from: number, to: number): string {
  const a = Math.min(from, to) - str.first;
  const b = Math.max(from, to) - str.first;
  const forwards = str.letters.slice(a, b + 1);
  return from <= to ? forwards : [...forwards].reverse().join('');
}

/**
 * Replays a whole record and scores it (docs/rules/letter-strings.md). The shape of every move is checked first,
 * all boxes listed; then the moves are replayed in order and the first move that breaks a rule is refused with
 * all its faults (the moves after it would be read from a string it changed).
 */
export function scoreGame(settings: LetterStringsSettings, rawRecord: unknown, table: Table): { record: LetterStringsRecord; result: LetterStringsResult } {
  const record = parseRecord(rawRecord);
  const n = table.names.length;
  throwIfAny('INVALID_PLAYERS', n < MIN_PLAYERS ? [{ field: 'players', reason: t('LS_MIN_PLAYERS', { min: MIN_PLAYERS }) }] : []);
  let letters = '';
  let first = 0;
  const totals: number[] = new Array<number>(n).fill(0);
  // The words scored so far, by their span of squares and by their spelling (settings.scoresOnce says which counts).
  const claimed = new Map<string, ScoredWord>();
  const spelled = new Map<string, ScoredWord>();
  const scoredBefore = (from: number, to: number, reading: string) => (settings.scoresOnce === 'spelling' ? spelled.get(reading) : claimed.get(span(from, to)));
  const words: ScoredWord[] = [];
  const moves: MoveResult[] = [];
  let winner: number | null = null;
  let finishedAt: number | null = null;

  record.moves.forEach((move, i) => {
    const field = `moves[${i}]`;
    const errors: BoxError[] = [];
    if (winner !== null) {
      // 001: "The winner is the player first reaching a score of 50": the game stops there.
      throwIfAny('GAME_OVER', [{ field, reason: t('LS_GAME_OVER', { seat: seatLabel(table.names, winner), target: settings.target, move: (finishedAt as number) + 1 }) }]);
    }
    // 001: "The players now take turns, in a clockwise order": seat 1 writes the first letter, then 2, 3...
    const expected = (i % n) + 1;
    if (move.seat !== expected) errors.push({ field: `${field}.seat`, reason: t('LS_NOT_YOUR_TURN', { seat: seatLabel(table.names, expected), given: move.seat }) });
    const claim = move.claims[0];
    let kind: MoveKind;
    if (i === 0) {
      // 001: "The first player ... writes a single letter in the centre of the sheet."
      kind = 'opening';
      if (!move.letter) errors.push({ field: `${field}.letter`, reason: t('LS_OPENING_LETTER') });
      if (claim) errors.push({ field: `${field}.claims`, reason: t('LS_OPENING_NO_CLAIM') });
    } else {
      kind = move.letter ? (claim ? 'letterAndWord' : 'letter') : 'word';
      if (!move.letter && !claim) errors.push({ field, reason: t('LS_EMPTY_MOVE') });
      if (move.letter && !move.end) errors.push({ field: `${field}.end`, reason: t('LS_END_NEEDED') });
      if (!move.letter && move.end) errors.push({ field: `${field}.letter`, reason: t('LS_END_WITHOUT_LETTER', { end: move.end }) });
    }
    let square: number | null = null;
    if (move.letter && errors.length === 0) {
      if (i === 0) {
        letters = move.letter;
        square = 0;
      } else if (move.end === 'left') {
        letters = move.letter + letters;
        square = --first;
      } else {
        letters += move.letter;
        square = first + letters.length - 1;
      }
    }
    const str: LetterString = { letters, first };
    let word: ScoredWord | null = null;
    if (claim && errors.length === 0) {
      const last = first + letters.length - 1;
      const off = (['from', 'to'] as const).filter((k) => claim[k] < first || claim[k] > last);
      for (const k of off) errors.push({ field: `${field}.claims[0].${k}`, reason: t('LS_OFF_STRING', { square: claim[k], first, last }) });
      if (off.length === 0) {
        const reading = readSquares(str, claim.from, claim.to);
        const earlier = scoredBefore(claim.from, claim.to, reading);
        const verdict = earlier ? undefined : judgeWord(table.lexicon, settings, reading);
        if (earlier && settings.scoresOnce === 'spelling') {
          // 001: "provided that it differs in at least one letter from any previously scored word", read as a
          // spelling: the same word scores once in the game, wherever it stands.
          errors.push({ field: `${field}.claims[0]`, reason: t('LS_SPELLING_SCORED', { word: reading, move: earlier.move + 1, squares: squares(earlier.from, earlier.to) }) });
        } else if (earlier) {
          // 001: "provided the word has not already been marked in this way": the same squares score once.
          const at = { move: earlier.move + 1, word: earlier.word };
          errors.push({
            field: `${field}.claims[0]`,
            reason: claim.from === claim.to ? t('LS_SQUARE_SCORED', { square: claim.from, ...at }) : t('LS_SQUARES_SCORED', { from: claim.from, to: claim.to, ...at }),
          });
        } else if (!verdict?.admitted) {
          const back = [...reading].reverse().join('');
          const why = String(verdict?.reason);
          const read = claim.from === claim.to ? t('LS_SQUARE_READS', { square: claim.from, word: reading, why }) : t('LS_SQUARES_READ', { from: claim.from, to: claim.to, word: reading, why });
          const backwards = back !== reading && !scoredBefore(claim.to, claim.from, back) && judgeWord(table.lexicon, settings, back).admitted;
          errors.push({ field: `${field}.claims[0]`, reason: backwards ? t('LS_READ_BACKWARDS', { reading: read, from: claim.to, to: claim.from, word: back }) : read });
        } else {
          // 001: "The player adds to his score a number equal to the number of letters in the word."
          word = { move: i, seat: move.seat, from: claim.from, to: claim.to, word: reading, points: reading.length };
        }
      }
    }
    throwIfAny('ILLEGAL_MOVE', errors);
    if (word) {
      claimed.set(span(word.from, word.to), word);
      spelled.set(word.word, word);
      words.push(word);
      totals[move.seat - 1] = (totals[move.seat - 1] as number) + word.points;
      if ((totals[move.seat - 1] as number) >= settings.target) {
        winner = move.seat;
        finishedAt = i;
      }
    }
    moves.push({ index: i, seat: move.seat, kind, end: i === 0 ? null : (move.end ?? null), letter: move.letter ?? null, square, string: str, word, points: word?.points ?? 0, totals: [...totals] });
  });

  const finished = winner !== null;
  return {
    record,
    result: { target: settings.target, string: { letters, first }, moves, words, totals, winner, finishedAt, finished, next: finished ? null : (record.moves.length % n) + 1 },
  };
}

/** Seats by points, most first; equal points share a place (1, 1, 3). */
export function standings(result: LetterStringsResult): LetterStringsStanding[] {
  const rows = result.totals.map((points, i) => ({ seat: i + 1, points }));
  const sorted = [...rows].sort((a, b) => b.points - a.points || a.seat - b.seat);
  return sorted.map((r) => ({ ...r, place: 1 + rows.filter((o) => o.points > r.points).length }));
}
