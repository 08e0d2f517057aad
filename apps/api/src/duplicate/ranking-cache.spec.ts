import { Subject } from 'rxjs';
import type { RankingEvent, TournamentEvents } from '../events/tournament-events';
import type { PrismaClient } from '../generated/prisma/client';
import { DuplicateRankingService } from './ranking.service';

/**
 * A database of one tournament whose reads take a while: `total` is Anne's total as committed now, and each
 * computation sees it as it was when its first query started.
 */
function fakeDatabase() {
  const state = { total: 10, computations: 0 };
  const snapshots: number[] = [];
  const prisma = {
    $queryRaw: (strings: TemplateStringsArray) => {
      const sql = strings.join('?');
      if (sql.includes('FROM tournament t')) {
        state.computations++;
        snapshots.push(state.total);
        return delay([{ status: 'DUPLICATE', deleted: false, sessionId: 's', rankingSeed: 'seed', rounds: [1] }]);
      }
      const total = snapshots.shift()!;
      return delay([
        {
          bib: 1, withdrawn: false, playerId: 'anne', licence: 'L1', firstName: 'Anne', lastName: 'Martin', clubId: 'c', club: 'Douai', status: 'ENTERED',
          notCounted: null, total, tens: 0, numbersPoints: 0, nines: 0, eights: 0, sevens: 0, lettersPoints: total, toppedRounds: [], topPoints: 10, stats: {},
        },
      ]);
    },
  } as unknown as PrismaClient;
  return { prisma, state };
}
const delay = <T>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 10));

/** The events as the ranking sees them: the changes heard, whether every commit before a read is heard, the screens. */
function fakeEvents() {
  const sources = new Subject<string>();
  const announced: RankingEvent[] = [];
  const control = { heard: true, watching: false };
  const events = {
    rankingSources: sources.asObservable(),
    heard: async () => control.heard,
    watching: () => control.watching,
    watched: () => (control.watching ? ['t'] : []),
    announceRanking: (e: RankingEvent) => announced.push(e),
  } as unknown as TournamentEvents;
  return { events, sources, announced, control };
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
    await new Promise((r) => setTimeout(r, 100));
    expect(ev.announced.length).toBeGreaterThanOrEqual(1);
    expect(ev.announced.length).toBeLessThanOrEqual(2);
    const computations = db.state.computations;
    const read = await service.cached('t');
    expect(read.value.rows[0]!.total).toBe(60);
    expect(ev.announced.at(-1)!.etag).toBe(read.etag);
    expect(db.state.computations).toBe(computations); // the phones' read was computed before they were told
  });
});
