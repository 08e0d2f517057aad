import { gunzipSync, gzipSync } from 'node:zlib';
import { seededRandom } from '@greffier/common';
import type { PlayerSheetSummary } from '@greffier/tournament';
import { type Room, rankRoom, type Seat } from './ranking-room';
import { RankingRows } from './ranking-rows';

const ROUNDS = [1, 2, 3, 4, 5, 6];

/** A sheet drawn at random among few values, so that totals, columns and whole sheets tie often (random draws). */
function sheet(playerId: string, random: ReturnType<typeof seededRandom>): PlayerSheetSummary {
  const pick = (n: number) => random.int(0, n);
  return {
    playerId,
    notCounted: pick(20) === 0 ? 'INCOMPLETE' : null,
    total: 100 + pick(6),
    tens: pick(1),
    numbersPoints: pick(2),
    nines: 0,
    eights: pick(1),
    sevens: 0,
    lettersPoints: 50,
    toppedRounds: ROUNDS.filter(() => pick(3) === 0),
    topPoints: 120,
    stats: { roundsTopped: 0, numbersTopped: 0, lettersTopped: 0, numbersExact: pick(3), numbersErrors: 0, validWords: 6, averageWordLengthTenths: 71 },
  };
}

function room(size: number, random: ReturnType<typeof seededRandom>): Room {
  const seats: Seat[] = Array.from({ length: size }, (_, i) => {
    const playerId = `p${String(i).padStart(4, '0')}`;
    const player = { playerId, bib: i + 1, licence: `L${i}`, name: `Joueur ${i} Hélène`, clubId: `c${i % 7}`, club: `Club ${i % 7}` };
    return i % 50 === 49 ? { player, withdrawn: false, status: null, summary: null } : { player, withdrawn: false, status: 'ENTERED', summary: sheet(playerId, random) };
  });
  return {
    head: { status: 'DUPLICATE', deleted: false, sessionId: 's', rankingSeed: 'graine', rounds: ROUNDS },
    seats,
    places: new Map(seats.map((_, i) => [`e${i}`, i])),
  };
}

/** The room with one sheet changed (a new summary, as RoomReader.patched or withSheets give). */
function corrected(r: Room, place: number, random: ReturnType<typeof seededRandom>): Room {
  const seats = r.seats.slice();
  const { player, withdrawn } = seats[place]!;
  seats[place] = { player, withdrawn, status: 'ENTERED', summary: sheet(player.playerId, random) };
  return { ...r, seats };
}

describe('RankingRows: the ranking written from rows kept between changes', () => {
  it('writes exactly JSON.stringify of the ranking, and a gzip of it, change after change (ties and random draws included)', () => {
    const random = seededRandom('rows');
    const rows = new RankingRows();
    let current = room(300, random);
    for (let change = 0; change < 60; change++) {
      const { ranking, written } = rankRoom('t', current, rows);
      const json = JSON.stringify(ranking);
      const made = rows.body(ranking, written);
      expect(Buffer.concat(made.body).toString()).toBe(json);
      const fast = Buffer.concat(made.gzip!);
      expect(gunzipSync(fast).toString()).toBe(json);
      // Every few changes, the blocks compressed fast compressed again at the best: the same body, a gzip no larger.
      if (change % 3 === 2) {
        rows.polish([made]);
        const best = Buffer.concat(made.gzip!);
        expect(gunzipSync(best).toString()).toBe(json);
        expect(best.length).toBeLessThanOrEqual(fast.length);
        // Compressed by blocks, each after the one before: near the whole at zlib's best (these rows are short, blocks of 3-4 KB: 25 %).
        expect(best.length).toBeLessThan(gzipSync(json, { level: 9 }).length * 1.25);
      }
      // Another process, which writes every row anew from the same room: the same body and ETag.
      const fresh = new RankingRows();
      const alone = rankRoom('t', current, fresh);
      expect(fresh.body(alone.ranking, alone.written).etag).toBe(made.etag);
      current = corrected(current, random.int(0, 299), random);
    }
  });

  it('writes again only the rows whose place or neighbour above changed', () => {
    // 1,000 players of distinct totals (no tie): player i has total 2000 - 2i, and ranks i + 1.
    const seats: Seat[] = Array.from({ length: 1000 }, (_, i) => {
      const playerId = `p${String(i).padStart(4, '0')}`;
      const summary = { ...sheet(playerId, seededRandom(playerId)), notCounted: null, total: 2000 - 2 * i };
      return { player: { playerId, bib: i + 1, licence: `L${i}`, name: `Joueur ${i}`, clubId: 'c', club: 'Club' }, withdrawn: false, status: 'ENTERED', summary };
    });
    const start = { ...room(1, seededRandom('x')), seats, places: new Map(seats.map((_, i) => [`e${i}`, i])) };
    const rows = new RankingRows();
    const first = rankRoom('t', start, rows).written;
    const change = (r: Room, place: number, summary: Partial<PlayerSheetSummary>): Room => {
      const next = r.seats.slice();
      next[place] = { ...next[place]!, summary: { ...next[place]!.summary!, ...summary } };
      return { ...r, seats: next };
    };
    // A figure shown only on the player's own row: that row, and the next one's (its neighbour above is a new sheet).
    const statsOnly = change(start, 500, { stats: { ...seats[500]!.summary!.stats, validWords: 9 } });
    const second = rankRoom('t', statsOnly, rows).written;
    expect(second.filter((w, i) => w !== first[i]).map((w) => w.row.rank)).toEqual([501, 502]);
    // Player 900 corrected up to between 99 and 100: the rows from rank 101 to 901 move down one place, and the row
    // of rank 902 has another player above it; the 100 rows above and the 98 below are kept.
    const third = rankRoom('t', change(statsOnly, 900, { total: 1801 }), rows).written;
    const rewritten = third.filter((w, i) => w !== second[i]).map((w) => w.row.rank);
    expect(rewritten).toEqual(Array.from({ length: 802 }, (_, i) => 101 + i));
  });

  it('compresses the blocks written fast, then at the best when polished: the gzip of the bodies given made again', () => {
    const random = seededRandom('polish');
    const rows = new RankingRows();
    const body = (r: Room) => {
      const { ranking, written } = rankRoom('t', r, rows);
      return rows.body(ranking, written);
    };
    const start = room(300, random);
    const first = body(start);
    const fast = Buffer.concat(first.gzip!);
    expect(rows.roughBlocks).toBe(true);
    rows.polish([first]);
    expect(rows.roughBlocks).toBe(false);
    expect(Buffer.concat(first.gzip!).length).toBeLessThan(fast.length * 0.9);
    expect(gunzipSync(Buffer.concat(first.gzip!)).toString()).toBe(Buffer.concat(first.body).toString());
    // A correction: its blocks compressed fast, the others kept at the best; a body not given keeps its gzip until
    // it is given (its parts were compressed again since its gzip was made).
    const second = body(corrected(start, 10, random));
    const before = second.gzip;
    expect(rows.roughBlocks).toBe(true);
    rows.polish([]);
    expect(second.gzip).toBe(before);
    rows.polish([second]);
    expect(second.gzip).not.toBe(before);
    expect(gunzipSync(Buffer.concat(second.gzip!)).toString()).toBe(Buffer.concat(second.body).toString());
  });
});
