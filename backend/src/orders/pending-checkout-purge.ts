import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CheckoutWriteLock } from './checkout-write-lock';
import { PendingCheckout, PendingCheckoutStatus } from './pending-checkout.entity';

/** Checkouts no money moved for: a shopper (or a script) opened the payment and never finished it. */
export const PURGEABLE_STATUSES: PendingCheckoutStatus[] = ['creating', 'created'];
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes pending checkouts that were never captured once they are older than PENDING_CHECKOUT_RETENTION_HOURS
 * (default 24), at start and every hour, so anonymous POST /order calls cannot grow the table without bound.
 * Captured, completed and rejected ones are kept: money moved for them.
 */
@Injectable()
export class PendingCheckoutPurge implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PendingCheckoutPurge.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectRepository(PendingCheckout) private readonly checkouts: Repository<PendingCheckout>,
    private readonly lock: CheckoutWriteLock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const run = () =>
      void this.purge().catch((error: unknown) =>
        this.logger.error(`Purge of old pending checkouts failed: ${String(error)}`),
      );
    run();
    this.timer = setInterval(run, PURGE_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Deletes uncaptured checkouts created before `now` minus the retention; returns how many. */
  async purge(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.pendingCheckoutRetentionHours * 3600_000);
    const result = await this.lock.run(() =>
      this.checkouts.delete({ status: In(PURGEABLE_STATUSES), createdAt: LessThan(cutoff) }),
    );
    const removed = result.affected ?? 0;
    if (removed)
      this.logger.log(
        `Removed ${removed} pending checkout(s) never captured within ${this.config.pendingCheckoutRetentionHours} h`,
      );
    return removed;
  }
}
