import { andList, type BoxError, shown, throwIfAny } from '@greffier/common';
import { t } from '@greffier/messages';
import { leaders, type Series, seriesTotal, type SloubiRecord, type SloubiRound, type SloubiTieBreak, throwRound } from './rounds';
import { type SloubiSettings, type SloubiVariant, VARIANTS, type VariantRules } from './settings';

export interface TieBreakResult {
  /** The tied seats (1-based) who threw again. */
  seats: number[];
  /** By seat: the tie-break total, null for the players who did not throw again. */
  totals: (number | null)[];
}

export interface RoundResult {
  number: number;
  /** By seat: each player's total for the round. */
  totals: number[];
  /** The highest total of the round. */
  best: number;
  tieBreaks: TieBreakResult[];
  /** The seat (1-based) who won the round. */
  winner: number;
  /** True when the dice are the server's throws for this round (replayed from the seed), false when typed in. */
  fromSeed: boolean;
}

export interface SloubiStanding {
  seat: number;
  roundsWon: number;
  /** 1 + the number of players who won more rounds: players with as many rounds won share a place. */
  place: number;
}

export interface SloubiResult {
  variant: SloubiVariant;
  throwsPerRound: number;
  dicePerThrow: number;
  offset: number;
  roundsAgreed: number;
  roundsPlayed: number;
  rounds: RoundResult[];
  /** By seat: the rounds won. */
  roundsWon: number[];
  /** By place, then seat. */
  standings: SloubiStanding[];
  /** All the agreed rounds are played. */
  finished: boolean;
  /** The round after which the leader could no longer be caught, if that happened (the game still goes on). */
  decidedAfter: number | null;
}

export interface Scored {
  record: SloubiRecord;
  result: SloubiResult;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const seatsLabel = (names: readonly string[], seats: readonly number[]): string => andList(seats.map((i) => t('SLOUBI_PLAYER', { name: String(names[i]), seat: i + 1 })));

function unknownKeys(raw: Record<string, unknown>, keys: string[], path: string, errors: BoxError[]): void {
  for (const key of Object.keys(raw)) if (!keys.includes(key)) errors.push({ field: path ? `${path}.${key}` : key, reason: t('GAME_UNKNOWN_BOX', { known: keys.join(', ') }) });
}

/** One player's throws, every die checked: the series, or null when any box is refused (all named in `errors`). */
function readSeries(raw: unknown, path: string, rules: VariantRules, errors: BoxError[]): Series | null {
  const shape = { throws: rules.throwsPerRound, dice: rules.dicePerThrow };
  if (!Array.isArray(raw)) {
    errors.push({ field: path, reason: t('SLOUBI_SERIES', shape) });
    return null;
  }
  const before = errors.length;
  if (raw.length !== rules.throwsPerRound) errors.push({ field: path, reason: t('SLOUBI_SERIES_LENGTH', { ...shape, given: raw.length }) });
  raw.forEach((one: unknown, ti) => {
    if (!Array.isArray(one) || one.length !== rules.dicePerThrow) {
      errors.push({ field: `${path}[${ti}]`, reason: Array.isArray(one) ? t('SLOUBI_THROW_COUNT', { dice: rules.dicePerThrow, given: one.length }) : t('SLOUBI_THROW', { dice: rules.dicePerThrow }) });
      return;
    }
    one.forEach((d: unknown, di) => {
      if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > 6) errors.push({ field: `${path}[${ti}][${di}]`, reason: t('SLOUBI_DIE', { given: shown(d) }) });
    });
  });
  return errors.length === before ? (raw as Series) : null;
}

/** A round: its throws, then its tie-breaks checked against the totals (only the tied players throw again). */
function readRound(raw: unknown, path: string, names: readonly string[], rules: VariantRules, errors: BoxError[]): SloubiRound | null {
  if (!isObject(raw)) {
    errors.push({ field: path, reason: t('SLOUBI_ROUND_OBJECT') });
    return null;
  }
  unknownKeys(raw, ['throws', 'tieBreaks'], path, errors);
  const before = errors.length;
  if (!Array.isArray(raw.throws) || raw.throws.length !== names.length) {
    errors.push({ field: `${path}.throws`, reason: Array.isArray(raw.throws) ? t('SLOUBI_SERIES_PER_PLAYER_GIVEN', { players: names.length, given: raw.throws.length }) : t('SLOUBI_SERIES_PER_PLAYER', { players: names.length }) });
    return null;
  }
  const throws = (raw.throws as unknown[]).map((s, i) => readSeries(s, `${path}.throws[${i}]`, rules, errors));
  const rawTieBreaks = raw.tieBreaks ?? [];
  if (!Array.isArray(rawTieBreaks)) {
    errors.push({ field: `${path}.tieBreaks`, reason: t('SLOUBI_TIE_BREAKS_LIST') });
    return null;
  }
  if (throws.some((s) => s === null)) return null;
  const all = names.map((_, i) => i);
  let tied = leaders((throws as Series[]).map((s) => seriesTotal(s, rules)), all);
  const tieBreaks: SloubiTieBreak[] = [];
  for (const [k, tb] of rawTieBreaks.entries()) {
    const at = `${path}.tieBreaks[${k}]`;
    if (tied.length === 1) {
      errors.push({ field: at, reason: t('SLOUBI_NO_TIE', { players: seatsLabel(names, tied) }) });
      return null;
    }
    if (!isObject(tb) || !Array.isArray(tb.throws) || tb.throws.length !== names.length) {
      errors.push({ field: `${at}.throws`, reason: t('SLOUBI_TIE_BREAK_ENTRIES', { players: seatsLabel(names, tied) }) });
      return null;
    }
    unknownKeys(tb, ['throws'], at, errors);
    const again = (tb.throws as unknown[]).map((s, i) => {
      if (tied.includes(i)) return readSeries(s, `${at}.throws[${i}]`, rules, errors);
      if (s !== null && s !== undefined) errors.push({ field: `${at}.throws[${i}]`, reason: t('SLOUBI_NOT_TIED', { name: String(names[i]) }) });
      return null;
    });
    if (errors.length > before || tied.some((i) => again[i] === null)) return null;
    tieBreaks.push({ throws: again });
    tied = leaders(again.map((s) => (s ? seriesTotal(s, rules) : null)), tied);
  }
  if (tied.length > 1) {
    const totals = tieBreaks.length ? tieBreaks[tieBreaks.length - 1]!.throws : throws;
    const total = seriesTotal(totals[tied[0]!] as Series, rules);
    errors.push({ field: `${path}.tieBreaks[${tieBreaks.length}]`, reason: t('SLOUBI_TIED', { players: seatsLabel(names, tied), total }) });
    return null;
  }
  return errors.length > before ? null : { throws: throws as Series[], tieBreaks };
}

