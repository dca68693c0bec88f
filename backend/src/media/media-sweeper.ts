import { Injectable, Logger } from '@nestjs/common';
import { MediaService } from './media.service';

/** How often unused uploads are looked for; each instance sweeps, and a second sweep finds nothing left. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Removes, every hour, the uploads no product took within the grace period. */
@Injectable()
export class MediaSweeper {
  private readonly logger = new Logger(MediaSweeper.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly media: MediaService) {}

  start(now: () => Date = () => new Date()): void {
    this.timer = setInterval(() => {
      this.media.sweep(now()).catch((error: unknown) => {
        this.logger.warn(`Sweeping unused photos failed: ${String(error)}`);
      });
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
