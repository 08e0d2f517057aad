import type { PrismaClient } from '../generated/prisma/client';
import { DuplicateRankingService } from './ranking.service';

/** A database whose stamp query takes a while and says how many times it was asked, and from what state. */
function slowDatabase() {
  let state = 1;
  const started: number[] = [];
  const prisma = {
    $queryRaw: () => {
      started.push(state);
      const seen = state;
      return new Promise((resolve) => setTimeout(() => resolve([{ status: 'DUPLICATE', deleted: false, sessionId: 's', rankingSeed: 'x', rounds: [1], stamp: `v${seen}` }]), 20));
    },
  } as unknown as PrismaClient;
  return { prisma, started, commit: () => state++ };
}

type WithHead = { freshHead(id: string): Promise<{ stamp: string }> };

describe('the ranking’s stamp read by a room of phones at once', () => {
  it('serves 200 reads asked together with one or two queries', async () => {
    const db = slowDatabase();
    const service = new DuplicateRankingService(db.prisma) as unknown as WithHead;
    const first = service.freshHead('t');
    const rest = Array.from({ length: 199 }, () => service.freshHead('t'));
    const stamps = await Promise.all([first, ...rest]);
    expect(db.started).toHaveLength(2);
    expect(new Set(stamps.map((h) => h.stamp))).toEqual(new Set(['v1']));
  });

  it('never answers a read with a query that started before it: a change committed meanwhile is seen', async () => {
    const db = slowDatabase();
    const service = new DuplicateRankingService(db.prisma) as unknown as WithHead;
    const before = service.freshHead('t'); // its query reads state 1
    db.commit(); // committed while that query runs
    const after = service.freshHead('t'); // asked after the commit: must not share the first query
    expect((await before).stamp).toBe('v1');
    expect((await after).stamp).toBe('v2');
    expect(db.started).toEqual([1, 2]);
    expect((await service.freshHead('t')).stamp).toBe('v2'); // nothing under way: a query of its own
    expect(db.started).toHaveLength(3);
  });
});
