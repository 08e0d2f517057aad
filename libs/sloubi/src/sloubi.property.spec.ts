import fc from 'fast-check';
import { leaders, seriesTotal, throwRound } from './rounds';
import { scoreSloubi } from './score';
import { type SloubiSettings, VARIANTS } from './settings';

// Fixed seed: the same runs on every machine; a failure prints its counterexample.
const options = { seed: 20261204, numRuns: 150 };
const settings = fc.record({
  variant: fc.constantFrom('standard' as const, 'children' as const),
  rounds: fc.integer({ min: 1, max: 4 }),
  seed: fc.string({ minLength: 1, maxLength: 12 }),
});
const names = fc.integer({ min: 2, max: 6 }).map((n) => Array.from({ length: n }, (_, i) => `Joueur ${i + 1}`));

describe("the server's throws (property tests)", () => {
  it('are a valid record: dice 1..6, totals in range, the winner the highest of the last throw, only the tied throwing again', () => {
    fc.assert(
      fc.property(settings, names, (s: SloubiSettings, players) => {
        const rules = VARIANTS[s.variant];
        const dice = rules.throwsPerRound * rules.dicePerThrow;
        const rounds = Array.from({ length: s.rounds }, (_, i) => throwRound(s, players.length, i + 1));
        const { result } = scoreSloubi(s, players, { rounds });
        expect(result.finished).toBe(true);
        expect(result.roundsWon.reduce((a, b) => a + b, 0)).toBe(s.rounds);
        result.rounds.forEach((r) => {
          expect(r.fromSeed).toBe(true);
          // 180..1080 (standard), 16..116 (children)
          r.totals.forEach((t) => expect(t >= dice + rules.offset && t <= 6 * dice + rules.offset).toBe(true));
          let tied = leaders(r.totals, players.map((_, i) => i));
          for (const tb of r.tieBreaks) {
            expect(tb.seats).toEqual(tied.map((i) => i + 1));
            tied = leaders(tb.totals, tied);
          }
          expect(tied).toEqual([r.winner - 1]);
        });
      }),
      options,
    );
  });

  it('place the players by rounds won: a player placed above another won more rounds', () => {
    fc.assert(
      fc.property(settings, names, (s: SloubiSettings, players) => {
        const rounds = Array.from({ length: s.rounds }, (_, i) => throwRound(s, players.length, i + 1));
        const { standings } = scoreSloubi(s, players, { rounds }).result;
        for (const a of standings) for (const b of standings) if (a.place < b.place) expect(a.roundsWon).toBeGreaterThan(b.roundsWon);
        expect(standings.filter((x) => x.place === 1).length).toBeGreaterThanOrEqual(1);
      }),
      options,
    );
  });

  it('replay: the same seed gives the same dice', () => {
    fc.assert(
      fc.property(settings, names, fc.integer({ min: 1, max: 20 }), (s: SloubiSettings, players, n) => {
        const round = throwRound(s, players.length, n);
        expect(throwRound({ ...s }, players.length, n)).toEqual(round);
        expect(round.throws.map((x) => seriesTotal(x, VARIANTS[s.variant]))).toHaveLength(players.length);
      }),
      options,
    );
  });
});
