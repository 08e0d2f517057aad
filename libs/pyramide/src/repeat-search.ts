import { seededRandom, type SeededRandom } from '@greffier/common';

// A local search over groupings (players into tables, or pairs into tables) that minimises the cost of the
// meetings it makes. Deterministic: the same seed gives the same grouping.

/** The cost of two units meeting again: a repeat weighs more than any number of second-order terms. */
export const REPEAT_WEIGHT = 1_000_000;
const TIMES_WEIGHT = 1_000;
const RECENT_WINDOW = 50;

/**
 * The cost of a meeting: 0 when they never met; else one repeat, plus how often they met, plus how recently
 * (meeting again at the next game weighs most: "trop tôt").
 */
export function meetingCost(previousGames: readonly number[], game: number): number {
  if (previousGames.length === 0) return 0;
  const ago = game - Math.max(...previousGames);
  return REPEAT_WEIGHT + TIMES_WEIGHT * previousGames.length + Math.max(0, RECENT_WINDOW - ago);
}

export function groupingCost(groups: readonly (readonly number[])[], cost: readonly (readonly number[])[]): number {
  let total = 0;
  for (const g of groups) for (let i = 0; i < g.length; i++) for (let j = i + 1; j < g.length; j++) total += cost[g[i]!]![g[j]!]!;
  return total;
}

function randomGrouping(n: number, sizes: readonly number[], rng: SeededRandom): number[][] {
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  let next = 0;
  return sizes.map((s) => {
    const g = order.slice(next, next + s);
    next += s;
    return g;
  });
}

/** Swaps units between groups while a swap lowers the cost (first improvement, in a seeded order). */
function climb(groups: number[][], cost: readonly (readonly number[])[], rng: SeededRandom): void {
  const n = groups.reduce((s, g) => s + g.length, 0);
  const where = new Array<number>(n);
  groups.forEach((g, gi) => g.forEach((u) => (where[u] = gi)));
  // What a unit costs in a group, leaving out one member (the one it would replace).
  const costIn = (u: number, gi: number, without: number): number => groups[gi]!.reduce((s, v) => (v === without ? s : s + cost[u]![v]!), 0);
  const pairs: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) pairs.push([a, b]);
  for (let improved = true; improved; ) {
    improved = false;
    for (const [a, b] of rng.shuffle(pairs)) {
      const ga = where[a]!;
      const gb = where[b]!;
      if (ga === gb) continue;
      const delta = costIn(b, ga, a) - costIn(a, ga, a) + costIn(a, gb, b) - costIn(b, gb, b);
      if (delta < 0) {
        groups[ga]![groups[ga]!.indexOf(a)] = b;
        groups[gb]![groups[gb]!.indexOf(b)] = a;
        where[a] = gb;
        where[b] = ga;
        improved = true;
      }
    }
  }
}

export interface SearchOptions {
  seed: string;
  /** A grouping to start from (the regulation's rotation): the result is never worse than it. */
  start?: readonly (readonly number[])[] | null;
  /** Random restarts besides the start; default 12. */
  restarts?: number;
}

/**
 * Groups units 0..n-1 into groups of the given sizes so that the sum of cost[i][j] over units grouped together
 * is as small as the search finds: hill climbing by swaps from the start and from seeded random groupings.
 */
export function minimiseMeetings(n: number, sizes: readonly number[], cost: readonly (readonly number[])[], options: SearchOptions): number[][] {
  const rng = seededRandom(options.seed);
  const starts: number[][][] = [];
  if (options.start) starts.push(options.start.map((g) => [...g]));
  const restarts = options.restarts ?? 12;
  for (let r = 0; r < restarts; r++) starts.push(randomGrouping(n, sizes, rng));
  let best: number[][] | null = null;
  let bestCost = Infinity;
  for (const groups of starts) {
    climb(groups, cost, rng);
    const c = groupingCost(groups, cost);
    if (c < bestCost) {
      best = groups;
      bestCost = c;
    }
    if (bestCost === 0) break;
  }
  return best!;
}
