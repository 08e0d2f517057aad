import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Methods that change nothing: every other request is a write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The longest a follower's work waits for the writes under way (ms): never more, however many writes follow. */
export const WRITES_FIRST_MAX_WAIT_MS = 50;

/**
 * The arbitres' writes before the room's phones. At the lunch break, every change makes each phone on the live
 * ranking read it again (hundreds of reads within a second) and this process compute the ranking again; a coup
 * typed meanwhile waits behind them at each of its steps (its token, its transaction's statements, its answer).
 * So while a write is being answered, what only follows the changes (the changes' events to the screens, the
 * public ranking's reads) waits for its turn: until the last write under way has its answer, or
 * WRITES_FIRST_MAX_WAIT_MS at most. A phone then has the change a few milliseconds later; the arbitre has their
 * answer sooner. Per process: each API process serves its own writes first.
 */
@Injectable()
export class WritesFirst implements OnModuleDestroy {
  private underWay = 0;
  private waiting: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;
  /** WRITES_FIRST_MAX_WAIT_MS, but in tests. */
  maxWaitMs = WRITES_FIRST_MAX_WAIT_MS;

  /** Middleware: each write is counted from its request until its answer is sent or its connection lost. */
  readonly track = (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (READS.has(req.method ?? 'GET')) return next();
    this.underWay++;
    res.once('close', () => this.ended());
    next();
  };

  /** Whether a write is being answered now. */
  get busy(): boolean {
    return this.underWay > 0;
  }

  /**
   * Undefined when no write is under way (go on at once); else a promise settled when the last one is answered,
   * or after WRITES_FIRST_MAX_WAIT_MS from the first that waits, whichever comes first.
   */
  turn(): Promise<void> | undefined {
    if (this.underWay === 0) return undefined;
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.timer ??= setTimeout(() => this.release(), this.maxWaitMs);
    });
  }

  onModuleDestroy(): void {
    this.release();
  }

  private ended(): void {
    this.underWay--;
    if (this.underWay === 0) this.release();
  }

  private release(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}
