/** The plate selections that the solver benchmarks share. */
import { PLATE_COPIES } from '@greffier/dcl';

export const EXPECTED_SELECTIONS = 13_243;

/** Every multiset of 6 plates the 24 allow (1..10 at most twice, 25, 50, 75, 100 at most once), ascending. */
export function selections(): number[][] {
  const values = [...PLATE_COPIES.keys()].sort((a, b) => a - b);
  const out: number[][] = [];
  const walk = (i: number, current: number[]): void => {
    if (current.length === 6) out.push([...current]);
    else if (i < values.length) {
      const v = values[i]!;
      for (let k = 0; k <= PLATE_COPIES.get(v)! && current.length + k <= 6; k++) {
        walk(i + 1, [...current, ...Array<number>(k).fill(v)]);
      }
    }
  };
  walk(0, []);
  if (out.length !== EXPECTED_SELECTIONS) throw new Error(`expected ${EXPECTED_SELECTIONS} selections, enumerated ${out.length}`);
  return out;
}
