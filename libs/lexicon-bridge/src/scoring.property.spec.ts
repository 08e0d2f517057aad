import fc from 'fast-check';
import { scoreLexiconBridge } from './lexicon-bridge';
import { GAME_POINTS } from './scoring';
import { dealOf } from './testing/deals';
import type { DealInput } from './types';

const deal: fc.Arbitrary<DealInput> = fc
  .record({
    declarer: fc.integer({ min: 1, max: 4 }),
    tricks: fc.integer({ min: 0, max: 13 }),
    renonce: fc.option(fc.record({ seat: fc.integer({ min: 1, max: 4 }), penalty: fc.constantFrom('tricks' as const, 'points' as const) }), { nil: undefined }),
  })
  .map(({ declarer, tricks, renonce }) => dealOf(declarer, tricks, renonce ? { renonce } : {}));

describe('the pad, whatever the deals (fast-check, fixed seed)', () => {
  it('adds up, rules off games at 5 and rubbers at two games, and gives partners the same points', () => {
    fc.assert(
      fc.property(fc.array(deal, { maxLength: 40 }), (deals) => {
        const { result, standings } = scoreLexiconBridge(undefined, 4, { deals });
        const entries = result.deals.flatMap((d) => d.entries);
        for (const side of [0, 1]) {
          const sum = entries.filter((e) => e.side === side).reduce((t, e) => t + e.points, 0);
          expect(result.totals[side]).toBe(sum);
          expect(result.rubbers.reduce((t, r) => t + (r.totals[side] as number), 0)).toBe(sum);
        }
        for (const rubber of result.rubbers) {
          for (const game of rubber.games) {
            if (game.winner === null) expect(Math.max(...game.below)).toBeLessThan(GAME_POINTS);
            else {
              expect(game.below[game.winner]).toBeGreaterThanOrEqual(GAME_POINTS);
              expect(game.below[1 - game.winner]).toBeLessThan(GAME_POINTS);
            }
          }
          if (rubber.finished) {
            expect(rubber.games.filter((g) => g.winner === rubber.winner)).toHaveLength(2);
            expect(rubber.games.length === 2 || rubber.games.length === 3).toBe(true);
          } else expect(rubber).toBe(result.rubbers[result.rubbers.length - 1]);
        }
        const bySeat = new Map(standings.map((s) => [s.seat, s.points]));
        expect(bySeat.get(1)).toBe(bySeat.get(3));
        expect(bySeat.get(2)).toBe(bySeat.get(4));
      }),
      { seed: 20261204, numRuns: 300 },
    );
  });
});
