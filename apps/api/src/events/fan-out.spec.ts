import { firstValueFrom, take, toArray } from 'rxjs';
import { KeyedThrottle, SlicedFanOut } from './fan-out';

const fail = (error: unknown) => {
  throw error;
};
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SlicedFanOut: one message to the screens of a tournament, a slice at a time', () => {
  it('gives the first slice at once and one slice a turn of the event loop after, each screen its messages in order', async () => {
    const fanOut = new SlicedFanOut<number>(fail, 3);
    const got: number[][] = Array.from({ length: 7 }, () => []);
    const subscriptions = got.map((mine) => fanOut.of('t1').subscribe((m) => mine.push(m)));
    fanOut.publish('t1', 1);
    fanOut.publish('t1', 2);
    expect(got.map((g) => g.length)).toEqual([1, 1, 1, 0, 0, 0, 0]);
    await turn();
    expect(got.map((g) => g.length)).toEqual([1, 1, 1, 1, 1, 1, 0]);
    for (let i = 0; i < 4; i++) await turn();
    expect(got).toEqual(Array.from({ length: 7 }, () => [1, 2]));
    subscriptions.forEach((s) => s.unsubscribe());
  });

  it('sends nothing to a screen closed meanwhile, nor to the screens of another tournament', async () => {
    const fanOut = new SlicedFanOut<string>(fail, 1);
    const first: string[] = [];
    const second: string[] = [];
    const other: string[] = [];
    fanOut.of('t1').subscribe((m) => first.push(m));
    const closing = fanOut.of('t1').subscribe((m) => second.push(m));
    fanOut.of('t2').subscribe((m) => other.push(m));
    fanOut.publish('t1', 'a');
    closing.unsubscribe();
    for (let i = 0; i < 3; i++) await turn();
    expect(first).toEqual(['a']);
    expect(second).toEqual([]);
    expect(other).toEqual([]);
  });

  it('sends a message published from a screen after those already under way', async () => {
    const fanOut = new SlicedFanOut<string>(fail, 2);
    const seen: string[] = [];
    fanOut.of('t').subscribe((m) => {
      seen.push(`1:${m}`);
      if (m === 'a') fanOut.publish('t', 'b');
    });
    fanOut.of('t').subscribe((m) => seen.push(`2:${m}`));
    fanOut.publish('t', 'a');
    for (let i = 0; i < 3; i++) await turn();
    expect(seen).toEqual(['1:a', '2:a', '1:b', '2:b']);
  });

  it('goes on past a screen that throws: the other screens and the next messages are still sent, the fault told', async () => {
    const faults: unknown[] = [];
    const fanOut = new SlicedFanOut<string>((error) => faults.push(error), 10);
    const seen: string[] = [];
    fanOut.of('t').subscribe((m) => seen.push(`1:${m}`));
    // rxjs reports a subscriber's own throw apart: a screen of the fan-out itself stands for one that throws.
    const following = (fanOut as unknown as { following: Map<string, Set<(m: string) => void>> }).following.get('t')!;
    following.add(() => {
      throw new Error('a broken stream');
    });
    fanOut.of('t').subscribe((m) => seen.push(`3:${m}`));
    fanOut.publish('t', 'a');
    fanOut.publish('t', 'b');
    for (let i = 0; i < 3; i++) await turn();
    expect(seen).toEqual(['1:a', '3:a', '1:b', '3:b']);
    expect(faults.map((f) => (f as Error).message)).toEqual(['a broken stream', 'a broken stream']);
  });

  it('reaches 200 screens with 25 a turn', async () => {
    const fanOut = new SlicedFanOut<number>(fail);
    const all = Array.from({ length: 200 }, () => firstValueFrom(fanOut.of('t').pipe(take(2), toArray())));
    fanOut.publish('t', 1);
    fanOut.publish('t', 2);
    expect(await Promise.all(all)).toEqual(Array.from({ length: 200 }, () => [1, 2]));
  });
});

describe('KeyedThrottle: at most one message per window and tournament, the first and the last of a burst', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the first at once, the last of the burst at the end of the window, and nothing when the burst was one', () => {
    const sent: string[] = [];
    const throttle = new KeyedThrottle<string>(250, (key, m) => sent.push(`${key}:${m}`));
    throttle.push('t1', 'a');
    throttle.push('t1', 'b');
    throttle.push('t1', 'c');
    throttle.push('t2', 'x');
    expect(sent).toEqual(['t1:a', 't2:x']);
    jest.advanceTimersByTime(250);
    expect(sent).toEqual(['t1:a', 't2:x', 't1:c']);
    throttle.push('t1', 'd');
    jest.advanceTimersByTime(250);
    expect(sent).toEqual(['t1:a', 't2:x', 't1:c', 't1:d']);
    jest.advanceTimersByTime(250);
    throttle.push('t1', 'e');
    expect(sent).toEqual(['t1:a', 't2:x', 't1:c', 't1:d', 't1:e']);
    throttle.clear();
    throttle.push('t1', 'f');
    expect(sent.at(-1)).toBe('t1:f');
    throttle.clear();
  });
});
