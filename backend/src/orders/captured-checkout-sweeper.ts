import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { OrderPlacementService } from './order-placement.service';
import { PendingCheckoutsService } from './pending-checkouts.service';

/** At start, finishes every checkout that was paid but whose order was not saved (e.g. the database failed mid-way). */
@Injectable()
export class CapturedCheckoutSweeper implements OnApplicationBootstrap {
  private readonly logger = new Logger(CapturedCheckoutSweeper.name);

  constructor(
    private readonly checkouts: PendingCheckoutsService,
    private readonly placement: OrderPlacementService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Not awaited: a slow or failing database must not stop the shop from starting; the next capture or webhook retries.
    void this.sweep().catch((error: unknown) => this.logger.error(`Startup sweep failed: ${String(error)}`));
  }

  /** Returns how many orders it saved. */
  async sweep(): Promise<number> {
    let saved = 0;
    for (const checkout of await this.checkouts.listCapturedWithoutOrder()) {
      try {
        await this.placement.completeCheckout(checkout);
        saved++;
      } catch (error) {
        this.logger.error(
          `Paid checkout ${checkout.id} (payment ${checkout.paymentId}) is still without an order: ${String(error)}`,
        );
      }
    }
    if (saved) this.logger.warn(`Saved ${saved} paid order(s) that had not been saved before`);
    return saved;
  }
}
