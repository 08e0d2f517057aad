import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { WritesFirst } from './writes-first';

/** A request of this method through the middleware; `answered()` is its answer sent (the response's 'close'). */
function request(first: WritesFirst, method: string): { answered(): void } {
  const res = new EventEmitter();
  let passed = false;
  first.track({ method } as IncomingMessage, res as unknown as ServerResponse, () => (passed = true));
  expect(passed).toBe(true);
  return { answered: () => res.emit('close') };
}

/** Whether the promise has settled after the pending callbacks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
}

describe('WritesFirst: the phones wait for the writes under way, never long', () => {
  afterEach(() => jest.useRealTimers());

  it('lets a read go on at once when no write is being answered, whatever reads are', () => {
    const first = new WritesFirst();
    request(first, 'GET');
    request(first, 'HEAD');
    request(first, 'OPTIONS');
    expect(first.busy).toBe(false);
    expect(first.turn()).toBeUndefined();
  });

  it('gives the turn when the last write under way is answered', async () => {
    const first = new WritesFirst();
    const put = request(first, 'PUT');
    const patch = request(first, 'PATCH');
    const turn = first.turn()!;
    put.answered();
    expect(await settled(turn)).toBe(false);
    patch.answered();
    expect(await settled(turn)).toBe(true);
    expect(first.turn()).toBeUndefined();
  });

  it('counts a write whose connection was lost before its answer as ended', async () => {
    const first = new WritesFirst();
    const post = request(first, 'POST');
    const turn = first.turn()!;
    post.answered(); // 'close' is what both a sent answer and a lost connection emit
    expect(await settled(turn)).toBe(true);
  });

  it('gives the turn after the longest wait even while writes keep coming', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const first = new WritesFirst();
    request(first, 'DELETE');
    const turns = [first.turn()!, first.turn()!];
    jest.advanceTimersByTime(first.maxWaitMs - 1);
    expect(await settled(turns[0]!)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(turns[0]!)).toBe(true);
    expect(await settled(turns[1]!)).toBe(true);
    // Still a write under way: the next reader waits again, at most as long.
    expect(first.busy).toBe(true);
    const next = first.turn()!;
    jest.advanceTimersByTime(first.maxWaitMs);
    expect(await settled(next)).toBe(true);
  });

  it('lets everything waiting go when the server stops', async () => {
    const first = new WritesFirst();
    request(first, 'PUT');
    const turn = first.turn()!;
    first.onModuleDestroy();
    expect(await settled(turn)).toBe(true);
  });
});
