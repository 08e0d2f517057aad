import fc from 'fast-check';
import { Lexicon } from '@greffier/lexicon';
import { parseSettings } from './settings';
import { readSquares, scoreGame } from './scoring';
import type { Move, ScoresOnce } from './types';

// Over the letters A and B every two- or three-letter reading is a word of this lexicon, and A is a one-letter
// word (001): a claim is then legal exactly when its squares are new (settings.scoresOnce 'squares') or its
// spelling is (scoresOnce 'spelling'), whatever the string.
const AB = ['aa', 'ab', 'ba', 'bb', ...['a', 'b'].flatMap((x) => ['a', 'b'].flatMap((y) => ['a', 'b'].map((z) => x + y + z)))];
const lexicon = Lexicon.fromForms(AB);
const names = ['Anne', 'Bruno', 'Chloé'];

const step = fc.record({
  letter: fc.option(fc.constantFrom('A', 'B'), { nil: undefined }),
  end: fc.constantFrom('left' as const, 'right' as const),
  pick: fc.nat(),
  length: fc.integer({ min: 1, max: 3 }),
  backwards: fc.boolean(),
});

type Step = { letter: 'A' | 'B' | undefined; end: 'left' | 'right'; pick: number; length: number; backwards: boolean };
/**
 * A legal game built from random choices, stopped when a player reaches the target: a claim is kept only when its
 * squares (or its spelling) are new and it reads a word; a turn left with nothing to do adds a B on the right.
 */
function build(steps: Step[], players: number, target: number, scoresOnce: ScoresOnce): { moves: Move[]; placed: Map<number, string> } {
  const moves: Move[] = [{ seat: 1, letter: 'A', claims: [] }];
  const placed = new Map<number, string>([[0, 'A']]);
  const totals = new Array<number>(players).fill(0);
  const taken = new Set<string>();
  let [first, last] = [0, 0];
  for (const [k, s] of steps.entries()) {
    const seat = ((k + 1) % players) + 1;
    const move: Move = { seat, claims: [] };
    if (s.letter) {
      const square = s.end === 'left' ? --first : ++last;
      Object.assign(move, { letter: s.letter, end: s.end });
      placed.set(square, s.letter);
    }
    const length = Math.min(s.length, last - first + 1);
    const from = first + (s.pick % (last - first + 2 - length));
    const to = from + length - 1;
    const word = [...Array(length).keys()].map((i) => placed.get(from + i)).join('');
    const reading = s.backwards ? [...word].reverse().join('') : word;
    const once = scoresOnce === 'squares' ? `${from}:${to}` : reading;
    if (!taken.has(once) && (length > 1 || word === 'A')) {
      taken.add(once);
      move.claims = [s.backwards ? { from: to, to: from } : { from, to }];
      totals[seat - 1] += length;
    } else if (!move.letter) {
      Object.assign(move, { letter: 'B', end: 'right' });
      placed.set(++last, 'B');
    }
    moves.push(move);
    if ((totals[seat - 1] as number) >= target) break;
  }
  return { moves, placed };
}

describe('scoreGame over random legal games (fast-check, seed 1001)', () => {
  it.each<ScoresOnce>(['squares', 'spelling'])('keeps every square where it was written, and scores each claim its length, once (scoresOnce %s)', (scoresOnce) => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), fc.integer({ min: 2, max: 3 }), fc.integer({ min: 5, max: 200 }), (steps, players, target) => {
        const { moves, placed } = build(steps, players, target, scoresOnce);
        const settings = parseSettings({ target, scoresOnce });
        const table = { names: names.slice(0, players), lexicon };
        const { result } = scoreGame(settings, { moves }, table);
        for (const move of result.moves) {
          // each string after a move still holds every letter at the square it took
          for (let sq = move.string.first; sq < move.string.first + move.string.letters.length; sq++) expect(readSquares(move.string, sq, sq)).toBe(placed.get(sq));
        }
        // every claim of the built game scored, and what scores once is never scored twice
        expect(result.words).toHaveLength(moves.filter((x) => x.claims.length > 0).length);
        const once = result.words.map((w) => (scoresOnce === 'squares' ? `${Math.min(w.from, w.to)}:${Math.max(w.from, w.to)}` : w.word));
        expect(new Set(once).size).toBe(once.length);
        for (const w of result.words) expect(w.points).toBe(Math.abs(w.to - w.from) + 1);
        const sum = result.words.reduce((s, w) => s + w.points, 0);
        expect(result.totals.reduce((s, x) => s + x, 0)).toBe(sum);
        // the winner is the first to reach the target; nobody else has reached it
        if (result.winner !== null) {
          expect(result.totals[result.winner - 1]).toBeGreaterThanOrEqual(target);
          expect(result.totals.filter((x) => x >= target)).toHaveLength(1);
          expect(result.moves.slice(0, -1).every((x) => x.totals.every((t) => t < target))).toBe(true);
          // and nothing can be played after the winning move
          const after: Move = { seat: (moves.length % players) + 1, letter: 'A', end: 'left', claims: [] };
          expect(() => scoreGame(settings, { moves: [...moves, after] }, table)).toThrow('la partie est finie');
        } else expect(Math.max(...result.totals)).toBeLessThan(target);
      }),
      { seed: 1001, numRuns: 300 },
    );
  });
});
