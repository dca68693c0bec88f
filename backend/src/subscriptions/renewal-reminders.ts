import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { centsToDecimal, decimalToCents } from '../common/money';
import { serializeOnSqlite } from '../common/sqlite-write-lock';
import { OrderItem } from '../orders/order-item.entity';
import { OrderPricingService } from '../orders/order-pricing.service';
import type { ChargedLine } from '../orders/order-charges';
import { quoteRenewal } from './renewal-quote';
import { Subscription } from './subscription.entity';
import { recordSubscriptionEvents } from './subscription-events';
import { SubscriptionRenewal } from './subscription-renewal.entity';
import { SubscriptionNotices } from './subscription-notices';
import { SubscriptionsService } from './subscriptions.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reminder `reminderDays` (a setting) before each renewal: the amount at today's prices with shipping and tax,
 * whether a price changed since the last delivery, the date, and the management link. Queued once per renewal date:
 * the subscription's `remindedFor` moves to that date in the transaction that queues the e-mail, only if it was not
 * there yet, so two instances polling together queue one. A skipped renewal's next date gets its own reminder.
 */
@Injectable()
export class RenewalReminders {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly subscriptions: SubscriptionsService,
    private readonly pricing: OrderPricingService,
    private readonly notices: SubscriptionNotices,
  ) {}

  /** Queues the reminders whose time has come at `now`; answers how many this call queued. */
  async queueDue(now: Date): Promise<number> {
    const { reminderDays } = await this.subscriptions.settings();
    if (reminderDays <= 0) return 0;
    const horizon = new Date(now.getTime() + reminderDays * DAY_MS);
    const due = await this.dataSource
      .getRepository(Subscription)
      .createQueryBuilder('s')
      .where('s.status = :status AND s.nextRenewalAt > :now AND s.nextRenewalAt <= :horizon', {
        status: 'active',
        now,
        horizon,
      })
      .andWhere('(s.remindedFor IS NULL OR s.remindedFor <> s.nextRenewalAt)')
      .getMany();
    let queued = 0;
    for (const subscription of due) if (await this.remind(subscription)) queued += 1;
    return queued;
  }

  private async remind(subscription: Subscription): Promise<boolean> {
    const priced = await this.price(subscription);
    const priceChanged = priced ? await this.priceChangedSinceLastDelivery(subscription, priced.lines) : false;
    const dueAt = subscription.nextRenewalAt;
    return serializeOnSqlite(this.dataSource, () =>
      this.dataSource.transaction(async (manager) => {
        const moved = await manager
          .createQueryBuilder()
          .update(Subscription)
          .set({ remindedFor: dueAt })
          .where('id = :id AND status = :status AND nextRenewalAt = :dueAt', {
            id: subscription.id,
            status: 'active',
            dueAt,
          })
          .andWhere('(remindedFor IS NULL OR remindedFor <> :dueAt)', { dueAt })
          .execute();
        if (moved.affected !== 1) return false;
        const amount = priced ? centsToDecimal(priced.total) : null;
        await this.notices.queue(manager, subscription, { kind: 'reminder', dueAt, amount, priceChanged });
        await recordSubscriptionEvents(manager, [
          {
            subscriptionId: subscription.id,
            kind: 'reminder_sent',
            actor: 'system',
            detail: `renewal on ${dueAt.toISOString().slice(0, 10)}: ${amount ? `$${amount}` : 'amount unknown'}${priceChanged ? ', a price changed' : ''}`,
          },
        ]);
        return true;
      }),
    );
  }

  /** Today's figures for the next renewal; null when a line can no longer be sold. */
  private async price(subscription: Subscription): Promise<{ total: number; lines: ChargedLine[] } | null> {
    const charges = await quoteRenewal(this.pricing, subscription);
    return charges && { total: charges.total, lines: charges.lines };
  }

  /** A unit price today that differs from the one the last delivery (the last renewal's order, or the first) paid. */
  private async priceChangedSinceLastDelivery(
    subscription: Subscription,
    lines: ReadonlyArray<ChargedLine>,
  ): Promise<boolean> {
    const last = await this.dataSource.getRepository(SubscriptionRenewal).findOne({
      where: { subscriptionId: subscription.id, status: 'completed' },
      order: { dueAt: 'DESC' },
    });
    const orderId = last?.orderId ?? subscription.firstOrderId;
    const paid = await this.dataSource.getRepository(OrderItem).findBy({ orderId: In([orderId]) });
    return lines.some((line) => {
      const before = paid.find((item) => item.productId === line.productId && item.size === line.size);
      return before !== undefined && decimalToCents(before.price) !== line.unitPrice;
    });
  }
}
