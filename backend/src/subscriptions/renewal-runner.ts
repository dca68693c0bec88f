import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutOfStock } from '../catalog/inventory/out-of-stock';
import { serializeOnSqlite } from '../common/sqlite-write-lock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { buildCheckoutSnapshot } from '../orders/checkout-snapshot';
import { OrderPlacementService } from '../orders/order-placement.service';
import { OrderPricingService } from '../orders/order-pricing.service';
import type { PendingCheckout } from '../orders/pending-checkout.entity';
import { PendingCheckoutsService } from '../orders/pending-checkouts.service';
import { paymentOrderRequest } from '../orders/payment-order-request';
import { CURRENCY, PAYMENT_PROVIDER, PaymentProvider, VaultCharge } from '../payments/payment-provider';
import { PaymentProviderError } from '../payments/payment-provider-error';
import { addMonths } from './calendar-months';
import { claimDueRenewals, openDueRenewals } from './renewal-claims';
import { RenewalReminders } from './renewal-reminders';
import { recordSubscriptionEvents } from './subscription-events';
import { Subscription } from './subscription.entity';
import { SubscriptionRenewal } from './subscription-renewal.entity';
import { SubscriptionNotice, SubscriptionNotices } from './subscription-notices';

const DAY_MS = 24 * 60 * 60 * 1000;
/** After a failed charge the renewal is tried again 1, 3 and 7 days later; the fourth failure pauses the subscription. */
export const RENEWAL_RETRY_DAYS = [1, 3, 7] as const;
export const MAX_RENEWAL_ATTEMPTS = RENEWAL_RETRY_DAYS.length + 1;
/** Out of stock: the renewal looks again a day later, charging nothing meanwhile. */
export const STOCK_WAIT_MS = DAY_MS;
/** A claim outlasts any one charge (the provider's deadline is seconds), so a live instance never loses its row. */
const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 10;

export type RenewalOutcome = 'charged' | 'retry' | 'failed' | 'waiting-for-stock' | 'cancelled' | 'pending';

/**
 * Charges subscription renewals when they fall due, on whichever instance claims them first. Each renewal is priced
 * like a new order (today's prices, the subscription's saving, shipping and tax for the stored address) through a
 * pending checkout, which holds the stock, and is charged to the stored wallet with a PayPal-Request-Id fixed per
 * attempt; the order is then placed as any paid checkout is (its confirmation e-mail follows the order event).
 */