/** Reads a whole record (every refused box named, then GameInputError 422). */
export function readRecord(settings: SloubiSettings, names: readonly string[], raw: unknown): SloubiRecord {
  const rules = VARIANTS[settings.variant];
  const errors: BoxError[] = [];
  if (!isObject(raw) || !Array.isArray(raw.rounds)) throwIfAny('INVALID_RECORD', [{ field: 'rounds', reason: t('SLOUBI_RECORD_OBJECT') }]);
  const input = raw as { rounds: unknown[] };
  unknownKeys(input, ['rounds'], '', errors);
  const rounds = input.rounds.map((r, i) => {
    if (i >= settings.rounds) {
      errors.push({ field: `rounds[${i}]`, reason: t('SLOUBI_BEYOND_ROUNDS', { rounds: settings.rounds }) });
      return null;
    }
    return readRound(r, `rounds[${i}]`, names, rules, errors);
  });
  throwIfAny('INVALID_RECORD', errors);
  return { rounds: rounds as SloubiRound[] };
}

function roundResult(settings: SloubiSettings, round: SloubiRound, number: number): RoundResult {
  const rules = VARIANTS[settings.variant];
  const seatCount = round.throws.length;
  const totals = round.throws.map((s) => seriesTotal(s, rules));
  const tieBreaks = round.tieBreaks.map((tb) => ({
    seats: tb.throws.flatMap((s, i) => (s ? [i + 1] : [])),
    totals: tb.throws.map((s) => (s ? seriesTotal(s, rules) : null)),
  }));
  const last = tieBreaks.length ? tieBreaks[tieBreaks.length - 1]!.totals : totals;
  const [winner] = leaders(last, last.flatMap((t, i) => (t === null ? [] : [i])));
  const fromSeed = JSON.stringify(throwRound(settings, seatCount, number)) === JSON.stringify(round);
  return { number, totals, best: Math.max(...totals), tieBreaks, winner: winner! + 1, fromSeed };
}

/** The place of each seat: 1 + the number of players who won more rounds. */
export function sloubiStandings(roundsWon: readonly number[]): SloubiStanding[] {
  return roundsWon
    .map((won, i) => ({ seat: i + 1, roundsWon: won, place: 1 + roundsWon.filter((w) => w > won).length }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat);
}

/** The first round after which one player leads by more than the rounds left (nobody can catch them). */
export function decidedAfter(winners: readonly number[], seatCount: number, agreed: number): number | null {
  const won = Array.from({ length: seatCount }, () => 0);
  for (const [r, seat] of winners.entries()) {
    won[seat - 1]! += 1;
    const left = agreed - (r + 1);
    const best = Math.max(...won);
    const leadersNow = won.filter((w) => w === best).length;
    if (leadersNow === 1 && won.every((w) => w === best || w + left < best)) return r + 1;
  }
  return null;
}

/** Validates and scores a whole record: each round's totals, winner and tie-breaks, the rounds won, the places. */
export function scoreSloubi(settings: SloubiSettings, names: readonly string[], raw: unknown): Scored {
  const record = readRecord(settings, names, raw);
  const rules = VARIANTS[settings.variant];
  const rounds = record.rounds.map((r, i) => roundResult(settings, r, i + 1));
  const roundsWon = names.map((_, i) => rounds.filter((r) => r.winner === i + 1).length);
  return {
    record,
    result: {
      variant: settings.variant,
      ...rules,
      roundsAgreed: settings.rounds,
      roundsPlayed: rounds.length,
      rounds,
      roundsWon,
      standings: sloubiStandings(roundsWon),
      finished: rounds.length === settings.rounds,
      decidedAfter: decidedAfter(rounds.map((r) => r.winner), names.length, settings.rounds),
    },
  };
}
