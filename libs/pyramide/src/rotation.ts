import { seededRandom } from '@greffier/common';
import { t } from '@greffier/messages';
import { PyramideInputError } from './errors';
import { meetingLog, repeatsOf, type Repeat } from './meetings';
import { groupingCost, meetingCost, minimiseMeetings } from './repeat-search';
import { checkPairs, checkSeating, seatedPlayers, tableSizes, type Pair, type Seating, type Table } from './seating';

export type RotationMethod = 'regulation' | 'computed';

/** Why the regulation's rotation was not used. */
export type RotationFallback =
  /** The regulation's rotation is for individual play (3.2); pairs meet pairs by the computed rotation. */
  | 'DOUBLETTE'
  /** The moves would turn a table of 3 into a table of 4 or 2 (mixed sizes that the moves do not keep). */
  | 'TABLE_SIZES'
  /** A player joined or left since the last game. */
  | 'PLAYERS_CHANGED'
  /** Players would meet again and the computed rotation makes fewer repeats (few tables, many games). */
  | 'REPEATS';

export interface RotationResult {
  /** The game (1-based) this seating is for. */
  game: number;
  seating: Seating;
  method: RotationMethod;
  /** null when the regulation's rotation was used. */
  fallback: RotationFallback | null;
  /** The players (pairs, in doublette) of this seating who met before. */
  repeats: Repeat[];
  /** The repeats the regulation's rotation would have made; null when it cannot be applied. */
  regulationRepeats: Repeat[] | null;
}

const mod = (a: number, n: number): number => ((a % n) + n) % n;

/**
 * The regulation's rotation (3.2): "A reste à la même table, B avance d'une table, C recule d'une table, D avance
 * de 2 tables", around the tables (the last table's B goes to table 1). Each keeps their letter. Null when it
 * does not work: a table would not stay a table of 3 or 4 (mixed sizes), or the seating is not individual play.
 */
export function regulationRotation(seating: Seating): Seating | null {
  if (seating.formula !== 'individuel') return null;
  const tables = seating.tables;
  const n = tables.length;
  const moved: Table[] = tables.map((t, i) => {
    const players = [t.players[0], tables[mod(i - 1, n)]!.players[1], tables[mod(i + 1, n)]!.players[2], tables[mod(i - 2, n)]!.players[3]];
    return { number: t.number, players: players.filter((p): p is string => p !== undefined), pairs: null };
  });
  // A table of 3 has no D: the rotation keeps the sizes only if a D arrives exactly where a D leaves.
  if (moved.some((t, i) => t.players.length !== tables[i]!.players.length || t.players.length < 3)) return null;
  return { formula: 'individuel', tables: moved };
}

