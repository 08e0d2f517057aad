import { seededRandom } from '@greffier/common';
import { type SloubiSettings, VARIANTS, type VariantRules } from './settings';

/** One throw: the faces of its dice, 1 to 6. */
export type Throw = number[];
/** One player's throws for a round or a tie-break: 60 throws of 3 dice (standard), 10 of 2 (children). */
export type Series = Throw[];

export interface SloubiTieBreak {
  /** By seat, in seat order: the throws of each tied player; null for the players who do not throw again. */
  throws: (Series | null)[];
}

export interface SloubiRound {
  /** By seat, in seat order: each player's throws. */
  throws: Series[];
  /** Only the players tied for the highest total throw again, until one of them wins. */
  tieBreaks: SloubiTieBreak[];
}

export interface SloubiRecord {
  rounds: SloubiRound[];
}

/** A player's total for a series: the sum of the dice, plus the variant's offset (children: minus 4, once). */
export function seriesTotal(series: Series, rules: VariantRules): number {
  return series.reduce((sum, t) => sum + t.reduce((s, d) => s + d, 0), 0) + rules.offset;
}

/** The seat indexes (0-based) among `among` with the highest total. */
export function leaders(totals: readonly (number | null)[], among: readonly number[]): number[] {
  const best = Math.max(...among.map((i) => totals[i] ?? -Infinity));
  return among.filter((i) => totals[i] === best);
}

/**
 * The server's throws for round `number` (1-based), from the seed alone: the generator is seeded with
 * `${seed}:${number}`, then every die is drawn in order (player by seat, throw by throw, die by die), then each
 * tie-break the same way for the tied players only, until one wins. The same seed replays the same game.
 */
export function throwRound(settings: SloubiSettings, seatCount: number, number: number): SloubiRound {
  const rules = VARIANTS[settings.variant];
  const random = seededRandom(`${settings.seed}:${number}`);
  const series = (): Series => Array.from({ length: rules.throwsPerRound }, () => Array.from({ length: rules.dicePerThrow }, () => random.int(1, 6)));
  const throws = Array.from({ length: seatCount }, series);
  const tieBreaks: SloubiTieBreak[] = [];
  const all = throws.map((_, i) => i);
  let tied = leaders(throws.map((s) => seriesTotal(s, rules)), all);
  while (tied.length > 1) {
    const again = all.map((i) => (tied.includes(i) ? series() : null));
    tieBreaks.push({ throws: again });
    tied = leaders(again.map((s) => (s ? seriesTotal(s, rules) : null)), tied);
  }
  return { throws, tieBreaks };
}

/** The record with the next round thrown by the server. */
export function withNextRound(settings: SloubiSettings, seatCount: number, record: SloubiRecord): SloubiRecord {
  return { rounds: [...record.rounds, throwRound(settings, seatCount, record.rounds.length + 1)] };
}
