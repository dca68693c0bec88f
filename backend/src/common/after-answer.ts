import { Global, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';

/**
 * Work a sign-up does after its answer is sent. A new address costs writes (a row, a welcome code and e-mail) that a
 * repeat does not; done before answering, the answer's time told a stranger whether an address was already listed.
 * The caller answers at once and the work runs on the next turn of the event loop. A failure is logged (the shopper
 * has their answer; the row is written on their next try). Shutdown waits for the work in progress.
 */
@Injectable()
export class AfterAnswer implements OnApplicationShutdown {
  private readonly logger = new Logger('AfterAnswer');
  private readonly running = new Set<Promise<void>>();

  run(what: string, work: () => Promise<unknown>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) =>
          this.logger.error(
            `${what} failed after its answer: ${error instanceof Error ? error.message : String(error)}`,
          ),
      )
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves when every piece of work started so far has finished (shutdown, and tests that read what it wrote). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }

  onApplicationShutdown(): Promise<void> {
    return this.settled();
  }
}

@Global()
@Module({ providers: [AfterAnswer], exports: [AfterAnswer] })
export class AfterAnswerModule {}