@Injectable()
export class RenewalRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Renewals');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly pricing: OrderPricingService,
    private readonly checkouts: PendingCheckoutsService,
    private readonly placement: OrderPlacementService,
    private readonly notices: SubscriptionNotices,
    private readonly reminders: RenewalReminders,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.renewalPollIntervalMs > 0) this.schedule(this.config.renewalPollIntervalMs);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runDue()
        .catch((error: unknown) => this.logger.warn(`Renewal poll failed (will retry): ${errorText(error)}`))
        .finally(() => this.schedule(this.config.renewalPollIntervalMs));
    }, delayMs);
    this.timer.unref();
  }

  /**
   * Queues the reminders whose time has come, then opens and charges every renewal due at `now` (the poll loop passes
   * the clock; tests pass their own).
   */
  async runDue(now: Date = new Date()): Promise<Array<{ renewalId: number; outcome: RenewalOutcome }>> {
    await this.reminders.queueDue(now);
    await openDueRenewals(this.dataSource, now);
    const outcomes: Array<{ renewalId: number; outcome: RenewalOutcome }> = [];
    for (;;) {
      const batch = await claimDueRenewals(this.dataSource, now, BATCH_SIZE, LEASE_MS);
      for (const renewal of batch) {
        try {
          outcomes.push({ renewalId: renewal.id, outcome: await this.renew(renewal, now) });
        } catch (error) {
          // Left claimed: when its lease lapses the renewal is taken again, with the same request id.
          this.logger.error(`Renewal ${renewal.id} stopped (retried after its claim lapses): ${errorText(error)}`);
        }
      }
      if (batch.length < BATCH_SIZE || this.stopped) return outcomes;
    }
  }

  private async renew(renewal: SubscriptionRenewal, now: Date): Promise<RenewalOutcome> {
    const subscription = await this.dataSource.getRepository(Subscription).findOneBy({ id: renewal.subscriptionId });
    if (subscription?.status !== 'active') return this.cancel(renewal);
    let checkout = renewal.checkoutId ? await this.checkouts.findById(renewal.checkoutId) : null;
    if (checkout && (checkout.status === 'captured' || checkout.status === 'completed'))
      return this.place(renewal, subscription, checkout);
    try {
      checkout ??= await this.openCheckout(renewal, subscription);
      await this.checkouts.holdForCapture(checkout);
    } catch (error) {
      if (error instanceof OutOfStock) return this.waitForStock(renewal, subscription, now, error.message);
      throw error;
    }
    // Paused or cancelled while the stock was being held: nothing is charged.
    const current = await this.dataSource.getRepository(Subscription).findOneBy({ id: subscription.id });
    if (current?.status !== 'active') {
      await this.checkouts.holdForCapture(checkout, false);
      return this.cancel(renewal);
    }
    let charge: VaultCharge;
    try {
      charge = await this.provider.chargeVault(
        paymentOrderRequest(checkout.id, checkout.snapshot),
        subscription.vaultId,
        `renewal-${renewal.id}-${renewal.attempts}`,
        { signal: AbortSignal.timeout(this.config.paypal.timeoutMs) },
      );
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      await this.checkouts.holdForCapture(checkout, false);
      return this.chargeFailed(renewal, subscription, now, error.message);
    }
    if (checkout.paymentId !== charge.paymentId) await this.checkouts.attachPaymentId(checkout, charge.paymentId);
    const { capture } = charge;
    // A PENDING capture is finished by the provider's capture-completed webhook; the lapsed claim then places it.
    if (capture.status !== 'COMPLETED' || capture.amount.currency !== CURRENCY) return 'pending';
    const recorded = await this.checkouts.recordCapture(checkout, {
      captureId: capture.id,
      amount: capture.amount.value,
      currency: capture.amount.currency,
    });
    return this.place(renewal, subscription, recorded);
  }

  /** Today's prices, the subscription's saving, shipping and tax for the stored address; the stock is held with it. */
  private async openCheckout(renewal: SubscriptionRenewal, subscription: Subscription): Promise<PendingCheckout> {
    const { charges } = await this.pricing.quote({
      items: subscription.lines,
      shippingState: subscription.customer.shippingState,
      shippingMethodId: subscription.shippingMethodId,
      subscriptionDiscountPercent: subscription.discountPercent,
    });
    const snapshot = {
      ...buildCheckoutSnapshot(subscription.customer, charges),
      subscription: null,
      renewalOf: subscription.id,
    };
    const checkout = await this.checkouts.open(this.provider.name, snapshot);
    await this.update(renewal, { checkoutId: checkout.id });
    return checkout;
  }

  private async place(
    renewal: SubscriptionRenewal,
    subscription: Subscription,
    checkout: PendingCheckout,
  ): Promise<RenewalOutcome> {
    const order = await this.placement.completeCheckout(checkout);
    await serializeOnSqlite(this.dataSource, () =>
      this.dataSource.transaction(async (manager) => {
        const moved = await manager.update(
          SubscriptionRenewal,
          { id: renewal.id, status: 'charging' },
          { status: 'completed', orderId: order.id, lastError: null },
        );
        await manager.update(
          Subscription,
          { id: subscription.id, nextRenewalAt: renewal.dueAt },
          { nextRenewalAt: addMonths(renewal.dueAt, subscription.frequencyMonths) },
        );
        if (moved.affected === 1)
          await recordSubscriptionEvents(manager, [
            {
              subscriptionId: subscription.id,
              kind: 'renewal_charged',
              actor: 'system',
              detail: `order ${order.orderNumber} ($${order.total})`,
            },
          ]);
      }),
    );
    this.logger.log(`Renewal ${renewal.id} of subscription ${subscription.id} charged: order ${order.orderNumber}`);
    return 'charged';
  }

  /** Nothing was taken: a later attempt on the schedule, or after the last one the subscription pauses. */
  private async chargeFailed(
    renewal: SubscriptionRenewal,
    subscription: Subscription,
    now: Date,
    reason: string,
  ): Promise<RenewalOutcome> {
    const lastError = reason.slice(0, 1000);
    if (renewal.attempts >= MAX_RENEWAL_ATTEMPTS) {
      await serializeOnSqlite(this.dataSource, () =>
        this.dataSource.transaction(async (manager) => {
          await manager.update(
            SubscriptionRenewal,
            { id: renewal.id, status: 'charging' },
            { status: 'failed', lastError },
          );
          await manager.update(Subscription, { id: subscription.id, status: 'active' }, { status: 'paused' });
          await this.notices.queue(manager, subscription, { kind: 'paused', renewalId: renewal.id });
          await recordSubscriptionEvents(manager, [
            {
              subscriptionId: subscription.id,
              kind: 'renewal_failed',
              actor: 'system',
              detail: `attempt ${renewal.attempts}: ${lastError}`,
            },
            {
              subscriptionId: subscription.id,
              kind: 'paused',
              actor: 'system',
              detail: `after ${renewal.attempts} failed charge attempts`,
            },
          ]);
        }),
      );
      this.logger.warn(
        `Renewal ${renewal.id} failed ${renewal.attempts} times: subscription ${subscription.id} paused`,
      );
      return 'failed';
    }
    const nextAttemptAt = new Date(now.getTime() + RENEWAL_RETRY_DAYS[renewal.attempts - 1] * DAY_MS);
    await this.update(
      renewal,
      { status: 'due', nextAttemptAt, lastError },
      {
        subscription,
        notice: { kind: 'charge-failed', renewalId: renewal.id, attempt: renewal.attempts, nextAttemptAt },
      },
    );
    return 'retry';
  }

  /** Out of stock is not a charge attempt: the renewal looks again later and nothing is charged. */
  private async waitForStock(
    renewal: SubscriptionRenewal,
    subscription: Subscription,
    now: Date,
    reason: string,
  ): Promise<RenewalOutcome> {
    await this.update(
      renewal,
      {
        status: 'due',
        attempts: renewal.attempts - 1,
        nextAttemptAt: new Date(now.getTime() + STOCK_WAIT_MS),
        lastError: reason.slice(0, 1000),
      },
      { subscription, notice: { kind: 'waiting-for-stock', renewalId: renewal.id } },
    );
    return 'waiting-for-stock';
  }

  private async cancel(renewal: SubscriptionRenewal): Promise<RenewalOutcome> {
    await this.update(renewal, { status: 'cancelled' });
    return 'cancelled';
  }

  /**
   * Writes only while this instance's claim holds (the row is still `charging`); the shopper's e-mail, if any, is
   * queued in the same transaction and only when the row moved.
   */
  private async update(
    renewal: SubscriptionRenewal,
    columns: Partial<SubscriptionRenewal>,
    tell?: { subscription: Subscription; notice: SubscriptionNotice },
  ): Promise<void> {
    await serializeOnSqlite(this.dataSource, () =>
      this.dataSource.transaction(async (manager) => {
        const moved = await manager.update(SubscriptionRenewal, { id: renewal.id, status: 'charging' }, columns);
        if (!tell || moved.affected !== 1) return;
        await this.notices.queue(manager, tell.subscription, tell.notice);
        if (tell.notice.kind === 'charge-failed')
          await recordSubscriptionEvents(manager, [
            {
              subscriptionId: tell.subscription.id,
              kind: 'renewal_failed',
              actor: 'system',
              detail: `attempt ${renewal.attempts}: ${columns.lastError ?? ''}; next attempt ${tell.notice.nextAttemptAt.toISOString()}`,
            },
          ]);
      }),
    );
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
