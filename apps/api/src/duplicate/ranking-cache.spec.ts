import { gunzipSync } from 'node:zlib';
import { Subject } from 'rxjs';
import { type RankingEvent, type RankingSource, rankingSource, type TournamentEvents } from '../events/tournament-events';
import type { PrismaClient } from '../generated/prisma/client';
import { DuplicateRankingService } from './ranking.service';

const PLAYERS = ['anne', 'bruno', 'chloe'];

/**
 * A database of one tournament of three players whose reads take a while: `totals` are their totals as committed
 * now (Anne's is `total`), and each read sees them as they were when it started. `reads` counts the whole
 * rooms read (`computations`) and the rows read again by entry.
 */
function fakeDatabase() {
  const totals: Record<string, number> = { anne: 10, bruno: 5, chloe: 1 };
  const state = {
    get total() {
      return totals.anne!;
    },
    set total(value: number) {
      totals.anne = value;
    },
    totals,
    computations: 0,
    entriesRead: [] as string[][],
  };
  const row = (player: string, bib: number, total: number) => ({
    entryId: `e-${player}`, bib, withdrawn: false, playerId: player, licence: `L${bib}`, firstName: player, lastName: 'Martin', clubId: 'c',
    club: 'Douai', status: 'ENTERED', notCounted: null, total, tens: 0, numbersPoints: 0, nines: 0, eights: 0, sevens: 0,
    lettersPoints: total, toppedRounds: [], topPoints: 10, stats: {},
  });
  const snapshots: Record<string, number>[] = [];
  const prisma = {
    $queryRaw: (strings: TemplateStringsArray, ...values: unknown[]) => {
      const sql = strings.join('?');
      if (sql.includes('FROM tournament t')) {
        state.computations++;
        snapshots.push({ ...totals });
        return delay([{ status: 'DUPLICATE', deleted: false, sessionId: 's', rankingSeed: 'seed', rounds: [1] }]);
      }
      const entries = values.find(Array.isArray) as string[] | undefined;
      if (entries) {
        state.entriesRead.push(entries);
        return delay(PLAYERS.flatMap((p, i) => (entries.includes(`e-${p}`) ? [row(p, i + 1, totals[p]!)] : [])));
      }
      const seen = snapshots.shift()!;
      return delay(PLAYERS.map((p, i) => row(p, i + 1, seen[p]!)));
    },
  } as unknown as PrismaClient;
  return { prisma, state };
}
const delay = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 10));

/** The events as the ranking sees them: the changes heard, whether every commit before a read is heard, the screens. */
function fakeEvents() {
  const subject = new Subject<RankingSource>();
  const sources = { next: (payload: string) => subject.next(rankingSource(payload)) };
  const announced: RankingEvent[] = [];
  const control = { heard: true, watching: false };
  const events = {
    rankingSources: subject.asObservable(),
    heard: async () => control.heard,
    watching: () => control.watching,
    watched: () => (control.watching ? ['t'] : []),
    writesAnswered: () => undefined,
    announceRanking: (e: RankingEvent) => announced.push(e),
  } as unknown as TournamentEvents;
  return { events, sources, announced, control };
}

/** Waits until `done` holds, looking every 10 ms, at most `ms` (a loaded machine makes the announcement late). */
async function until(done: () => boolean, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !done() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 10));
}

function setUp() {
  const db = fakeDatabase();
  const ev = fakeEvents();
  const service = new DuplicateRankingService(db.prisma, ev.events);
  service.onModuleInit();
  const total = async () => (await service.ranking('t')).rows[0]!.total;
  return { db, ev, service, total };
}

