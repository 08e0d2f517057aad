import { DclInputError } from './errors';
import { t } from '@greffier/messages';

/** An answer at distance <= upTo (and above the previous band) scores `points`; past the last band, 0. */
export interface ScaleBand {
  upTo: number;
  points: number;
}

/** What changes when the target cannot be reached exactly (compte infaisable). */
export type InfeasibleRule =
  /** Douai: unless the best approach is within `normalWhenBestWithin`, the best approach is scored as distance `bestScoredAs` and the scale goes on from there. */
  | { kind: 'shift'; normalWhenBestWithin: number; bestScoredAs: number }
  /** Laxou: a second scale by rank of the distinct reachable distances (1st, 2nd...); the normal scale applies where it gives more. */
  | { kind: 'ranked'; rankPoints: readonly number[] }
  | { kind: 'none' };

export type NumbersScoring =
  | { mode: 'absolute'; scale: readonly ScaleBand[]; error: number; infeasible: InfeasibleRule }
  /** TV: points depend on the opponent's answer too. */
  | { mode: 'relative'; topPoints: number; atLeastAsGoodPoints: number };

export interface LettersScoring {
  /** 'relative': the TV rule, where the opponent's word matters. */
  mode: 'absolute' | 'relative';
  pointsPerLetter: number;
  /** The written word must carry the E accents the lexicon spells (fatuité right, fatuite wrong). */
  requireEAccents: boolean;
}

export interface PointsProfile {
  name: string;
  description: string;
  numbers: NumbersScoring;
  letters: LettersScoring;
  /** Duels and final sprint (TV): points for a right answer, points given to the opponent on a wrong one. */
  duel: { right: number; wrongToOpponent: number } | null;
}

const band = (upTo: number, points: number): ScaleBand => ({ upTo, points });

/** Points scales as data (docs/rules/baremes.md, "Numbers in a duplicate", "Profiles"). */
export const POINTS_PROFILES: Readonly<Record<string, PointsProfile>> = Object.freeze({
  douai: {
    name: 'douai',
    description: 'Douai regulation: exact 9, then 8, 7, 6, 5, 4 (5-6), 3 (7-8), 2 (9-10), 1 (11-20); infeasible: best approach 7 unless within 1',
    numbers: {
      mode: 'absolute',
      scale: [band(0, 9), band(1, 8), band(2, 7), band(3, 6), band(4, 5), band(6, 4), band(8, 3), band(10, 2), band(20, 1)],
      error: 0,
      infeasible: { kind: 'shift', normalWhenBestWithin: 1, bestScoredAs: 2 },
    },
    letters: { mode: 'absolute', pointsPerLetter: 1, requireEAccents: true },
    duel: null,
  },
  laxou: {
    name: 'laxou',
    description: 'Laxou: exact 10, then 9, 8, 7, 6, 5, 4, 3 (7-8), 2 (9-10), 1 (11-20); infeasible: 8, 6, 4, 2, 1 by rank of distance, or the scale if more',
    numbers: {
      mode: 'absolute',
      scale: [
        band(0, 10), band(1, 9), band(2, 8), band(3, 7), band(4, 6), band(5, 5), band(6, 4), band(8, 3), band(10, 2), band(20, 1),
      ],
      error: 0,
      infeasible: { kind: 'ranked', rankPoints: [8, 6, 4, 2, 1] },
    },
    letters: { mode: 'absolute', pointsPerLetter: 1, requireEAccents: true },
    duel: null,
  },
  tv: {
    name: 'tv',
    description: 'TV show: numbers 10 for the top, 7 if at least as good as the opponent; letters against the opponent; duels 5',
    numbers: { mode: 'relative', topPoints: 10, atLeastAsGoodPoints: 7 },
    // "Les diacritiques sont négligés" on TV.
    letters: { mode: 'relative', pointsPerLetter: 1, requireEAccents: false },
    duel: { right: 5, wrongToOpponent: 5 },
  },
} satisfies Record<string, PointsProfile>);

export const DEFAULT_POINTS_PROFILE = 'douai';

export function getPointsProfile(name: string = DEFAULT_POINTS_PROFILE): PointsProfile {
  const profile = Object.prototype.hasOwnProperty.call(POINTS_PROFILES, name) ? POINTS_PROFILES[name] : undefined;
  if (!profile) {
    throw new DclInputError(
      'UNKNOWN_PROFILE',
      'profile',
      t('UNKNOWN_PROFILE', { profile: String(name), known: Object.keys(POINTS_PROFILES).join(', ') }),
    );
  }
  return profile;
}
