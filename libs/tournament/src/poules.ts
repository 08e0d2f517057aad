import { t } from '@greffier/messages';
import { AfternoonInputError } from './afternoon-errors';

/** Douai, "III - Classement": "Des poules de 16 joueurs seront formées en fonction des résultats du duplicate." */
export const POULE_SIZE = 16;
/** A bracket needs a power of two; 16 is the regulation's, the smaller ones serve small clubs and tests. */
export const POULE_SIZES: readonly number[] = Object.freeze([2, 4, 8, 16]);

export interface PouleEntry {
  /** 1..n inside the poule, in duplicate order. */
  seed: number;
  playerId: string;
  /** Rank among the players of the poules (1-based): the tie-break of classification matches. */
  duplicateRank: number;
}

export interface Poule {
  /** 'A', 'B', ... 'Z', 'AA', 'AB' ... */
  id: string;
  /** 0 for poule A: general place = size x index + place in the poule. */
  index: number;
  /** Slots of the bracket (16); a short last poule has fewer entries than slots. */
  size: number;
  entries: PouleEntry[];
  /** Seeds whose first-round opponent slot is empty, best first. */
  byes: number[];
}

/** 0 -> A, 25 -> Z, 26 -> AA: spreadsheet column letters. */
export function pouleId(index: number): string {
  let id = '';
  for (let n = index; n >= 0; n = Math.floor(n / 26) - 1) id = String.fromCharCode(65 + (n % 26)) + id;
  return id;
}

function checkSize(size: number): void {
  if (!POULE_SIZES.includes(size)) {
    throw new AfternoonInputError('INVALID_POULE', 'size', t('POULE_SIZE', { sizes: POULE_SIZES.join(', '), size: String(size) }));
  }
}

/**
 * Seeds in bracket order, read two by two as the first round's pairs. Each step pairs every seed s with
 * 2m + 1 - s; for 16 this gives the regulation's 1/8: 1-16, 8-9, 4-13, 5-12, 2-15, 7-10, 3-14, 6-11.
 */
export function seedingOrder(size: number = POULE_SIZE): number[] {
  checkSize(size);
  let order = [1];
  while (order.length < size) {
    const m = order.length * 2;
    order = order.flatMap((s) => [s, m + 1 - s]);
  }
  return order;
}

/** The first round's pairs of seeds, in bracket order. */
export function firstRoundPairs(size: number = POULE_SIZE): [number, number][] {
  const order = seedingOrder(size);
  return Array.from({ length: size / 2 }, (_, i) => [order[2 * i]!, order[2 * i + 1]!]);
}

/**
 * Poules of `size` by duplicate rank: ranks 1-16 poule A, 17-32 poule B, and so on. The list is the duplicate
 * ranking's order with the withdrawn players already left out. A short last poule of n players leaves seeds
 * n+1..16 empty, so their first-round opponents (seeds 17-s), the best seeds, get a bye: with n >= 8, seeds
 * 1..16-n; with n < 8, every player.
 */
export function formPoules(rankedPlayerIds: readonly string[], size: number = POULE_SIZE): Poule[] {
  checkSize(size);
  if (!Array.isArray(rankedPlayerIds)) throw new AfternoonInputError('INVALID_POULE', 'rankedPlayerIds', t('PLAYER_IDS_NOT_A_LIST'));
  const seen = new Set<string>();
  rankedPlayerIds.forEach((id, i) => {
    if (typeof id !== 'string' || id === '') {
      throw new AfternoonInputError('INVALID_POULE', `rankedPlayerIds[${i}]`, t('PLAYER_ID_TEXT'));
    }
    if (seen.has(id)) throw new AfternoonInputError('DUPLICATE_PLAYER', `rankedPlayerIds[${i}]`, t('PLAYER_LISTED_TWICE', { player: id }));
    seen.add(id);
  });
  const pairs = firstRoundPairs(size);
  const poules: Poule[] = [];
  for (let start = 0, index = 0; start < rankedPlayerIds.length; start += size, index++) {
    const ids = rankedPlayerIds.slice(start, start + size);
    const entries = ids.map((playerId, i) => ({ seed: i + 1, playerId, duplicateRank: start + i + 1 }));
    const n = entries.length;
    const byes = pairs
      .flatMap(([x, y]) => (x <= n && y > n ? [x] : y <= n && x > n ? [y] : []))
      .sort((a, b) => a - b);
    poules.push({ id: pouleId(index), index, size, entries, byes });
  }
  return poules;
}
