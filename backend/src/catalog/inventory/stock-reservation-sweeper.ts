import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { StockReservationsService } from './stock-reservations.service';

const SWEEP_EVERY_MS = 60_000;

/**
 * Gives back, every minute, the units of checkouts that lapsed without paying, so the storefront stops saying
 * 'Sold out' for units nobody is buying (a checkout short of units also frees lapsed holds of its sizes first).
 */
@Injectable()
export class StockReservationSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(StockReservationSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly reservations: StockReservationsService) {}

  onApplicationBootstrap(): void {
    const run = () =>
      void this.reservations
        .releaseExpired()
        .catch((error: unknown) => this.logger.error(`Giving back lapsed stock reservations failed: ${String(error)}`));
    this.timer = setInterval(run, SWEEP_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }
}