describe('the duplicate ranking kept between changes', () => {
  it('computes once for 200 reads asked together, then answers from what it kept', async () => {
    const { db, service } = setUp();
    const reads = await Promise.all(Array.from({ length: 200 }, () => service.cached('t')));
    expect(new Set(reads.map((r) => r.etag)).size).toBe(1);
    await service.cached('t');
    expect(db.state.computations).toBe(1);
  });

  it('computes again after a change is heard, and the ETag follows the ranking', async () => {
    const { db, ev, service, total } = setUp();
    const first = await service.cached('t');
    db.state.total = 20;
    ev.sources.next('t');
    expect(await total()).toBe(20);
    const second = await service.cached('t');
    expect(second.etag).not.toBe(first.etag);
    // A change that leaves the ranking as it was: the same ETag (phones holding it get 304).
    ev.sources.next('t');
    expect((await service.cached('t')).etag).toBe(second.etag);
    expect(db.state.computations).toBe(3);
  });

  it('never keeps a computation overtaken by a change: the reads after the change get the change', async () => {
    const { db, ev, service, total } = setUp();
    const early = service.cached('t'); // reads total 10
    await new Promise((r) => setTimeout(r, 0));
    db.state.total = 30;
    ev.sources.next('t'); // heard while the computation runs
    expect((await early).value.rows[0]!.total).toBe(10);
    expect(await total()).toBe(30);
  });

  it('keeps nothing while the notifications are cut: every read computes', async () => {
    const { db, ev, total } = setUp();
    ev.control.heard = false;
    expect(await total()).toBe(10);
    db.state.total = 40; // committed, and no one heard it
    expect(await total()).toBe(40);
    expect(db.state.computations).toBe(2);
  });

  it('compresses its blocks again at zlib’s best a little after computing: the ranking kept, its ETag and body the same', async () => {
    const { service } = setUp();
    const first = await service.cached('t');
    const [etag, fast] = [first.etag, first.gzip];
    await new Promise((r) => setTimeout(r, 60));
    const later = await service.cached('t');
    expect(later).toBe(first);
    expect(later.etag).toBe(etag);
    expect(later.gzip).not.toBe(fast);
    expect(gunzipSync(Buffer.concat(later.gzip!)).toString()).toBe(Buffer.concat(later.body).toString());
    service.onModuleDestroy();
  });

  it('drops every ranking when told that anything may have moved', async () => {
    const { db, ev, total } = setUp();
    await total();
    db.state.total = 50;
    ev.sources.next('*');
    expect(await total()).toBe(50);
  });

  it('computes a followed tournament’s ranking as soon as it moves, then tells its screens the new ETag', async () => {
    const { db, ev, service } = setUp();
    ev.control.watching = true;
    db.state.total = 60;
    ev.sources.next('t');
    ev.sources.next('t'); // a burst: one more computation at most
    await until(() => ev.announced.length >= 1);
    await new Promise((r) => setTimeout(r, 100)); // the burst's second computation, if any
    expect(ev.announced.length).toBeGreaterThanOrEqual(1);
    expect(ev.announced.length).toBeLessThanOrEqual(2);
    const computations = db.state.computations;
    const read = await service.cached('t');
    expect(read.value.rows[0]!.total).toBe(60);
    expect(ev.announced.at(-1)!.etag).toBe(read.etag);
    // The gzip the phones read is the body's.
    expect(gunzipSync(Buffer.concat(read.gzip!)).toString()).toBe(Buffer.concat(read.body).toString());
    expect(db.state.computations).toBe(computations); // the phones' read was computed before they were told
  });

  it('reads again only the sheets a change names, and ranks the room kept with them', async () => {
    const { db, ev, service } = setUp();
    await service.cached('t');
    db.state.totals.chloe = 40;
    ev.sources.next('t:e-chloe');
    const ranking = await service.ranking('t');
    expect(ranking.rows.map((r) => [r.playerId, r.total])).toEqual([['chloe', 40], ['anne', 10], ['bruno', 5]]);
    expect(db.state.computations).toBe(1); // no head nor whole room read again
    expect(db.state.entriesRead).toEqual([['e-chloe']]);
    // Nothing more heard: the ranking is kept, nothing is read.
    await service.cached('t');
    expect(db.state.entriesRead).toHaveLength(1);
  });

  it('reads a sheet again when its change is heard while it is being read: no change is lost', async () => {
    const { db, ev, service } = setUp();
    await service.cached('t');
    db.state.totals.bruno = 20;
    ev.sources.next('t:e-bruno');
    const early = service.ranking('t'); // reads Bruno's 20
    await new Promise((r) => setTimeout(r, 0));
    db.state.totals.bruno = 30;
    ev.sources.next('t:e-bruno'); // heard while the read runs
    db.state.totals.chloe = 2;
    ev.sources.next('t:e-chloe');
    expect((await early).rows.find((r) => r.playerId === 'bruno')!.total).toBe(20);
    const now = await service.ranking('t');
    expect(now.rows.map((r) => [r.playerId, r.total])).toEqual([['bruno', 30], ['anne', 10], ['chloe', 2]]);
    // The ranking asked for a moment ago is computed again as the changes come (once more for those heard meanwhile).
    expect(db.state.entriesRead).toEqual([['e-bruno'], ['e-bruno', 'e-chloe']]);
    expect(db.state.computations).toBe(1);
  });

  it('keeps the sheets of two computations under way: the later one reads what the earlier reads too', async () => {
    const { db, ev, service } = setUp();
    await service.cached('t');
    db.state.totals.bruno = 25;
    ev.sources.next('t:e-bruno');
    const first = service.ranking('t');
    await new Promise((r) => setTimeout(r, 0));
    db.state.totals.chloe = 35;
    ev.sources.next('t:e-chloe');
    const second = service.ranking('t'); // begins before the first ends, from the same room
    await Promise.all([first, second]);
    expect((await second).rows.map((r) => [r.playerId, r.total])).toEqual([['chloe', 35], ['bruno', 25], ['anne', 10]]);
    expect((await service.ranking('t')).rows.map((r) => r.total)).toEqual([35, 25, 10]);
    expect(db.state.entriesRead).toEqual([['e-bruno'], ['e-bruno', 'e-chloe']]);
  });

  it('reads the whole room again after any other change of the tournament', async () => {
    const { db, ev, total } = setUp();
    await total();
    db.state.total = 70;
    ev.sources.next('t'); // a player renamed, a draw, the step: not a sheet
    expect(await total()).toBe(70);
    expect(db.state.computations).toBe(2);
    expect(db.state.entriesRead).toEqual([]);
  });

  it('computes again at once a ranking asked for within the last minute when a sheet changes, and not one older', async () => {
    const { db, ev, service } = setUp();
    await service.cached('t');
    db.state.totals.anne = 12;
    ev.sources.next('t:e-anne');
    await new Promise((r) => setTimeout(r, 50));
    expect(db.state.entriesRead).toEqual([['e-anne']]); // before any read
    expect((await service.ranking('t')).rows[0]!.total).toBe(12);
    expect(db.state.entriesRead).toHaveLength(1); // the read found it ready

    const now = Date.now();
    const later = jest.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      db.state.totals.anne = 14;
      ev.sources.next('t:e-anne');
      await new Promise((r) => setTimeout(r, 50));
      expect(db.state.entriesRead).toHaveLength(1); // nobody asked for it for a minute: computed when asked
      expect((await service.ranking('t')).rows[0]!.total).toBe(14);
      expect(db.state.entriesRead).toHaveLength(2);
    } finally {
      later.mockRestore();
    }
  });

  /** A notification carrying these players' sheets as committed now (the migration's '<tournament>=<JSON>'). */
  const carried = (totals: Record<string, number>, n = 1) =>
    `t=${JSON.stringify({
      n,
      sheets: Object.entries(totals).map(([player, total]) => ({
        entryId: `e-${player}`, status: 'ENTERED', notCounted: null, total, tens: 0, numbersPoints: 0, nines: 0, eights: 0, sevens: 0,
        lettersPoints: total, toppedRounds: [], topPoints: 10, stats: {},
      })),
    })}`;

  it('takes the sheets a notification carries as they are, with no read, and the same ranking as read', async () => {
    const { db, ev, service } = setUp();
    await service.cached('t');
    db.state.totals.chloe = 40;
    ev.sources.next(carried({ chloe: 40 }));
    const fromNotification = await service.cached('t');
    expect(fromNotification.value.rows.map((r) => [r.playerId, r.total])).toEqual([['chloe', 40], ['anne', 10], ['bruno', 5]]);
    expect(db.state.entriesRead).toEqual([]);
    expect(db.state.computations).toBe(1);
    // A process that reads the room itself has the same ranking, with the same ETag.
    const other = setUp();
    other.db.state.totals.chloe = 40;
    expect((await other.service.cached('t')).etag).toBe(fromNotification.etag);
  });

  it('keeps the sheet a notification carries over a read of that sheet begun before it', async () => {
    const { db, ev, service } = setUp();
    await service.cached('t');
    db.state.totals.bruno = 20;
    ev.sources.next('t:e-bruno');
    const early = service.ranking('t'); // reads Bruno's 20
    await new Promise((r) => setTimeout(r, 0));
    db.state.totals.bruno = 30;
    ev.sources.next(carried({ bruno: 30 })); // committed and heard while the read runs
    expect((await early).rows.find((r) => r.playerId === 'bruno')!.total).toBe(20);
    expect((await service.ranking('t')).rows.map((r) => [r.playerId, r.total])).toEqual([['bruno', 30], ['anne', 10], ['chloe', 1]]);
    expect(db.state.entriesRead).toEqual([['e-bruno']]);
  });

  it('reads again a sheet named after one carried, and the whole room for a sheet of an entry it does not hold', async () => {
    const { db, ev, service } = setUp();
    await service.cached('t');
    ev.sources.next(carried({ bruno: 20 }));
    db.state.totals.bruno = 22;
    ev.sources.next('t:e-bruno');
    expect((await service.ranking('t')).rows[0]).toMatchObject({ playerId: 'bruno', total: 22 });
    expect(db.state.entriesRead).toEqual([['e-bruno']]);
    ev.sources.next(carried({ zoe: 3 }));
    await service.ranking('t');
    expect(db.state.computations).toBe(2);
  });
});
