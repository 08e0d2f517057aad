import { seededRandom } from '@greffier/common';
import { type MessageCode, t } from '@greffier/messages';
import { InvalidScoreSheetError, PyramideInputError } from './errors';
import { countedEnigmas, ENIGMAS_PER_GAME } from './plan';
import type { ScoreSheet } from './score-sheet';
import type { Formula } from './seating';
import { validateSheet } from './sheet-validation';
import { tallySheet, type PlayerScore, type TableResult } from './tally';

/** The sheets of one game, one per table. */
export interface GameSheets {
  /** 1-based. */
  game: number;
  sheets: readonly ScoreSheet[];
  /**
   * The arbiter's cap on the enigmas counted at every table (6, 8, 10), or 'uniform': every table counts as
   * many as the slowest table could. Default: each table by its own sheet (6.2).
   */
  enigmaCap?: number | 'uniform';
}

type Figures = Omit<PlayerScore, 'player'>;
const FIGURES: (keyof Figures)[] = ['enigmes', 'pingPong', 'nomsPropres', 'grandesPyramides', 'total', 'bonus', 'solutions'];

/** A player (individual) or a pair (doublette) in one game. */
export interface GameRow extends Figures {
  /** Player id, or pair id in doublette. */
  id: string;
  players: string[];
  /** The sheet's index in the game's list. */
  sheet: number;
  /** Rank in the game; ex aequo share a rank when total, bonus and solutions are all equal. */
  rank: number;
}

export interface GameResult {
  game: number;
  formula: Formula;
  tables: TableResult[];
  rows: GameRow[];
}

/**
 * What separates two rows of the standings, in order: the total, then the bonus points and the enigma solutions
 * ("Elles servent à départager les ex aequo", 6.1), then a random draw (chosen: the regulation stops there).
 */
export const STANDINGS_CRITERIA = ['total', 'bonus', 'solutions', 'random-draw'] as const;
export type StandingsCriterion = (typeof STANDINGS_CRITERIA)[number];
type Column = Exclude<StandingsCriterion, 'random-draw'>;
const COLUMNS: readonly Column[] = ['total', 'bonus', 'solutions'];
const REASONS = { total: 'RANKED_ON_TOTAL', bonus: 'PYRAMIDE_BROKEN_BY_BONUS', solutions: 'PYRAMIDE_BROKEN_BY_SOLUTIONS' } as const satisfies Record<Column, MessageCode>;

type Comparable = Pick<Figures, 'total' | 'bonus' | 'solutions'>;

/** Negative when `a` ranks first; 0 when total, bonus and solutions are all equal. */
export function comparePyramide(a: Comparable, b: Comparable): number {
  for (const key of COLUMNS) if (a[key] !== b[key]) return b[key] - a[key];
  return 0;
}

