import { applyResult, readyMatches, type Bracket } from '../bracket';

/** p1, p2, ... pn: player ids in duplicate order. */
export const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `p${i + 1}`);

export const seedOf = (b: Bracket, playerId: string): number => b.poule.entries.find((e) => e.playerId === playerId)!.seed;

/** Plays every ready match until the poule is finished; `upset(matchId)` makes the worse seed win that match. */
export function playBetterSeedWins(b: Bracket, upset: (matchId: string) => boolean = () => false): Bracket {
  for (let ready = readyMatches(b); ready.length > 0; ready = readyMatches(b)) {
    for (const m of ready) {
      const [x, y] = m.slots.map((s) => s.playerId!) as [string, string];
      const [w, l] = seedOf(b, x) < seedOf(b, y) !== upset(m.id) ? [x, y] : [y, x];
      b = applyResult(b, m.id, w, l, 'score');
    }
  }
  return b;
}
