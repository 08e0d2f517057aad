import fc from 'fast-check';
import { compareDuplicate, rankDuplicate, separate } from './duplicate-ranking';
import type { PlayerSheetSummary } from './duplicate-summary';
import { player } from './testing/ranking-fixtures';

// Fixed seed: the same runs on every machine; a failure prints its counterexample.
const PROPERTY_SEED = 20260301;
const ROUNDS = [1, 2, 3, 4, 5];

// Small ranges, so that ties on every column (and on the topped coups) are frequent.
const columns = fc.record({
  total: fc.integer({ min: 0, max: 3 }),
  tens: fc.integer({ min: 0, max: 1 }),
  numbersPoints: fc.integer({ min: 0, max: 2 }),
  nines: fc.integer({ min: 0, max: 1 }),
  eights: fc.integer({ min: 0, max: 1 }),
  sevens: fc.integer({ min: 0, max: 1 }),
  toppedRounds: fc.subarray(ROUNDS),
  notCounted: fc.constantFrom(null, null, null, null, 'INCOMPLETE' as const, 'UNREADABLE' as const),
});
const summary = columns.map((c) => player('p', c));
const playOrder = fc.shuffledSubarray(ROUNDS, { minLength: ROUNDS.length, maxLength: ROUNDS.length });
const field = fc.array(columns, { minLength: 0, maxLength: 12 }).map((cs) => cs.map((c, i) => player(`p${i}`, c)));
const options = { seed: PROPERTY_SEED, numRuns: 500 };
const sign = (n: number): number => (n > 0 ? 1 : n < 0 ? -1 : 0);

describe('the duplicate ranking is a total order (property tests)', () => {
  it('compares antisymmetrically, and a player ties with itself', () => {
    fc.assert(
      fc.property(summary, summary, playOrder, (a, b, order) => {
        expect(compareDuplicate(a, a, order)).toBe(0);
        expect(sign(compareDuplicate(a, b, order)) + sign(compareDuplicate(b, a, order))).toBe(0);
      }),
      options,
    );
  });

  it('compares as the separation reads (the comparator builds none, for speed, and must agree with it)', () => {
    fc.assert(
      fc.property(summary, summary, playOrder, (a, b, order) => {
        expect(compareDuplicate(a, b, order)).toBe(separate(a, b, order)?.sign ?? 0);
      }),
      options,
    );
  });

  it('compares transitively, ties included (a group of 3 is ordered consistently)', () => {
    fc.assert(
      fc.property(summary, summary, summary, playOrder, (a, b, c, order) => {
        const ab = compareDuplicate(a, b, order);
        const bc = compareDuplicate(b, c, order);
        const ac = compareDuplicate(a, c, order);
        if (ab <= 0 && bc <= 0) expect(ac).toBeLessThanOrEqual(0);
        if (ab === 0 && bc === 0) expect(ac).toBe(0);
      }),
      options,
    );
  });

  it('gives the same ranking for any order of the input', () => {
    fc.assert(
      fc.property(
        field.chain((players) => fc.tuple(fc.constant(players), fc.shuffledSubarray(players, { minLength: players.length, maxLength: players.length }))),
        playOrder,
        fc.string({ minLength: 1, maxLength: 8 }),
        ([players, shuffled], order, randomSeed) => {
          expect(rankDuplicate(shuffled, order, { randomSeed })).toEqual(rankDuplicate(players, order, { randomSeed }));
        },
      ),
      options,
    );
  });

  it('ranks 1..n, each row at least as good as the next, lots drawn only for perfect ties', () => {
    fc.assert(
      fc.property(field, playOrder, (players: PlayerSheetSummary[], order) => {
        const { rows, notCounted } = rankDuplicate(players, order, { randomSeed: 'property' });
        expect(rows.length + notCounted.length).toBe(players.length);
        expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
        for (let i = 1; i < rows.length; i++) {
          const cmp = compareDuplicate(rows[i - 1]!, rows[i]!, order);
          expect(cmp).toBeLessThanOrEqual(0);
          expect(rows[i]!.brokenBy === 'random-draw').toBe(cmp === 0);
        }
      }),
      options,
    );
  });
});
