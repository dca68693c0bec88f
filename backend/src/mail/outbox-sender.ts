import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { createMailTransport, MailTransport } from './mail-transport';
import { OutboundEmail } from './outbound-email.entity';
import { claimDueEmails, markAttemptFailed, markSent, releaseClaims } from './outbox-claims';
import { isEmailTemplateName, renderEmail } from './templates/render-email';

const BATCH_SIZE = 10;

/**
 * Polls the outbox inside the app process and sends what is due. On shutdown it stops polling, lets the message in
 * progress finish, marks the batch's delivered messages sent, and hands the rest of its batch back to the queue:
 * nothing lost, nothing twice.
 */
@Injectable()
export class OutboxSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxSender.name);
  private readonly transport: MailTransport;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.transport = createMailTransport(config.mail);
  }

  /** A claim lasts well beyond one SMTP conversation, so a live sender never loses its row to another. */
  private get leaseMs(): number {
    return Math.max(60_000, this.config.mail.smtpTimeoutMs * 4);
  }

  onApplicationBootstrap(): void {
    if (this.config.mail.enabled) this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Sends what is due now (tests and the poll loop). */
  sendDue(): Promise<void> {
    if (!this.running) {
      this.running = this.drain()
        .catch((error: unknown) => this.logger.warn(`Outbox poll failed (will retry): ${errorText(error)}`))
        .finally(() => (this.running = undefined));
    }
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.sendDue().finally(() => this.schedule(this.config.mail.pollIntervalMs));
    }, delayMs);
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const batch = await claimDueEmails(this.dataSource, BATCH_SIZE, this.leaseMs);
      const delivered: OutboundEmail[] = [];
      let untried: OutboundEmail[] = [];
      try {
        for (let i = 0; i < batch.length; i++) {
          if (this.stopped) {
            untried = batch.slice(i);
            break;
          }
          if (await this.sendOne(batch[i])) delivered.push(batch[i]);
        }
      } finally {
        // One transaction marks the batch's delivered messages, even when a later one broke the loop. A crash before it
        // sends them again after their lease: at least once, as before, with a batch (seconds at most) as the window.
        await markSent(this.dataSource, delivered);
      }
      if (untried.length) {
        await releaseClaims(
          this.dataSource,
          untried.map((row) => row.id),
        );
        return;
      }
      if (batch.length < BATCH_SIZE) return;
    }
  }

  /** True when the transport took the message; a failed attempt is recorded for its retry or its end here. */
  private async sendOne(row: OutboundEmail): Promise<boolean> {
    try {
      if (!isEmailTemplateName(row.template)) throw new Error(`Unknown template "${row.template}"`);
      const rendered = renderEmail(row.template, JSON.parse(row.data) as Parameters<typeof renderEmail>[1]);
      await this.transport.send({ from: this.config.mail.from, to: row.recipient, subject: row.subject, ...rendered });
      return true;
    } catch (error) {
      const { maxAttempts, retryUnitMs } = this.config.mail;
      const outcome = await markAttemptFailed(this.dataSource, row, errorText(error), maxAttempts, retryUnitMs);
      if (outcome === 'failed')
        this.logger.error(`E-mail ${row.id} (${row.kind}) failed after ${row.attempts} attempts: ${errorText(error)}`);
      else
        this.logger.warn(
          `E-mail ${row.id} (${row.kind}) attempt ${row.attempts} failed, will retry: ${errorText(error)}`,
        );
      return false;
    }
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
