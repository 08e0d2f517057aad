import type { Series } from '../rounds';
import { type SloubiVariant, VARIANTS } from '../settings';

/**
 * A player's throws with a given total: every die at 1, then the extra pips spread from the first throw on
 * (standard: 60 × (1 + 1 + 1) = 180 plus the extra; children: 10 × (1 + 1) - 4 = 16 plus the extra).
 */
export function seriesOf(total: number, variant: SloubiVariant = 'children'): Series {
  const rules = VARIANTS[variant];
  const dice = rules.throwsPerRound * rules.dicePerThrow;
  let extra = total - dice - rules.offset;
  if (extra < 0 || extra > 5 * dice) throw new RangeError(`no ${variant} series totals ${total}`);
  return Array.from({ length: rules.throwsPerRound }, () =>
    Array.from({ length: rules.dicePerThrow }, () => {
      const up = Math.min(5, extra);
      extra -= up;
      return 1 + up;
    }),
  );
}

/** The same throw repeated: 60 × [6, 5, 4] (standard) or 10 × [3, 4] (children). */
export const repeated = (face: number[], variant: SloubiVariant = 'children'): Series => Array.from({ length: VARIANTS[variant].throwsPerRound }, () => [...face]);
