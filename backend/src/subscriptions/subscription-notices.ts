import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OutboxService } from '../mail/outbox.service';
import { SubscriptionLinks } from './manage/subscription-links.service';
import type { Subscription } from './subscription.entity';

export type SubscriptionNotice =
  | { kind: 'cancelled' }
  | { kind: 'waiting-for-stock'; renewalId: number }
  | { kind: 'charge-failed'; renewalId: number; attempt: number; nextAttemptAt: Date }
  | { kind: 'paused'; renewalId: number }
  | { kind: 'reminder'; dueAt: Date; amount: string | null; priceChanged: boolean };

const day = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The shopper's e-mails about their subscription, queued in the outbox in the caller's transaction, once per event. */
@Injectable()
export class SubscriptionNotices {
  constructor(
    private readonly outbox: OutboxService,
    private readonly links: SubscriptionLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async queue(manager: EntityManager, subscription: Subscription, notice: SubscriptionNotice): Promise<void> {
    const { dedupeKey, subject, paragraphs } = this.content(subscription, notice);
    await this.outbox.queue(manager, {
      template: 'subscription-notice',
      dedupeKey,
      recipient: subscription.customer.customerEmail,
      data: {
        subject,
        headline: subject,
        paragraphs,
        manageUrl: this.links.manageUrlFor(subscription.id),
        shopUrl: this.config.publicBaseUrl,
      },
    });
  }

  private content(subscription: Subscription, notice: SubscriptionNotice) {
    switch (notice.kind) {
      case 'cancelled':
        return {
          dedupeKey: `subscription-cancelled:${subscription.id}`,
          subject: 'Your refill subscription is cancelled',
          paragraphs: ['No further deliveries will be sent or charged. There is nothing else you need to do.'],
        };
      case 'waiting-for-stock':
        return {
          dedupeKey: `subscription-waiting:${notice.renewalId}`,
          subject: 'Your next refill is waiting for stock',
          paragraphs: [
            'Something in your next delivery is out of stock. Nothing has been charged: we look again every day and charge and send it as soon as it is back.',
          ],
        };
      case 'charge-failed':
        return {
          dedupeKey: `subscription-charge-failed:${notice.renewalId}:${notice.attempt}`,
          subject: 'We could not charge your refill subscription',
          paragraphs: [
            `PayPal did not accept the payment for your next delivery, so nothing was charged. We will try again on ${day(notice.nextAttemptAt)}.`,
            'Please check the payment method in your PayPal account.',
          ],
        };
      case 'reminder':
        return {
          dedupeKey: `subscription-reminder:${subscription.id}:${notice.dueAt.toISOString()}`,
          subject: `Your next refill is on ${day(notice.dueAt)}`,
          paragraphs: [
            notice.amount
              ? `Your next delivery will be charged on ${day(notice.dueAt)}: $${notice.amount} at today's prices, with shipping and tax.`
              : `Your next delivery is due on ${day(notice.dueAt)}. Something in it can no longer be sold as it is, so we cannot tell the amount yet; nothing is charged for what cannot be sent.`,
            ...(notice.priceChanged
              ? ['A price has changed since your last delivery, so this amount is not the same as last time.']
              : []),
            'To skip this delivery, or change how often or how many, use the link below before then.',
          ],
        };
      case 'paused':
        return {
          dedupeKey: `subscription-paused:${notice.renewalId}`,
          subject: 'Your refill subscription is paused',
          paragraphs: [
            'We could not charge your next delivery after several attempts, so your subscription is paused and nothing was charged.',
            'Update the payment method in your PayPal account, then resume the subscription.',
          ],
        };
    }
  }
}
