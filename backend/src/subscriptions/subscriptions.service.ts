import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ValidationProblem } from '../common/errors/domain-errors';
import { insertRows } from '../common/insert-rows';
import { serializeOnSqlite } from '../common/sqlite-write-lock';
import type { CheckoutSnapshot } from '../orders/checkout-snapshot';
import { addMonths } from './calendar-months';
import { recordSubscriptionEvents } from './subscription-events';
import { SubscribableItem } from './subscribable-item.entity';
import { Subscription } from './subscription.entity';
import {
  DEFAULT_SUBSCRIPTION_SETTINGS,
  SUBSCRIPTION_FREQUENCIES,
  SubscriptionSettings,
} from './subscription-settings.entity';

/** What a subscription is started with, read off the checkout that paid for its first delivery. */
export interface SubscriptionStart {
  orderId: number;
  placedAt: Date;
  snapshot: CheckoutSnapshot;
  provider: string;
  vaultId: string;
}

/** The terms a checkout subscribes on. */
export interface SubscriptionTerms {
  frequencyMonths: number;
  discountPercent: string;
}

/** The shop's subscription terms, what may be subscribed to, and the subscriptions a first payment starts. */
@Injectable()
export class SubscriptionsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async settings(): Promise<{ discountPercent: string; defaultFrequencyMonths: number; reminderDays: number }> {
    const row = await this.dataSource.getRepository(SubscriptionSettings).findOneBy({ id: 1 });
    return row ?? { ...DEFAULT_SUBSCRIPTION_SETTINGS };
  }

  /**
   * The terms a checkout asking to subscribe gets: a frequency of 1, 2 or 3 months, only subscribable sizes, and no
   * promo code (the subscription's saving takes its place). A 400 says which rule the checkout breaks.
   */
  async termsFor(
    lines: ReadonlyArray<{ productId: number; size: string }>,
    frequencyMonths: number,
    promoCode: string | null | undefined,
  ): Promise<SubscriptionTerms> {
    if (!(SUBSCRIPTION_FREQUENCIES as readonly number[]).includes(frequencyMonths))
      throw new ValidationProblem(
        'Please choose a delivery every 1, 2 or 3 months.',
        `subscription.frequencyMonths must be 1, 2 or 3, not ${frequencyMonths}.`,
      );
    if (promoCode)
      throw new ValidationProblem(
        'A promo code cannot be combined with a subscription.',
        'A subscription takes its own saving; remove the promo code or buy once.',
      );
    const items = await this.dataSource.getRepository(SubscribableItem).find();
    const offered = new Set(items.map((i) => `${i.productId}\u0000${i.size}`));
    const refused = lines.find((l) => !offered.has(`${l.productId}\u0000${l.size}`));
    if (refused)
      throw new ValidationProblem(
        'Only refills and soaps can be subscribed to.',
        `Product ${refused.productId} in size "${refused.size}" is not offered by subscription; buy it once instead.`,
      );
    return { frequencyMonths, discountPercent: (await this.settings()).discountPercent };
  }

  /**
   * Starts the subscription of a paid first order: the first renewal falls one period after the order. Once per order
   * (its unique index), however many finishers reach it.
   */
  async startFromOrder(start: SubscriptionStart): Promise<void> {
    const terms = start.snapshot.subscription;
    if (!terms) return;
    await serializeOnSqlite(this.dataSource, () =>
      this.dataSource.transaction(async (manager) => {
        const existing = await manager.findOneBy(Subscription, { firstOrderId: start.orderId });
        if (existing) return;
        const result = await insertRows(
          manager,
          Subscription,
          {
            status: 'active',
            frequencyMonths: terms.frequencyMonths,
            nextRenewalAt: addMonths(start.placedAt, terms.frequencyMonths),
            customer: start.snapshot.customer,
            lines: start.snapshot.lines.map((l) => ({ productId: l.productId, size: l.size, quantity: l.quantity })),
            shippingMethodId: start.snapshot.shippingMethodId ?? null,
            discountPercent: terms.discountPercent,
            provider: start.provider,
            vaultId: start.vaultId,
            firstOrderId: start.orderId,
          },
          { orIgnore: true },
        );
        // MySQL says whether this insert or a neighbour's made the row; SQLite's single writer saw none above.
        const affected = (result.raw as { affectedRows?: number } | null)?.affectedRows;
        if (affected === 0) return;
        const created = await manager.findOneByOrFail(Subscription, { firstOrderId: start.orderId });
        await recordSubscriptionEvents(manager, [
          {
            subscriptionId: created.id,
            kind: 'created',
            actor: 'shopper',
            detail: `every ${plural(terms.frequencyMonths)}, ${terms.discountPercent} % off, from order ${start.orderId}`,
          },
        ]);
      }),
    );
  }

  findByFirstOrder(orderId: number): Promise<Subscription | null> {
    return this.dataSource.getRepository(Subscription).findOneBy({ firstOrderId: orderId });
  }
}

/** "month" or "2 months". */
export function plural(months: number): string {
  return months === 1 ? 'month' : `${months} months`;
}