export interface NextSeatingOptions {
  /** The seed stored with the tournament; each game draws from `${seed}|game${n}`. */
  seed: string;
  /** Individual play: the players of the next game, when some joined or left; default the last game's. */
  players?: readonly string[];
  /** Doublette: the pairs of the next game, when some joined or left; default the last game's. */
  pairs?: readonly Pair[];
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const sorted = (a: readonly string[]): string => [...a].sort(byCodeUnits).join('\u0000');
const sameSet = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && sorted(a) === sorted(b);

/**
 * The seating of the next game. Individual play: the regulation's rotation when it works and makes no repeat;
 * when it makes repeats, a computed rotation (a seeded local search over the seatings that minimises the repeats,
 * then how often and how recently they met) replaces it only if it makes strictly fewer; when it cannot work, the
 * computed rotation. Doublette: always the computed rotation, pair against pair, starting from a round robin
 * (circle method) on the first game's seating, so that no pair meets another twice while the pairs last.
 */
export function nextSeating(history: readonly Seating[], options: NextSeatingOptions): RotationResult {
  if (!history?.length) {
    throw new PyramideInputError('INVALID_GAMES', 'history', t('PYRAMIDE_HISTORY_EMPTY'));
  }
  if (typeof options?.seed !== 'string' || options.seed === '') throw new PyramideInputError('INVALID_SEATING', 'seed', t('PYRAMIDE_ROTATION_SEED'));
  history.forEach((s, i) => checkSeating(s, `history[${i}]`));
  const last = history[history.length - 1]!;
  const game = history.length + 1;
  const met = meetingLog(history);
  const seed = `${options.seed}|game${game}`;

  if (last.formula === 'doublette') {
    const pairs = options.pairs ? [...options.pairs] : last.tables.flatMap((t) => t.pairs!);
    checkPairs(pairs);
    const units = pairs.map((p) => p.id).sort(byCodeUnits);
    const first = history[0]!.tables.flatMap((t) => t.pairs!.map((p) => p.id));
    const start = sameSet(first, units) ? circleRound(history[0]!, game - 1) : null;
    const groups = search(units, Array<number>(pairs.length / 2).fill(2), met, game, seed, start);
    const byId = new Map(pairs.map((p) => [p.id, p]));
    const rng = seededRandom(`${seed}|seats`);
    const tables = groups.map((g, i): Table => {
      const [p, q] = rng.shuffle(g).map((id) => byId.get(id)!) as [Pair, Pair];
      return { number: i + 1, players: [...p.players, ...q.players], pairs: [p, q] };
    });
    const seating: Seating = { formula: 'doublette', tables };
    return { game, seating, method: 'computed', fallback: 'DOUBLETTE', repeats: repeatsOf(seating, game, met), regulationRepeats: null };
  }

  const players = options.players ? [...options.players] : seatedPlayers(last);
  const changed = !sameSet(players, seatedPlayers(last));
  const regulation = changed ? null : regulationRotation(last);
  const regulationRepeats = regulation ? repeatsOf(regulation, game, met) : null;
  if (regulation && regulationRepeats!.length === 0) {
    return { game, seating: regulation, method: 'regulation', fallback: null, repeats: [], regulationRepeats };
  }

  const units = [...players].sort(byCodeUnits);
  if (new Set(units).size !== units.length) throw new PyramideInputError('DUPLICATE_PLAYER', 'players', t('PYRAMIDE_PLAYER_TWICE'));
  const sizes = regulation ? regulation.tables.map((t) => t.players.length) : tableSizes(units.length);
  const start = regulation ? regulation.tables.map((t) => t.players) : null;
  const groups = search(units, sizes, met, game, seed, start);
  if (regulation && sameGrouping(groups, start!)) {
    // No seating found with fewer repeats: the regulation's stands.
    return { game, seating: regulation, method: 'regulation', fallback: null, repeats: regulationRepeats!, regulationRepeats };
  }
  const rng = seededRandom(`${seed}|seats`);
  const tables = groups.map((g, i): Table => ({ number: i + 1, players: rng.shuffle([...g].sort(byCodeUnits)), pairs: null }));
  const seating: Seating = { formula: 'individuel', tables };
  const fallback: RotationFallback = changed ? 'PLAYERS_CHANGED' : regulation ? 'REPEATS' : 'TABLE_SIZES';
  return { game, seating, method: 'computed', fallback, repeats: repeatsOf(seating, game, met), regulationRepeats };
}

/**
 * Round `round` of the circle method (a round robin) from the first doublette seating: with n pairs, n - 1
 * games in which no pair meets another twice. Round 0 is the first seating itself.
 */
function circleRound(first: Seating, round: number): string[][] {
  const k = first.tables.length;
  const positions = [...first.tables.map((t) => t.pairs![0].id), ...first.tables.map((t) => t.pairs![1].id).reverse()];
  const n = positions.length;
  const rest = positions.slice(1);
  const turned = [positions[0]!, ...rest.map((_, j) => rest[mod(j - round, n - 1)]!)];
  return Array.from({ length: k }, (_, i) => [turned[i]!, turned[n - 1 - i]!]);
}

const sameGrouping = (a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean =>
  a.length === b.length && a.every((g, i) => sameSet(g, b[i]!));

/** The local search on unit names; returns groups of names, the start itself unless strictly better was found. */
function search(
  units: readonly string[],
  sizes: readonly number[],
  met: ReadonlyMap<string, readonly number[]>,
  game: number,
  seed: string,
  start: readonly (readonly string[])[] | null,
): string[][] {
  const index = new Map(units.map((u, i) => [u, i]));
  const key = (a: string, b: string): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);
  const cost = units.map((a) => units.map((b) => (a === b ? 0 : meetingCost(met.get(key(a, b)) ?? [], game))));
  const startIdx = start ? start.map((g) => g.map((u) => index.get(u)!)) : null;
  const found = minimiseMeetings(units.length, sizes, cost, { seed, start: startIdx });
  if (startIdx && groupingCost(found, cost) >= groupingCost(startIdx, cost)) return start!.map((g) => [...g]);
  return found.map((g) => g.map((i) => units[i]!));
}

export interface RotationPlan {
  /** Game 1 (the draw given) then each rotation. */
  seatings: Seating[];
  /** From game 2 on: how each game was seated. */
  rotations: RotationResult[];
  /** Every repeat of the plan. */
  repeats: Repeat[];
  /** The repeats the regulation's rotation alone would make over the same games; null when it cannot work. */
  regulationRepeats: Repeat[] | null;
}

/**
 * The seatings of a tournament of `games` games from its first seating, game after game (nextSeating). When
 * the regulation's rotation alone would make no more repeats over the whole tournament, it is kept throughout:
 * the plan is never worse than the regulation's.
 */
export function planRotations(first: Seating, games: number, seed: string): RotationPlan {
  if (!Number.isInteger(games) || games < 1) throw new PyramideInputError('INVALID_GAMES', 'games', t('PYRAMIDE_GAMES_COUNT'));
  checkSeating(first, 'first');
  const seatings = [first];
  const rotations: RotationResult[] = [];
  for (let g = 2; g <= games; g++) {
    const r = nextSeating(seatings, { seed });
    rotations.push(r);
    seatings.push(r.seating);
  }
  const regulationOnly = regulationSchedule(first, games);
  const regulationRepeats = regulationOnly ? allRepeats(regulationOnly) : null;
  const repeats = allRepeats(seatings);
  if (regulationOnly && regulationRepeats!.length <= repeats.length && rotations.some((r) => r.method === 'computed')) {
    const met = meetingLog(regulationOnly);
    const kept = regulationOnly.slice(1).map(
      (seating, i): RotationResult => ({
        game: i + 2,
        seating,
        method: 'regulation',
        fallback: null,
        repeats: repeatsOf(seating, i + 2, met),
        regulationRepeats: repeatsOf(seating, i + 2, met),
      }),
    );
    return { seatings: regulationOnly, rotations: kept, repeats: regulationRepeats!, regulationRepeats };
  }
  return { seatings, rotations, repeats, regulationRepeats };
}

function regulationSchedule(first: Seating, games: number): Seating[] | null {
  const out = [first];
  for (let g = 2; g <= games; g++) {
    const next = regulationRotation(out[out.length - 1]!);
    if (!next) return null;
    out.push(next);
  }
  return out;
}

function allRepeats(seatings: readonly Seating[]): Repeat[] {
  const met = meetingLog(seatings);
  return seatings.flatMap((s, g) => repeatsOf(s, g + 1, met));
}

