import { seededRandom } from '@greffier/common';
import { t } from '@greffier/messages';
import {
  perMille,
  RANKING_FORM_COLUMNS,
  rankingForm,
  type NotCountedReason,
  type PlayerSheetSummary,
  type RankingForm,
  type SheetStats,
} from './duplicate-summary';
import { TournamentInputError } from './errors';

/**
 * What separated two players, in the regulation's order (docs/rules/duplicate-ranking.md, "The ranking"): the
 * one list of the criteria's names, which the API's ranking, its OpenAPI document and the printed ranking read.
 */
export const TIE_BREAK_CRITERIA = ['total', 'tens', 'numbers', 'nines', 'eights', 'sevens', 'first-topped-draw', 'random-draw'] as const;
export type TieBreakCriterion = (typeof TIE_BREAK_CRITERIA)[number];

type ColumnCriterion = Exclude<TieBreakCriterion, 'first-topped-draw' | 'random-draw'>;

/** Douai, "III - Classement": the columns in order, each higher-is-better. */
const COLUMNS: readonly (readonly [ColumnCriterion, keyof RankingForm])[] = [
  ['total', 'total'],
  ['tens', 'tens'],
  ['numbers', 'numbersPoints'],
  ['nines', 'nines'],
  ['eights', 'eights'],
  ['sevens', 'sevens'],
];

/** Why `first` ranks before `second`, or null when every criterion but the random draw leaves them equal. */
export interface Separation {
  criterion: Exclude<TieBreakCriterion, 'random-draw'>;
  /** The first player's and the second's figures on that criterion (for first-topped-draw: 1 topped, 0 not). */
  values: [number, number];
  /** first-topped-draw: the coup and its place in play order (1-based). */
  round?: number;
  position?: number;
}

type Comparable = Pick<PlayerSheetSummary, keyof RankingForm | 'toppedRounds'>;

/**
 * Compares two players on every criterion but the random draw: negative when `a` ranks first, 0 on a perfect tie.
 * The last criterion, "au premier coup non topé", reads: the first coup in play order that one of them topped
 * and the other did not; who topped it ranks first. That is a lexicographic comparison of the topped vectors in
 * play order (topped > not topped), so the comparison is a total preorder, also for groups of 3 or more.
 */
export function separate(a: Comparable, b: Comparable, playOrder: readonly number[]): (Separation & { sign: number }) | null {
  for (const [criterion, key] of COLUMNS) {
    if (a[key] !== b[key]) return { criterion, values: [a[key], b[key]], sign: a[key] > b[key] ? -1 : 1 };
  }
  const ta = new Set(a.toppedRounds);
  const tb = new Set(b.toppedRounds);
  for (let i = 0; i < playOrder.length; i++) {
    const round = playOrder[i]!;
    if (ta.has(round) !== tb.has(round)) {
      const aTopped = ta.has(round);
      return { criterion: 'first-topped-draw', values: aTopped ? [1, 0] : [0, 1], round, position: i + 1, sign: aTopped ? -1 : 1 };
    }
  }
  return null;
}

/**
 * The comparator of the ranking before the random draw (for Array.prototype.sort): the sign `separate` gives, or
 * 0, computed without building the separation (it runs a few thousand times a ranking).
 */
export function compareDuplicate(a: Comparable, b: Comparable, playOrder: readonly number[]): number {
  // The columns of COLUMNS, named one by one: a property read the engine compiles once, not a key looked up each time.
  if (a.total !== b.total) return a.total > b.total ? -1 : 1;
  if (a.tens !== b.tens) return a.tens > b.tens ? -1 : 1;
  if (a.numbersPoints !== b.numbersPoints) return a.numbersPoints > b.numbersPoints ? -1 : 1;
  if (a.nines !== b.nines) return a.nines > b.nines ? -1 : 1;
  if (a.eights !== b.eights) return a.eights > b.eights ? -1 : 1;
  if (a.sevens !== b.sevens) return a.sevens > b.sevens ? -1 : 1;
  if (a.toppedRounds.length === 0 && b.toppedRounds.length === 0) return 0;
  for (let i = 0; i < playOrder.length; i++) {
    const aTopped = a.toppedRounds.includes(playOrder[i]!);
    if (aTopped !== b.toppedRounds.includes(playOrder[i]!)) return aTopped ? -1 : 1;
  }
  return 0;
}

/** A random draw between players tied on every other criterion: reproducible from its seed. */
export interface RandomTieDraw {
  /** `${randomSeed}|${players.join('|')}`: the group's own seed, so a correction elsewhere does not redraw it. */
  seed: string;
  /** The tied players by id (code-unit order): the input of the shuffle. */
  players: string[];
  /** seededRandom(seed).shuffle(players): the order drawn, first ranks first. */
  drawn: string[];
}

