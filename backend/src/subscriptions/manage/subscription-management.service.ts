import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { CatalogService } from '../../catalog/catalog.service';
import { centsToDecimal } from '../../common/money';
import { Conflict, NotFound, ValidationProblem } from '../../common/errors/domain-errors';
import { serializeOnSqlite } from '../../common/sqlite-write-lock';
import { OrderPricingService } from '../../orders/order-pricing.service';
import { addMonths } from '../calendar-months';
import type { ChangeSubscriptionDto, SubscriptionViewDto } from '../dto/subscription-view.dto';
import { quoteRenewal } from '../renewal-quote';
import { Subscription } from '../subscription.entity';
import { SubscriptionRenewal } from '../subscription-renewal.entity';
import { SubscriptionNotices } from '../subscription-notices';
import type { SubscriptionEventActor } from '../subscription-event.entity';
import { NewSubscriptionEvent, recordSubscriptionEvents } from '../subscription-events';
import { plural } from '../subscriptions.service';
import { SubscriptionLinks } from './subscription-links.service';

const NOT_FOUND = new NotFound(
  'We could not find this subscription.',
  'The link is malformed, tampered with, signed with an old secret, or its subscription is gone.',
);

/**
 * What the shopper does from the signed link, without an account: see, skip the next delivery, change the frequency
 * or the quantities, pause, resume, cancel. A renewal already waiting (for stock or a retry) follows: skipped,
 * cancelled with the subscription. One being charged at this moment cannot be skipped (409); a pause or a cancel
 * still stops it, because the runner reads the status again just before charging.
 */
