import { setImmediate as nextTurn } from 'node:timers/promises';
import { TemporarilyUnavailable } from '../common/errors/domain-errors';

/**
 * Server renders at once: one. A render is CPU bound (its data comes from the process), so a second at once only
 * interleaves with it: each takes longer, and a turn of the event loop holds two render passes instead of one.
 */
export const MAX_ACTIVE_RENDERS = 1;
/** Renders that may wait for a slot; past this a page answers 503, so a flood cannot queue unbounded work. */
export const MAX_WAITING_RENDERS = 16;
export const RENDER_RETRY_AFTER_SECONDS = 2;

const BUSY = 'The shop is busy right now. Please try again in a moment.';

/**
 * Bounded concurrency for server renders: at most MAX_ACTIVE_RENDERS run, the next MAX_WAITING_RENDERS wait in
 * arrival order, and the rest are refused at once with a 503 and Retry-After (uncached pages are the one thing a
 * stranger can ask for endlessly, with a fresh query string each time).
 */
export class RenderQueue {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly maxActive = MAX_ACTIVE_RENDERS,
    readonly maxWaiting = MAX_WAITING_RENDERS,
  ) {}

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) {
      if (this.waiting.length >= this.maxWaiting)
        throw new TemporarilyUnavailable(BUSY, BUSY, RENDER_RETRY_AFTER_SECONDS);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      // A turn of the event loop before each render: a hand-off is a promise, and without the turn the renders in line
      // would run back to back as one chain of microtasks, so no request (a health check) is read until all are done.
      await nextTurn();
      return await render();
    } finally {
      // Hand the slot straight to the next in line (active stays counted), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  get queued(): number {
    return this.waiting.length;
  }
}