export interface DuplicateRankingRow extends RankingForm {
  rank: number;
  playerId: string;
  lettersPoints: number;
  toppedRounds: number[];
  /** Another counted player has the same total (the tie-breaks were needed). */
  tiedOnTotal: boolean;
  /** What separates this player from the one just above; null for the first. */
  brokenBy: TieBreakCriterion | null;
  /** The same in words, for the documents; null for the first. */
  brokenByReason: string | null;
  /** When brokenBy is first-topped-draw: the coup the player above topped and this one did not. */
  firstToppedDifference: { round: number; position: number } | null;
  /** When this player was in a random draw: the lot drawn (1 = first of the group) and the group's size. */
  randomDraw: { seed: string; lot: number; of: number } | null;
  /** Total / sum of the draws' tops, per mille (874 = 87.4 %); null when the tops are unknown. */
  percentOfTopPerMille: number | null;
  stats: SheetStats;
}

export interface NotCountedRow {
  playerId: string;
  reason: NotCountedReason;
  form: RankingForm;
}

export interface DuplicateRanking {
  rows: DuplicateRankingRow[];
  /** Sheets left out of the ranking (not fully copied out, unreadable), by player id. */
  notCounted: NotCountedRow[];
  randomSeed: string;
  /** Every random draw made, to store with the ranking. */
  randomDraws: RandomTieDraw[];
}

export interface RankDuplicateOptions {
  /** The seed stored with the session for the ranking's random draws. */
  randomSeed: string;
}

/** The figures of a summary that are counts or points (whole numbers, never negative). */
const FIGURES = [...RANKING_FORM_COLUMNS, 'lettersPoints', 'topPoints'] as const;

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A count or points: a whole number, never negative. */
const isCount = (value: unknown): boolean => Number.isInteger(value) && (value as number) >= 0;

function validate(players: readonly PlayerSheetSummary[], playOrder: readonly number[], options: RankDuplicateOptions): void {
  if (typeof options?.randomSeed !== 'string' || options.randomSeed === '') {
    throw new TournamentInputError('INVALID_SUMMARY', 'randomSeed', t('RANKING_SEED'));
  }
  const rounds = new Set(playOrder);
  if (rounds.size !== playOrder.length || playOrder.some((r) => !Number.isInteger(r) || r < 1)) {
    throw new TournamentInputError('INVALID_PLAY_ORDER', 'playOrder', t('PLAY_ORDER'));
  }
  const ids = new Set<string>();
  const invalid = (i: number, field: string, why: string): never => {
    throw new TournamentInputError('INVALID_SUMMARY', `players[${i}].${field}`, t('AT_PLAYER', { player: String(players[i]?.playerId), message: why }));
  };
  players.forEach((p, i) => {
    if (typeof p?.playerId !== 'string' || p.playerId === '') invalid(i, 'playerId', t('PLAYER_ID_REQUIRED'));
    if (ids.has(p.playerId)) throw new TournamentInputError('DUPLICATE_PLAYER', `players[${i}].playerId`, t('TWO_SHEETS', { player: p.playerId }));
    ids.add(p.playerId);
    // FIGURES one by one (a ranking of 1,000 sheets is validated after each correction), then the key found.
    const counts = isCount(p.total) && isCount(p.tens) && isCount(p.numbersPoints) && isCount(p.nines) && isCount(p.eights);
    if (!(counts && isCount(p.sevens) && isCount(p.lettersPoints) && isCount(p.topPoints))) {
      invalid(i, FIGURES.find((key) => !isCount(p[key]))!, t('POINTS_AND_COUNTS'));
    }
    if (!Array.isArray(p.toppedRounds) || !p.toppedRounds.every((r) => rounds.has(r))) invalid(i, 'toppedRounds', t('TOPPED_NOT_IN_ORDER'));
    if (p.notCounted != null && p.notCounted !== 'INCOMPLETE' && p.notCounted !== 'UNREADABLE') invalid(i, 'notCounted', t('NOT_COUNTED_UNKNOWN'));
  });
}

function reasonFor(sep: Separation | null, draw: { lotAbove: number; lot: number; of: number } | null): string {
  if (sep === null) return t('BROKEN_BY_RANDOM_DRAW', { lotAbove: draw!.lotAbove, lot: draw!.lot, of: draw!.of });
  const [above, mine] = sep.values;
  if (sep.criterion === 'first-topped-draw') return t('BROKEN_AT_FIRST_TOPPED', { round: sep.round! });
  if (sep.criterion === 'total') return t('RANKED_ON_TOTAL', { above, mine });
  return t('BROKEN_ON_COLUMN', { column: sep.criterion, above, mine });
}

/** A player's lot in a random draw: the group's seed, the lot drawn (1 = first of the group) and the group's size. */
export interface RandomLot {
  seed: string;
  lot: number;
  of: number;
}