@Injectable()
export class SubscriptionManagementService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: SubscriptionLinks,
    private readonly pricing: OrderPricingService,
    private readonly catalog: CatalogService,
    private readonly notices: SubscriptionNotices,
  ) {}

  async view(token: string): Promise<SubscriptionViewDto> {
    return this.toView(await this.find(token));
  }

  async skip(token: string): Promise<SubscriptionViewDto> {
    return this.toView(await this.skipNext(await this.find(token), 'shopper'));
  }

  /** The next renewal moves one period on (the shopper's link or staff); answers the subscription as it now is. */
  async skipNext(subscription: Subscription, actor: SubscriptionEventActor): Promise<Subscription> {
    if (subscription.status === 'cancelled') throw this.cancelled();
    const skippedDate = subscription.nextRenewalAt;
    await this.write(async (manager) => {
      const open = await manager.findOneBy(SubscriptionRenewal, {
        subscriptionId: subscription.id,
        dueAt: subscription.nextRenewalAt,
        status: In(['due', 'charging']),
      });
      if (open?.status === 'charging')
        throw new Conflict(
          'This delivery is being charged right now and can no longer be skipped.',
          'The renewal is being charged at this moment; skip the one after it instead.',
        );
      if (open) await manager.update(SubscriptionRenewal, { id: open.id, status: 'due' }, { status: 'skipped' });
      subscription.nextRenewalAt = addMonths(subscription.nextRenewalAt, subscription.frequencyMonths);
      await manager.update(Subscription, { id: subscription.id }, { nextRenewalAt: subscription.nextRenewalAt });
      await recordSubscriptionEvents(manager, [
        {
          subscriptionId: subscription.id,
          kind: 'skipped',
          actor,
          detail: `${isoDay(skippedDate)} skipped; next ${isoDay(subscription.nextRenewalAt)}`,
        },
      ]);
    });
    return subscription;
  }

  async change(token: string, change: ChangeSubscriptionDto): Promise<SubscriptionViewDto> {
    const subscription = await this.find(token);
    if (subscription.status === 'cancelled') throw this.cancelled();
    const lines = subscription.lines.map((line) => {
      const wanted = change.lines?.find((c) => c.productId === line.productId && c.size === line.size);
      return wanted ? { ...line, quantity: wanted.quantity } : line;
    });
    const unknown = change.lines?.find((c) => !lines.some((l) => l.productId === c.productId && l.size === c.size));
    if (unknown)
      throw new ValidationProblem(
        'That product is not part of this subscription.',
        `Product ${unknown.productId} in size "${unknown.size}" is not a line of this subscription.`,
      );
    const frequencyMonths = change.frequencyMonths ?? subscription.frequencyMonths;
    const events: NewSubscriptionEvent[] = [];
    if (frequencyMonths !== subscription.frequencyMonths)
      events.push({
        subscriptionId: subscription.id,
        kind: 'frequency_changed',
        actor: 'shopper',
        detail: `every ${plural(subscription.frequencyMonths)} → every ${plural(frequencyMonths)}`,
      });
    for (const line of lines) {
      const before = subscription.lines.find((l) => l.productId === line.productId && l.size === line.size);
      if (before && before.quantity !== line.quantity)
        events.push({
          subscriptionId: subscription.id,
          kind: 'quantity_changed',
          actor: 'shopper',
          detail: `product ${line.productId} (${line.size}): ${before.quantity} → ${line.quantity}`,
        });
    }
    const customer = change.address
      ? { ...subscription.customer, ...change.address, shippingAddress2: change.address.shippingAddress2 || null }
      : subscription.customer;
    if (change.address)
      events.push({
        subscriptionId: subscription.id,
        kind: 'address_changed',
        actor: 'shopper',
        detail: `${subscription.customer.shippingCity}, ${subscription.customer.shippingState} → ${customer.shippingCity}, ${customer.shippingState}`,
      });
    await this.write(async (manager) => {
      await manager.update(Subscription, { id: subscription.id }, { lines, frequencyMonths, customer });
      await recordSubscriptionEvents(manager, events);
    });
    return this.toView({ ...subscription, lines, frequencyMonths, customer });
  }

  async pause(token: string): Promise<SubscriptionViewDto> {
    return this.toView(await this.stop(await this.find(token), 'paused', 'shopper'));
  }

  async cancel(token: string): Promise<SubscriptionViewDto> {
    return this.toView(await this.stop(await this.find(token), 'cancelled', 'shopper'));
  }

  async resume(token: string): Promise<SubscriptionViewDto> {
    return this.toView(await this.resumeSubscription(await this.find(token), 'shopper'));
  }

  /** A resumed subscription whose date has passed renews at the runner's next round. */
  async resumeSubscription(subscription: Subscription, actor: SubscriptionEventActor): Promise<Subscription> {
    if (subscription.status === 'cancelled') throw this.cancelled();
    if (subscription.status === 'active') return subscription;
    const now = new Date();
    const nextRenewalAt = subscription.nextRenewalAt < now ? now : subscription.nextRenewalAt;
    await this.write(async (manager) => {
      const moved = await manager.update(
        Subscription,
        { id: subscription.id, status: 'paused' },
        { status: 'active', nextRenewalAt },
      );
      if (moved.affected === 1)
        await recordSubscriptionEvents(manager, [
          { subscriptionId: subscription.id, kind: 'resumed', actor, detail: `next ${isoDay(nextRenewalAt)}` },
        ]);
    });
    return { ...subscription, status: 'active', nextRenewalAt };
  }

  /** Paused or cancelled (the shopper's link or staff); cancelling a cancelled subscription changes nothing. */
  async stop(
    subscription: Subscription,
    status: 'paused' | 'cancelled',
    actor: SubscriptionEventActor,
  ): Promise<Subscription> {
    if (subscription.status === 'cancelled') return subscription;
    if (subscription.status === status) return subscription;
    await this.write(async (manager) => {
      await manager.update(Subscription, { id: subscription.id }, { status });
      await recordSubscriptionEvents(manager, [{ subscriptionId: subscription.id, kind: status, actor }]);
      // A renewal waiting for stock or a retry is not charged later.
      await manager.update(
        SubscriptionRenewal,
        { subscriptionId: subscription.id, status: 'due' },
        { status: 'cancelled' },
      );
      // The cancellation is confirmed by e-mail, in the same transaction.
      if (status === 'cancelled') await this.notices.queue(manager, subscription, { kind: 'cancelled' });
    });
    return { ...subscription, status };
  }

  private write(work: (manager: DataSource['manager']) => Promise<unknown>): Promise<unknown> {
    return serializeOnSqlite(this.dataSource, () => this.dataSource.transaction(work));
  }

  private async find(token: string): Promise<Subscription> {
    const id = this.links.subscriptionIdFrom(token);
    const subscription = id ? await this.dataSource.getRepository(Subscription).findOneBy({ id }) : null;
    if (!subscription) throw NOT_FOUND;
    return subscription;
  }

  cancelled(): Conflict {
    return new Conflict(
      'This subscription is cancelled.',
      'This subscription is cancelled; subscribe again from the shop.',
    );
  }

  private async toView(subscription: Subscription): Promise<SubscriptionViewDto> {
    const { products } = await this.catalog.list();
    const nameOf = (productId: number) => products.find((p) => p.id === productId)?.name ?? 'A product no longer sold';
    return {
      id: subscription.id,
      status: subscription.status,
      frequencyMonths: subscription.frequencyMonths,
      nextRenewalAt: subscription.nextRenewalAt,
      discountPercent: subscription.discountPercent,
      nextAmount: await this.nextAmount(subscription),
      lines: subscription.lines.map((l) => ({ ...l, productName: nameOf(l.productId) })),
      address: {
        shippingAddress: subscription.customer.shippingAddress,
        shippingAddress2: subscription.customer.shippingAddress2 ?? null,
        shippingCity: subscription.customer.shippingCity,
        shippingState: subscription.customer.shippingState,
        shippingZip: subscription.customer.shippingZip,
      },
    };
  }

  /** Priced as the renewal will be, today; a line that can no longer be sold leaves no amount to show. */
  private async nextAmount(subscription: Subscription): Promise<string | null> {
    const charges = await quoteRenewal(this.pricing, subscription);
    return charges && centsToDecimal(charges.total);
  }
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
