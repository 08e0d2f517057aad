import { Observable } from 'rxjs';

/** How many screens get a message in one turn of the event loop. */
export const FAN_OUT_SLICE = 25;

type Screen<T> = (message: T) => void;

interface Delivery<T> {
  /** The screens following the key when the message was published, and their set now (one closed meanwhile gets nothing). */
  screens: Screen<T>[];
  following: Set<Screen<T>>;
  message: T;
  next: number;
}

/**
 * One message to the many screens following a key (a tournament), a slice of screens at a time, each slice in a
 * turn of the event loop of its own. Each screen's message is a socket write: a room of 200 phones took the event
 * loop for 10-40 ms at each change, and an arbitre's write waiting for its statement's answer waited as long. Between
 * two slices the process reads what came meanwhile. Every screen gets the messages in the order they were published.
 */
export class SlicedFanOut<T> {
  private readonly following = new Map<string, Set<Screen<T>>>();
  private readonly queue: Delivery<T>[] = [];
  private busy = false;

  /** `failed`: told of a screen that threw on a message (its stream's own fault); the others are served all the same. */
  constructor(
    private readonly failed: (error: unknown) => void,
    private readonly slice = FAN_OUT_SLICE,
  ) {}

  /** The messages published for `key` from the subscription on. */
  of(key: string): Observable<T> {
    return new Observable<T>((subscriber) => {
      const screen: Screen<T> = (message) => subscriber.next(message);
      let set = this.following.get(key);
      if (!set) this.following.set(key, (set = new Set()));
      set.add(screen);
      return () => {
        set.delete(screen);
        if (!set.size && this.following.get(key) === set) this.following.delete(key);
      };
    });
  }

  /** Sends `message` to the screens following `key`: the first slice at once, the others in the turns that follow. */
  publish(key: string, message: T): void {
    const following = this.following.get(key);
    if (!following?.size) return;
    this.queue.push({ screens: [...following], following, message, next: 0 });
    if (!this.busy) this.deliver();
  }

  private readonly deliver = (): void => {
    this.busy = true;
    let budget = this.slice;
    while (budget > 0 && this.queue.length) {
      const delivery = this.queue[0]!;
      while (budget > 0 && delivery.next < delivery.screens.length) {
        const screen = delivery.screens[delivery.next++]!;
        if (!delivery.following.has(screen)) continue;
        budget--;
        try {
          screen(delivery.message);
        } catch (error) {
          // A screen that throws (its stream's own fault) stops neither the others nor the messages that follow.
          this.failed(error);
        }
      }
      if (delivery.next >= delivery.screens.length) this.queue.shift();
    }
    if (this.queue.length) setImmediate(this.deliver);
    else this.busy = false;
  };
}

/**
 * At most one message per `ms` and key: the first of a burst at once, the last of it when the time is up (as rxjs's
 * throttleTime with leading and trailing), once for all the screens of the key rather than a timer per screen.
 */
export class KeyedThrottle<T> {
  private readonly held = new Map<string, { timer: NodeJS.Timeout; last?: T }>();

  constructor(
    private readonly ms: number,
    private readonly emit: (key: string, message: T) => void,
  ) {}

  push(key: string, message: T): void {
    const held = this.held.get(key);
    if (held) {
      held.last = message;
      return;
    }
    this.emit(key, message);
    this.hold(key);
  }

  private hold(key: string): void {
    const timer = setTimeout(() => {
      const held = this.held.get(key);
      this.held.delete(key);
      if (held?.last === undefined) return;
      this.emit(key, held.last);
      this.hold(key);
    }, this.ms);
    timer.unref();
    this.held.set(key, { timer });
  }

  /** Drops what is held (the process stops). */
  clear(): void {
    for (const { timer } of this.held.values()) clearTimeout(timer);
    this.held.clear();
  }
}
