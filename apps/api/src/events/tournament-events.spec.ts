import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, ListenHandlers } from '../database/database';
import { EVENTS_CHANNEL, EVERY_TOURNAMENT, RANKING_CHANNEL, TournamentEvents, rankingSource, readSpreadMs } from './tournament-events';
import { WritesFirst } from './writes-first';

/** A database whose listening connection answers each check after a while, and says what it had heard by then. */
function listeningDatabase() {
  let handlers!: ListenHandlers;
  let committed = 0;
  const syncs: number[] = [];
  const db = {
    listen: async (_channels: string[], h: ListenHandlers) => {
      handlers = h;
      h.connected?.();
      return {
        sync: () => {
          const seen = committed;
          syncs.push(seen);
          return new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 20));
        },
        stop: async () => undefined,
      };
    },
  } as unknown as Database;
  return { db, syncs, handlers: () => handlers, commit: () => committed++ };
}

describe('what the tournaments’ events have heard', () => {
  it('answers 200 checks asked together with one or two round trips', async () => {
    const db = listeningDatabase();
    const events = new TournamentEvents(db.db);
    await events.onModuleInit();
    const answers = await Promise.all(Array.from({ length: 200 }, () => events.heard()));
    expect(answers.every(Boolean)).toBe(true);
    expect(db.syncs).toHaveLength(2);
  });

  it('never answers a check with a round trip begun before it: a change committed meanwhile is heard', async () => {
    const db = listeningDatabase();
    const events = new TournamentEvents(db.db);
    await events.onModuleInit();
    const before = events.heard(); // its round trip starts now
    db.commit(); // committed while it runs
    const after = events.heard(); // asked after the commit: waits for a round trip of its own
    await Promise.all([before, after]);
    expect(db.syncs).toEqual([0, 1]);
  });

  it('answers false while the notifications are cut, and tells the caches to drop everything when they are cut or back', async () => {
    const db = listeningDatabase();
    const events = new TournamentEvents(db.db);
    const heard: string[] = [];
    events.rankingSources.subscribe(({ tournamentId }) => heard.push(tournamentId));
    await events.onModuleInit();
    db.handlers().message(RANKING_CHANNEL, 't1');
    db.handlers().lost?.();
    expect(await events.heard()).toBe(false);
    db.handlers().connected?.();
    expect(await events.heard()).toBe(true);
    expect(heard).toEqual([EVERY_TOURNAMENT, 't1', EVERY_TOURNAMENT, EVERY_TOURNAMENT]);
  });

  it('passes the changes on once the writes of this process under way are answered, in the order heard; never holds the ranking\'s sources', async () => {
    const db = listeningDatabase();
    const first = new WritesFirst();
    const events = new TournamentEvents(db.db, first);
    await events.onModuleInit();
    const seen: string[] = [];
    events.all().subscribe((e) => seen.push(e.entityId));
    events.rankingSources.subscribe(({ tournamentId }) => seen.push(`ranking ${tournamentId}`));
    const change = (entityId: string) => JSON.stringify({ tournamentId: 't1', entity: 'answer_sheet', entityId, action: 'updated', at: 'now' });
    db.handlers().message(EVENTS_CHANNEL, change('a'));
    expect(seen).toEqual(['a']); // no write under way: at once
    const res = new EventEmitter();
    first.track({ method: 'PUT' } as IncomingMessage, res as unknown as ServerResponse, () => undefined);
    db.handlers().message(EVENTS_CHANNEL, change('b'));
    db.handlers().message(RANKING_CHANNEL, 't1:e1');
    db.handlers().message(EVENTS_CHANNEL, change('c'));
    expect(seen.slice(1)).toEqual(['ranking t1']);
    res.emit('close'); // the write's answer sent
    await new Promise((r) => setImmediate(r));
    expect(seen.slice(1)).toEqual(['ranking t1', 'b', 'c']);
    await events.onModuleDestroy();
  });

  it('counts the screens that follow a tournament', async () => {
    const events = new TournamentEvents(listeningDatabase().db);
    await events.onModuleInit();
    const a = events.stream('t1').subscribe();
    const b = events.stream('t1').subscribe();
    expect(events.watching('t1')).toBe(true);
    expect(events.watched()).toEqual(['t1']);
    a.unsubscribe();
    expect(events.watching('t1')).toBe(true);
    b.unsubscribe();
    expect(events.watching('t1')).toBe(false);
    await events.onModuleDestroy();
  });

  it('sends no patch in the first `ranking` event its screens get, even after an event held until the last screen left', async () => {
    jest.useFakeTimers();
    try {
      const events = new TournamentEvents(listeningDatabase().db);
      await events.onModuleInit();
      const doc = (etag: string, total: number) => ({ etag, rest: '{"tournamentId":"t1","rows":[]}', rows: [JSON.stringify({ playerId: 'p', total })] });
      const announce = (etag: string, total: number) => events.announceRanking({ tournamentId: 't1', etag, at: 'now', document: doc(etag, total) });
      const a = events.stream('t1').subscribe();
      announce('"r-1"', 1); // sent at once
      announce('"r-2"', 2); // held by the throttle
      a.unsubscribe(); // the last screen leaves before it is sent
      jest.advanceTimersByTime(1000); // sent to nobody
      const second: { data: string }[] = [];
      const b = events.stream('t1').subscribe((e) => second.push(e as { data: string }));
      announce('"r-3"', 3);
      jest.advanceTimersByTime(10);
      expect(second.map((e) => JSON.parse(e.data) as { etag: string; patch?: unknown })).toEqual([expect.not.objectContaining({ patch: expect.anything() })]);
      announce('"r-4"', 4);
      jest.advanceTimersByTime(1000);
      expect(second.map((e) => (JSON.parse(e.data) as { patch?: { from: string } }).patch?.from)).toEqual([undefined, '"r-3"']);
      b.unsubscribe();
      await events.onModuleDestroy();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('rankingSource: what a notification of the ranking\'s channel says moved', () => {
  it.each([
    ['t1', { tournamentId: 't1' }], // anything of the tournament: its room is read again
    ['*', { tournamentId: '*' }], // every tournament (a restore)
    ['t1:e1', { tournamentId: 't1', entries: ['e1'] }], // one sheet (a coup typed)
    ['t1:e1,e2', { tournamentId: 't1', entries: ['e1', 'e2'] }],
    // The sheets themselves (a coup typed): taken as they are, with no read.
    ['t1={"n" : 7, "sheets" : [{"entryId" : "e1", "total" : 17}]}', { tournamentId: 't1', entries: ['e1'], sheets: [{ entryId: 'e1', total: 17 }] }],
    ['t1={"n" : 7, "sheets" : [{"ent', { tournamentId: 't1' }], // cut short: the whole tournament
  ])('%s', (payload, source) => {
    expect(rankingSource(payload)).toEqual(source);
  });
});

describe('readSpreadMs: the window a `ranking` event gives its screens to read the ranking again', () => {
  it.each([
    [1, 0], // one screen alone reads at once
    [2, 2], // (2 - 1) x 2 ms
    [51, 100], // (51 - 1) x 2 ms
    [200, 398], // a room of phones: (200 - 1) x 2 ms, about 500 reads a second
    [301, 600], // (301 - 1) x 2 = 600: the ceiling
    [1000, 600], // never more, so that every phone has a change within a second
    [0, 0],
  ])('%i screens following the tournament: %i ms', (screens, spread) => {
    expect(readSpreadMs(screens)).toBe(spread);
  });
});