function separate(a: Comparable, b: Comparable): { criterion: Column; values: [number, number]; reason: string } | null {
  for (const key of COLUMNS) if (a[key] !== b[key]) return { criterion: key, values: [a[key], b[key]], reason: t(REASONS[key], { above: a[key], mine: b[key] }) };
  return null;
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function prefixed(error: unknown, at: string): never {
  if (error instanceof InvalidScoreSheetError) {
    throw new InvalidScoreSheetError(error.violations.map((v) => ({ ...v, box: v.box ? `${at}.${v.box}` : at })));
  }
  throw error;
}

/** Every table of a game, validated as a whole (every violation of every sheet), and the game's ranking. */
export function gameResults(game: GameSheets): GameResult {
  const sheets = game.sheets;
  if (!sheets?.length) throw new PyramideInputError('INVALID_STANDINGS_INPUT', 'sheets', t('PYRAMIDE_GAME_SHEETS'));
  const violations = sheets.flatMap((s, i) => validateSheet(s).violations.map((v) => ({ ...v, box: `sheets[${i}].${v.box}` })));
  if (violations.length > 0) throw new InvalidScoreSheetError(violations);
  const formula = sheets[0]!.formula;
  if (sheets.some((s) => s.formula !== formula)) throw new PyramideInputError('INVALID_STANDINGS_INPUT', 'sheets', t('PYRAMIDE_GAME_ONE_FORMULA'));
  const seen = new Set<string>();
  sheets.forEach((s, i) =>
    s.players.forEach((p) => {
      if (seen.has(p)) throw new PyramideInputError('DUPLICATE_PLAYER', `sheets[${i}].players`, t('PYRAMIDE_AT_TWO_TABLES', { player: p }));
      seen.add(p);
    }),
  );
  const cap =
    game.enigmaCap === 'uniform'
      ? Math.min(...sheets.map((s) => countedEnigmas(s.enigmes.length)))
      : (game.enigmaCap ?? ENIGMAS_PER_GAME);
  let tables: TableResult[];
  try {
    tables = sheets.map((s) => tallySheet(s, { enigmaCap: cap }));
  } catch (error) {
    prefixed(error, `game ${game.game}`);
  }
  const rows: GameRow[] = tables.flatMap((table, sheet) =>
    formula === 'doublette'
      ? table.pairScores!.map(({ pair, players, ...f }) => ({ id: pair, players, sheet, rank: 0, ...pick(f) }))
      : table.scores.map(({ player, ...f }) => ({ id: player, players: [player], sheet, rank: 0, ...pick(f) })),
  );
  rows.sort((a, b) => comparePyramide(a, b) || byCodeUnits(a.id, b.id));
  rows.forEach((r, i) => (r.rank = i > 0 && comparePyramide(rows[i - 1]!, r) === 0 ? rows[i - 1]!.rank : i + 1));
  return { game: game.game, formula, tables, rows };
}

const pick = (f: Figures): Figures => Object.fromEntries(FIGURES.map((k) => [k, f[k]])) as unknown as Figures;

export interface StandingsRow extends Figures {
  rank: number;
  id: string;
  players: string[];
  /** Games played. */
  games: number;
  /** The total of each game in order; null for a game not played. */
  perGame: (number | null)[];
  /** Another ranked row has the same total. */
  tiedOnTotal: boolean;
  /** What separates this row from the one above; null for the first. */
  brokenBy: StandingsCriterion | null;
  /** The same in words, for the documents. */
  brokenByReason: string | null;
  /** When a random draw decided: the lot drawn (1 = first of the group) and the group's size. */
  randomDraw: { seed: string; lot: number; of: number } | null;
}

export interface StandingsTieDraw {
  /** `${randomSeed}|${ids.join('|')}`: the group's own seed. */
  seed: string;
  ids: string[];
  drawn: string[];
}

export interface Standings {
  formula: Formula;
  games: GameResult[];
  rows: StandingsRow[];
  /** Substitutes and other players left out of the ranking, with their figures. */
  notRanked: Omit<StandingsRow, 'rank' | 'tiedOnTotal' | 'brokenBy' | 'brokenByReason' | 'randomDraw'>[];
  randomSeed: string;
  randomDraws: StandingsTieDraw[];
}

export interface StandingsOptions {
  /** The seed stored with the tournament for the last tie-break. */
  randomSeed: string;
  /** Ids (players, or pairs in doublette) that played but are not ranked: substitutes seated to fill a table. */
  notRanked?: readonly string[];
}

/**
 * The standings over the games of a tournament, by player (individual) or pair (doublette): the sum of the
 * games' points, ties broken by the bonus points, then the enigma solutions (6.1), then a seeded random draw
 * (chosen: the regulation stops at the two columns).
 */
export function standings(games: readonly GameSheets[], options: StandingsOptions): Standings {
  if (typeof options?.randomSeed !== 'string' || options.randomSeed === '') {
    throw new PyramideInputError('INVALID_STANDINGS_INPUT', 'randomSeed', t('PYRAMIDE_STANDINGS_SEED'));
  }
  if (!games?.length) throw new PyramideInputError('INVALID_STANDINGS_INPUT', 'games', t('PYRAMIDE_NO_GAME'));
  const numbers = games.map((g) => g.game);
  if (new Set(numbers).size !== numbers.length) throw new PyramideInputError('INVALID_STANDINGS_INPUT', 'games', t('PYRAMIDE_GAME_TWICE'));
  const results = [...games].sort((a, b) => a.game - b.game).map(gameResults);
  const formula = results[0]!.formula;
  if (results.some((r) => r.formula !== formula)) throw new PyramideInputError('INVALID_STANDINGS_INPUT', 'games', t('PYRAMIDE_TOURNAMENT_ONE_FORMULA'));

  type Line = Omit<StandingsRow, 'rank' | 'tiedOnTotal' | 'brokenBy' | 'brokenByReason' | 'randomDraw'>;
  const lines = new Map<string, Line>();
  results.forEach((r, g) => {
    for (const row of r.rows) {
      const line =
        lines.get(row.id) ??
        ({ id: row.id, players: row.players, games: 0, perGame: results.map(() => null), ...pick({ enigmes: 0, pingPong: 0, nomsPropres: 0, grandesPyramides: 0, total: 0, bonus: 0, solutions: 0 }) } as Line);
      for (const k of FIGURES) line[k] += row[k];
      line.games++;
      line.perGame[g] = row.total;
      lines.set(row.id, line);
    }
  });
  const excluded = new Set(options.notRanked ?? []);
  const all = [...lines.values()].sort((a, b) => byCodeUnits(a.id, b.id));
  const ranked = all.filter((l) => !excluded.has(l.id));
  const sorted = [...ranked].sort((a, b) => comparePyramide(a, b) || byCodeUnits(a.id, b.id));

  const ordered: Line[] = [];
  const randomDraws: StandingsTieDraw[] = [];
  const lots = new Map<string, { seed: string; lot: number; of: number }>();
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && comparePyramide(sorted[i]!, sorted[j]!) === 0) j++;
    const group = sorted.slice(i, j);
    if (group.length > 1) {
      const ids = group.map((l) => l.id);
      const seed = [options.randomSeed, ...ids].join('|');
      const drawn = seededRandom(seed).shuffle(ids);
      randomDraws.push({ seed, ids, drawn });
      drawn.forEach((id, k) => lots.set(id, { seed, lot: k + 1, of: ids.length }));
      ordered.push(...drawn.map((id) => group.find((l) => l.id === id)!));
    } else ordered.push(group[0]!);
    i = j;
  }
  const totals = new Map<number, number>();
  for (const l of ranked) totals.set(l.total, (totals.get(l.total) ?? 0) + 1);
  const rows = ordered.map((l, i): StandingsRow => {
    const above = i > 0 ? ordered[i - 1]! : null;
    const sep = above ? separate(above, l) : null;
    const lot = lots.get(l.id) ?? null;
    const reason = !above
      ? null
      : sep
        ? sep.reason
        : t('BROKEN_BY_RANDOM_DRAW', { lotAbove: lots.get(above.id)!.lot, lot: lot!.lot, of: lot!.of });
    return {
      rank: i + 1,
      ...l,
      tiedOnTotal: totals.get(l.total)! > 1,
      brokenBy: !above ? null : sep ? sep.criterion : 'random-draw',
      brokenByReason: reason,
      randomDraw: lot,
    };
  });
  return { formula, games: results, rows, notRanked: all.filter((l) => excluded.has(l.id)), randomSeed: options.randomSeed, randomDraws };
}
