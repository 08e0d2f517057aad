import { seededRandom } from '@greffier/common';
import { rankingPatch, type RankingDocument } from './ranking-patch';

const doc = (etag: string, rows: string[], extra = ''): RankingDocument => ({ etag, rest: `{"tournamentId":"t"${extra},"rows":[]}`, rows });
const row = (player: string, total: number) => JSON.stringify({ playerId: player, total });

/** The ranking a screen makes of `before` with the patch, as apps/web/src/lib/events.ts patchedRanking does. */
function applied(before: RankingDocument, patch: string): unknown {
  const p = JSON.parse(patch) as { from: string; at: number; remove: number; rows: unknown[]; rest: Record<string, unknown> };
  expect(p.from).toBe(before.etag);
  const rows = before.rows.map((r) => JSON.parse(r) as unknown);
  return { ...p.rest, rows: [...rows.slice(0, p.at), ...p.rows, ...rows.slice(p.at + p.remove)] };
}
const whole = (d: RankingDocument): unknown => JSON.parse(d.rest.replace('"rows":[]', `"rows":[${d.rows.join(',')}]`));

describe('rankingPatch: the rows a `ranking` event carries from one ranking to the next', () => {
  const before = doc('"r-1"', ['a', 'b', 'c', 'd', 'e'].map((p, i) => row(p, 50 - i)));

  it('a player moved up two places: the rows between their two places, nothing else', () => {
    const after = doc('"r-2"', [before.rows[0]!, row('d', 49), before.rows[1]!, before.rows[2]!, before.rows[4]!], ',"provisional":false');
    const patch = rankingPatch(before, after)!;
    expect(JSON.parse(patch)).toMatchObject({ from: '"r-1"', at: 1, remove: 3, rows: [{ playerId: 'd' }, { playerId: 'b' }, { playerId: 'c' }], rest: { provisional: false } });
    expect(applied(before, patch)).toEqual(whole(after));
  });

  it('a sheet entered at the end, a sheet deleted at the start, nothing changed', () => {
    for (const after of [doc('"r-2"', [...before.rows, row('f', 1)]), doc('"r-3"', before.rows.slice(1)), doc('"r-4"', [...before.rows])]) {
      expect(applied(before, rankingPatch(before, after)!)).toEqual(whole(after));
    }
  });

  it('random corrections of a room of 300: the patch always makes the ranking after', () => {
    const { next: random } = seededRandom('ranking-patch');
    let current = doc('"r-0"', Array.from({ length: 300 }, (_, i) => row(`p${i}`, 1000 - i)));
    for (let n = 1; n <= 200; n++) {
      const rows = [...current.rows];
      const from = Math.floor(random() * rows.length);
      const [moved] = rows.splice(from, 1);
      if (random() < 0.9) rows.splice(Math.floor(random() * (rows.length + 1)), 0, random() < 0.5 ? moved! : row(`q${n}`, n));
      const next = doc(`"r-${n}"`, rows);
      const patch = rankingPatch(current, next, Number.MAX_SAFE_INTEGER)!;
      expect(applied(current, patch)).toEqual(whole(next));
      current = next;
    }
  });

  it('none beyond the size given: the screens read the ranking instead (a ruling that moves the whole room)', () => {
    const after = doc('"r-2"', [...before.rows].reverse());
    expect(rankingPatch(before, after, 60)).toBeUndefined();
    expect(rankingPatch(before, after)).toBeDefined();
  });
});
