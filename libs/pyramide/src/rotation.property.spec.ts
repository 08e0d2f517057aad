import fc from 'fast-check';
import { scheduleRepeats } from './meetings';
import { nextSeating, planRotations, regulationRotation } from './rotation';
import { drawDoubletteSeating, drawFirstSeating, seatedPlayers, tableSizesOrNull, type Pair, type Seating } from './seating';

// Fixed seed: the same runs on every machine; a failure prints its counterexample.
const options = { seed: 20260415, numRuns: 60 };
const players = (n: number): string[] => Array.from({ length: n }, (_, i) => `j${i + 1}`);
const count = fc.integer({ min: 3, max: 36 }).filter((n) => tableSizesOrNull(n) !== null);
const seed = fc.string({ minLength: 1, maxLength: 6 });

const eachOnce = (seating: Seating, expected: readonly string[]): void => {
  expect(seatedPlayers(seating).sort()).toEqual([...expected].sort());
  for (const t of seating.tables) expect([3, 4]).toContain(t.players.length);
};

describe('rotations (property tests)', () => {
  it('seat every player exactly once per game', () => {
    fc.assert(
      fc.property(count, fc.integer({ min: 2, max: 6 }), seed, (n, games, s) => {
        const plan = planRotations(drawFirstSeating(players(n), s), games, s);
        expect(plan.seatings).toHaveLength(games);
        for (const seating of plan.seatings) eachOnce(seating, players(n));
      }),
      options,
    );
  });

  it('never make more repeats than the regulation would, game by game and over the tournament', () => {
    fc.assert(
      fc.property(count, fc.integer({ min: 2, max: 6 }), seed, (n, games, s) => {
        const plan = planRotations(drawFirstSeating(players(n), s), games, s);
        for (const r of plan.rotations) if (r.regulationRepeats) expect(r.repeats.length).toBeLessThanOrEqual(r.regulationRepeats.length);
        if (plan.regulationRepeats) expect(plan.repeats.length).toBeLessThanOrEqual(plan.regulationRepeats.length);
        expect(scheduleRepeats(plan.seatings)).toEqual(plan.repeats);
      }),
      options,
    );
  });

  it('use the regulation whenever it makes no repeat', () => {
    fc.assert(
      fc.property(count, seed, (n, s) => {
        const first = drawFirstSeating(players(n), s);
        const r = nextSeating([first], { seed: s });
        const regulation = regulationRotation(first);
        if (regulation && r.regulationRepeats!.length === 0) expect(r).toMatchObject({ method: 'regulation', seating: regulation });
      }),
      options,
    );
  });

  it('give the same seatings for the same seed', () => {
    fc.assert(
      fc.property(count, seed, (n, s) => {
        const first = drawFirstSeating(players(n), s);
        expect(planRotations(first, 3, s)).toEqual(planRotations(first, 3, s));
      }),
      options,
    );
  });

  it('seat every pair exactly once per game in doublette, two pairs a table', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 2, max: 5 }), seed, (half, games, s) => {
        const pairs: Pair[] = Array.from({ length: 2 * half }, (_, i) => ({ id: `p${i}`, players: [`a${i}`, `b${i}`] }));
        const history = [drawDoubletteSeating(pairs, s)];
        for (let g = 2; g <= games; g++) history.push(nextSeating(history, { seed: s }).seating);
        for (const seating of history) {
          expect(seating.tables.flatMap((t) => t.pairs!.map((p) => p.id)).sort()).toEqual(pairs.map((p) => p.id).sort());
          for (const t of seating.tables) expect(t.players).toEqual(t.pairs!.flatMap((p) => p.players));
        }
        // a round robin: no pair meets another twice while there are new ones to meet
        if (games < 2 * half) expect(scheduleRepeats(history)).toEqual([]);
      }),
      options,
    );
  });
});
