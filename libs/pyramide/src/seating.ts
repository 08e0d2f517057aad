import { seededRandom } from '@greffier/common';
import { t } from '@greffier/messages';
import { PyramideInputError } from './errors';

/** "Pyramide se joue selon 2 formules" (regulation 3.1): partners rotate, or fixed pairs. */
export type Formula = 'individuel' | 'doublette';
export const FORMULAS: readonly Formula[] = ['individuel', 'doublette'];

/** The seats of a table, in order; a table of 3 has no D. */
export const SEATS = ['A', 'B', 'C', 'D'] as const;
export type Seat = (typeof SEATS)[number];

/** A fixed pair of the doublette formula. */
export interface Pair {
  id: string;
  players: [string, string];
}

export interface Table {
  /** 1-based, as written on the table card. */
  number: number;
  /** The players in seat order A, B, C(, D). */
  players: string[];
  /** Doublette: the pair in seats A-B and the pair in seats C-D; null in individual play. */
  pairs: [Pair, Pair] | null;
}

/** Who sits where for one game. */
export interface Seating {
  formula: Formula;
  tables: Table[];
}

/** The fewest players a Pyramide game can seat: one table of 3 (regulation 3.1). */
export const MIN_PLAYERS = 3;

/**
 * Table sizes for a number of players: "L'idéal est de former des tables de 4 joueurs, à défaut des tables de 3"
 * (regulation 3.1), so as many tables of 4 as the count allows, tables of 4 first. 14 = 4 + 4 + 3 + 3,
 * 13 = 4 + 3 + 3 + 3. 1, 2 and 5 players cannot be seated (5 is neither 4 + 1 nor 3 + 2): null.
 */
export function tableSizesOrNull(playerCount: number): number[] | null {
  if (!Number.isInteger(playerCount) || playerCount < MIN_PLAYERS) return null;
  // 4a + 3b = n with b as small as possible: 3b ≡ n (mod 4), i.e. b ≡ 3n (mod 4).
  const threes = (3 * playerCount) % 4;
  const fours = (playerCount - 3 * threes) / 4;
  if (fours < 0) return null;
  return [...Array<number>(fours).fill(4), ...Array<number>(threes).fill(3)];
}

/** tableSizesOrNull, or a CANNOT_SEAT error that says what to do. */
export function tableSizes(playerCount: number): number[] {
  const sizes = tableSizesOrNull(playerCount);
  if (sizes === null) {
    throw new PyramideInputError('CANNOT_SEAT', 'players', t('PYRAMIDE_CANNOT_SEAT', { count: playerCount }));
  }
  return sizes;
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function checkIds(ids: readonly string[], field: string): void {
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (typeof id !== 'string' || id === '') throw new PyramideInputError('INVALID_SEATING', `${field}[${i}]`, t('PYRAMIDE_PLAYER_ID_REQUIRED'));
    if (seen.has(id)) throw new PyramideInputError('DUPLICATE_PLAYER', `${field}[${i}]`, t('PYRAMIDE_LISTED_TWICE', { player: id }));
    seen.add(id);
  });
}

/** Cuts players (already in drawn order) into tables of the given sizes. */
export function seatInOrder(players: readonly string[], sizes: readonly number[]): Table[] {
  let next = 0;
  return sizes.map((size, n) => {
    const table = { number: n + 1, players: players.slice(next, next + size), pairs: null };
    next += size;
    return table;
  });
}

/**
 * The first game's seating in individual play: a seeded random draw (stored seed, same seating), tables of 4
 * first. The draw depends on the set of players, not on the order they were typed in.
 */
export function drawFirstSeating(players: readonly string[], seed: string): Seating {
  checkIds(players, 'players');
  const sizes = tableSizes(players.length);
  const drawn = seededRandom(seed).shuffle([...players].sort(byCodeUnits));
  return { formula: 'individuel', tables: seatInOrder(drawn, sizes) };
}

/**
 * The first game's seating in doublette: a doublette "rencontre une autre doublette" (regulation 3.1), so a
 * table holds two pairs, seats A-B and C-D. An odd number of pairs cannot be seated (ODD_PAIRS): the organiser
 * adds a pair of substitutes (left out of the standings) or withdraws one.
 */
export function drawDoubletteSeating(pairs: readonly Pair[], seed: string): Seating {
  checkPairs(pairs);
  const drawn = seededRandom(seed).shuffle([...pairs].sort((a, b) => byCodeUnits(a.id, b.id)));
  return { formula: 'doublette', tables: tablesOfPairs(drawn) };
}

export function checkPairs(pairs: readonly Pair[]): void {
  checkIds(
    pairs.map((p) => p?.id),
    'pairs',
  );
  pairs.forEach((p, i) => {
    if (!Array.isArray(p.players) || p.players.length !== 2) {
      throw new PyramideInputError('INVALID_PAIR', `pairs[${i}].players`, t('PYRAMIDE_PAIR_OF_TWO', { pair: String(p.id) }));
    }
  });
  checkIds(
    pairs.flatMap((p) => p.players),
    'pairs.players',
  );
  if (pairs.length < 2 || pairs.length % 2 !== 0) {
    throw new PyramideInputError('ODD_PAIRS', 'pairs', t('PYRAMIDE_ODD_PAIRS', { count: pairs.length }));
  }
}

/** Pairs in drawn order, two by two. */
export function tablesOfPairs(pairs: readonly Pair[]): Table[] {
  const tables: Table[] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const [p, q] = [pairs[i]!, pairs[i + 1]!];
    tables.push({ number: tables.length + 1, players: [...p.players, ...q.players], pairs: [p, q] });
  }
  return tables;
}

/** Every player of a seating, table by table. */
export function seatedPlayers(seating: Seating): string[] {
  return seating.tables.flatMap((table) => table.players);
}

/** Checks a seating given back by a caller (stored, edited): numbered tables of 3 or 4, each player once. */
export function checkSeating(seating: Seating, field = 'seating'): void {
  if (!FORMULAS.includes(seating?.formula)) throw new PyramideInputError('INVALID_FORMULA', `${field}.formula`, t('SHEET_FORMULA'));
  if (!Array.isArray(seating.tables) || seating.tables.length === 0) {
    throw new PyramideInputError('INVALID_SEATING', `${field}.tables`, t('PYRAMIDE_SEATING_EMPTY'));
  }
  seating.tables.forEach((table, i) => {
    const at = `${field}.tables[${i}]`;
    if (table.number !== i + 1) throw new PyramideInputError('INVALID_TABLE', `${at}.number`, t('PYRAMIDE_TABLE_NUMBERS'));
    const sizes = seating.formula === 'doublette' ? [4] : [3, 4];
    if (!Array.isArray(table.players) || !sizes.includes(table.players.length)) {
      throw new PyramideInputError('INVALID_TABLE', `${at}.players`, t('TABLE_SIZE_FOR_FORMULA', { formula: seating.formula }));
    }
    if (seating.formula === 'doublette') {
      const [p, q] = table.pairs ?? [];
      const same = (pair: Pair | undefined, a: string | undefined, b: string | undefined): boolean =>
        !!pair && pair.players?.[0] === a && pair.players?.[1] === b;
      if (!same(p, table.players[0], table.players[1]) || !same(q, table.players[2], table.players[3])) {
        throw new PyramideInputError('INVALID_TABLE', `${at}.pairs`, t('PYRAMIDE_DOUBLETTE_SEATS'));
      }
    }
  });
  checkIds(seatedPlayers(seating), `${field}.players`);
}