/**
 * A ranking's order before its rows are written (orderDuplicate): the counted players in ranking order, the lots of
 * those a random draw placed, and how many counted players have each total. Each row is then a function of its
 * player, its place and the player just above (duplicateRow), so a caller that keeps the rows of a previous
 * ranking can take again every row whose inputs are the same.
 */
export interface DuplicateOrder {
  ordered: PlayerSheetSummary[];
  lots: ReadonlyMap<string, RandomLot>;
  randomDraws: RandomTieDraw[];
  notCounted: NotCountedRow[];
  /** How many counted players have each total (a total held by more than one needed the tie-breaks). */
  totals: ReadonlyMap<number, number>;
  playOrder: readonly number[];
}

/**
 * The order of the duplicate ranking (Douai regulation, "III - Classement"; docs/rules/duplicate-ranking.md, "The
 * ranking"): total points, then 10-letter words, numbers points, 9-, 8-, 7-letter words, then the first coup in play
 * order topped by one and not the other, then a seeded random draw. Sheets marked not counted are listed apart.
 */
export function orderDuplicate(players: readonly PlayerSheetSummary[], playOrder: readonly number[], options: RankDuplicateOptions): DuplicateOrder {
  validate(players, playOrder, options);
  const counted: PlayerSheetSummary[] = [];
  const notCounted: NotCountedRow[] = [];
  for (const p of players) {
    if (p.notCounted == null) counted.push(p);
    else notCounted.push({ playerId: p.playerId, reason: p.notCounted, form: rankingForm(p) });
  }
  notCounted.sort((a, b) => byCodeUnits(a.playerId, b.playerId));

  // Within a perfect tie, the id order is only the shuffle's input: the random draw decides.
  const sorted = counted.sort((a, b) => compareDuplicate(a, b, playOrder) || byCodeUnits(a.playerId, b.playerId));
  const ordered: PlayerSheetSummary[] = [];
  const randomDraws: RandomTieDraw[] = [];
  const lots = new Map<string, RandomLot>();
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && compareDuplicate(sorted[i]!, sorted[j]!, playOrder) === 0) j++;
    if (j - i > 1) {
      const group = sorted.slice(i, j);
      const ids = group.map((p) => p.playerId);
      const seed = [options.randomSeed, ...ids].join('|');
      const drawn = seededRandom(seed).shuffle(ids);
      randomDraws.push({ seed, players: ids, drawn });
      drawn.forEach((id, k) => lots.set(id, { seed, lot: k + 1, of: ids.length }));
      const byId = new Map(group.map((p) => [p.playerId, p]));
      for (const id of drawn) ordered.push(byId.get(id)!);
    } else ordered.push(sorted[i]!);
    i = j;
  }

  const totals = new Map<number, number>();
  for (const p of counted) totals.set(p.total, (totals.get(p.total) ?? 0) + 1);
  return { ordered, lots, randomDraws, notCounted, totals, playOrder };
}

/** The row of the player at `index` (0-based) of an order: a function of that player, the one above, their lots and their total's count. */
export function duplicateRow({ ordered, lots, totals, playOrder }: DuplicateOrder, index: number): DuplicateRankingRow {
  const p = ordered[index]!;
  const above = index > 0 ? ordered[index - 1]! : null;
  const sep = above ? separate(above, p, playOrder) : null;
  const lot = lots.get(p.playerId) ?? null;
  const randomReason = above && !sep ? { lotAbove: lots.get(above.playerId)!.lot, lot: lot!.lot, of: lot!.of } : null;
  return {
    rank: index + 1,
    playerId: p.playerId,
    ...rankingForm(p),
    lettersPoints: p.lettersPoints,
    toppedRounds: playOrder.filter((r) => p.toppedRounds.includes(r)),
    tiedOnTotal: totals.get(p.total)! > 1,
    brokenBy: above ? (sep?.criterion ?? 'random-draw') : null,
    brokenByReason: above ? reasonFor(sep, randomReason) : null,
    firstToppedDifference: sep?.criterion === 'first-topped-draw' ? { round: sep.round!, position: sep.position! } : null,
    randomDraw: lot,
    percentOfTopPerMille: perMille(p.total, p.topPoints),
    stats: { ...p.stats },
  };
}

/**
 * The duplicate ranking (Douai regulation, "III - Classement"; docs/rules/duplicate-ranking.md, "The ranking"): the
 * order (orderDuplicate) and each of its rows (duplicateRow). The result depends on the set of players only, not on
 * their order in the input.
 */
export function rankDuplicate(
  players: readonly PlayerSheetSummary[],
  playOrder: readonly number[],
  options: RankDuplicateOptions,
): DuplicateRanking {
  const order = orderDuplicate(players, playOrder, options);
  return {
    rows: order.ordered.map((_, i) => duplicateRow(order, i)),
    notCounted: order.notCounted,
    randomSeed: options.randomSeed,
    randomDraws: order.randomDraws,
  };
}
