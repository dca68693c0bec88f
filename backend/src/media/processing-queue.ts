import { TemporarilyUnavailable } from '../common/errors/domain-errors';

/**
 * Runs photo processing one job at a time (a job uses one libvips thread), with a few waiting: processing uses a
 * core and the libuv pool while requests keep theirs. Past `maxWaiting`, a 503 says to try again.
 */
export class ProcessingQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly capacity = 1,
    private readonly maxWaiting = 16,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.capacity) {
      if (this.waiting.length >= this.maxWaiting)
        throw new TemporarilyUnavailable('Photos are being processed; try again in a moment.', undefined, 5);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running++;
    try {
      return await job();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
