import { Inject, Injectable, Logger } from '@nestjs/common';
import { centsToDecimal, isMoneyString, toCents } from '../common/money';
import { NotFound, PaymentNotCompleted, ValidationProblem } from '../common/errors/domain-errors';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { buildCheckoutSnapshot } from '../orders/checkout-snapshot';
import { OrderPlacementService, PlacedOrder } from '../orders/order-placement.service';
import { OrderPricingService } from '../orders/order-pricing.service';
import type { PendingCheckout } from '../orders/pending-checkout.entity';
import { PendingCheckoutsService } from '../orders/pending-checkouts.service';
import { assertBrowserFigures, claimedCheckout } from '../orders/price-check';
import type { DemoApprovalChoice } from '../payments/demo/demo-outcomes';
import type { CreatePaymentOrderDto } from './dto/create-payment-order.dto';
import { notCompletedText, toDomainError } from './payment-failures';
import {
  CallOptions,
  CURRENCY,
  PAYMENT_PROVIDER,
  PaymentProvider,
  ProviderCapture,
} from '../payments/payment-provider';
import { ShopMetrics } from '../metrics/shop-metrics';
import { PaymentProviderError } from '../payments/payment-provider-error';
import { withPromoHold } from './promo-hold';
import { paymentOrderRequest, walletBreakdown } from '../orders/payment-order-request';
import type { PaymentOrderIdDto } from './dto/payment-results.dto';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';

/** Capture failures after which the provider certainly took no money. */
const NOTHING_TAKEN: readonly PaymentProviderError['failure'][] = ['declined', 'not-approved', 'rejected'];

/** The result of a capture: the order, or (order null) paid but the order is still being saved. */
export interface CaptureOutcome {
  status: 'COMPLETED';
  order: PlacedOrder | null;
  /** True only for the call that saved the order (not a replay, not a finisher that lost the race). */
  created: boolean;
}

/**
 * The payment flow: create a provider order for the server's total, capture it after checking it is ours, record the
 * capture, then turn it into the shop order in the same request. Every call to the provider in one request shares one
 * deadline (PAYPAL_TIMEOUT_MS), so a hanging provider is a 502 well within 10 seconds.
 */
@Injectable()
export class CheckoutPaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pricing: OrderPricingService,
    private readonly checkouts: PendingCheckoutsService,
    private readonly placement: OrderPlacementService,
    private readonly metrics: ShopMetrics,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  get providerName(): string {
    return this.provider.displayName;
  }

  /**
   * The deadline of one provider call (or of the calls of one capture). Its signal is made when the provider first
   * reads it, which PayPal's adapter does as its request starts: the demo wallet, in this process, reads it only to
   * simulate a hang, so no paid order pays for an unused AbortSignal.timeout (a tracked timer that later builds its
   * DOMException for nobody).
   */
  private deadline(): CallOptions {
    const timeoutMs = this.config.paypal.timeoutMs;
    let signal: AbortSignal | undefined;
    return {
      get signal() {
        return (signal ??= AbortSignal.timeout(timeoutMs));
      },
    };
  }

  async setup(): Promise<{
    provider: 'paypal' | 'demo';
    clientToken: string;
    clientId: string | null;
    sdkUrl: string | null;
  }> {
    try {
      const clientToken = await this.provider.clientToken(this.deadline());
      const { clientId } = this.provider;
      return {
        provider: this.provider.name,
        clientToken,
        clientId,
        sdkUrl: clientId ? this.config.paypal.sdkUrl : null,
      };
    } catch (error) {
      this.logProviderError('client token', error);
      throw toDomainError(error, 'token', this.provider.displayName);
    }
  }

  /** `holder`: the address whose unpaid checkouts' held units are capped (MAX_UNITS_HELD_PER_ADDRESS). */
  async createPaymentOrder(dto: CreatePaymentOrderDto, holder?: string): Promise<PaymentOrderIdDto> {
    const terms = dto.subscription
      ? await this.subscriptions.termsFor(dto.items, dto.subscription.frequencyMonths, dto.promoCode)
      : null;
    const charges = await this.pricing.priceCheckout({ ...dto, subscriptionDiscountPercent: terms?.discountPercent });
    assertBrowserFigures(charges, claimedCheckout(dto));
    if (charges.total === 0)
      throw new ValidationProblem(
        'There is nothing to pay.',
        'The order total is $0.00, so there is nothing to pay with a wallet: place it with POST /order/free.',
      );

    const snapshot = { ...buildCheckoutSnapshot(dto, charges), subscription: terms };
    const checkout = await withPromoHold(this.pricing, snapshot, () =>
      this.checkouts.open(this.provider.name, snapshot, undefined, holder),
    );
    let created: { id: string };
    const request = paymentOrderRequest(checkout.id, snapshot);
    try {
      created = await this.provider.createOrder(request, this.deadline());
    } catch (error) {
      this.logProviderError(`create for checkout ${checkout.id}`, error);
      throw toDomainError(error, 'create', this.provider.displayName);
    }
    await this.checkouts.attachPaymentId(checkout, created.id);
    // A wallet whose window the shop draws shows what it was asked to collect, as PayPal's window does.
    return this.provider.approve ? { id: created.id, breakdown: walletBreakdown(request) } : created;
  }

  /** The demo wallet's approval window: only a wallet whose approval the shop collects has one. */
  async approveDemo(paymentId: string, choice: DemoApprovalChoice): Promise<{ id: string; status: string }> {
    if (!this.provider.approve)
      throw new NotFound(
        'The demo wallet is not in use.',
        'The demo wallet is not in use: payments go through PayPal.',
      );
    try {
      return { id: paymentId, status: await this.provider.approve(paymentId, choice, this.deadline()) };
    } catch (error) {
      throw toDomainError(error, 'capture', this.provider.displayName);
    }
  }

  /** POST /order/{id}/capture: safe to repeat and to run five times at once; it always ends with at most one order. */
  async capture(paymentId: string): Promise<CaptureOutcome> {
    const checkout = await this.checkouts.findByPaymentId(paymentId);
    if (!checkout)
      throw new NotFound(
        `Failed to capture ${this.provider.displayName} payment`,
        `No checkout is waiting for payment ${paymentId}.`,
      );
    if (checkout.status === 'captured' || checkout.status === 'completed') return this.finish(checkout);
    if (checkout.status === 'rejected')
      throw this.rejection(checkout.capturedAmount ?? '?', checkout.capturedCurrency ?? '?', checkout.total);

    const options = this.deadline();
    const name = this.provider.displayName;
    let capture: ProviderCapture;
    try {
      const order = await this.provider.getOrder(paymentId, options);
      // Read back before taking money: the payment must be ours, in dollars, for exactly our total.
      if (
        order.customId !== checkout.id ||
        order.amount.currency !== CURRENCY ||
        !this.sameAmount(order.amount.value, checkout.total)
      ) {
        this.logger.error(
          `Payment ${paymentId} does not match checkout ${checkout.id}: ${order.amount.value} ${order.amount.currency}, custom_id ${order.customId}`,
        );
        throw new PaymentNotCompleted(
          `Failed to capture ${name} payment`,
          `Failed to capture ${name} payment: the payment does not match your order.`,
        );
      }
      if (order.status === 'COMPLETED' && order.capture) capture = order.capture;
      else if (order.status !== 'APPROVED') throw new PaymentNotCompleted(notCompletedText(name, order.status));
      else {
        // The code's use and the units are held again just before the money moves, so a shopper is never charged and then refused them.
        await withPromoHold(this.pricing, checkout.snapshot, () => this.checkouts.holdForCapture(checkout));
        capture = await this.captureOnce(paymentId, checkout.id, options);
      }
    } catch (error) {
      this.logProviderError(`capture of ${paymentId}`, error);
      // Nothing was taken: the shopper's next attempt (or another way to pay) may reuse the code and the units.
      if (error instanceof PaymentProviderError && NOTHING_TAKEN.includes(error.failure))
        await this.checkouts.holdForCapture(checkout, false);
      throw toDomainError(error, 'capture', name);
    }
    return this.settleCapture(checkout, capture);
  }

  /**
   * Checks a capture and turns it into the order. A capture that is not COMPLETED makes no order (a PENDING one is
   * finished by the provider's capture-completed webhook); one with another amount or currency is kept for a refund.
   */
  async settleCapture(checkout: PendingCheckout, capture: ProviderCapture): Promise<CaptureOutcome> {
    if (capture.status !== 'COMPLETED')
      throw new PaymentNotCompleted(notCompletedText(this.provider.displayName, capture.status));
    if (capture.amount.currency !== CURRENCY || !this.sameAmount(capture.amount.value, checkout.total)) {
      this.logger.error(
        `Capture ${capture.id} of payment ${checkout.paymentId} took ${capture.amount.value} ${capture.amount.currency}, expected ${checkout.total} ${CURRENCY}: no order, refund needed`,
      );
      await this.checkouts.recordRejectedCapture(checkout, {
        captureId: capture.id,
        amount: this.storableAmount(capture.amount.value),
        currency: capture.amount.currency.slice(0, 3),
      });
      throw this.rejection(capture.amount.value, capture.amount.currency, checkout.total);
    }
    const recorded = await this.checkouts.recordCapture(checkout, {
      captureId: capture.id,
      amount: capture.amount.value,
      currency: capture.amount.currency,
    });
    if (recorded.status === 'rejected')
      throw this.rejection(recorded.capturedAmount ?? '?', recorded.capturedCurrency ?? '?', recorded.total);
    const outcome = await this.finish(recorded);
    await this.startSubscription(recorded, capture, outcome);
    return outcome;
  }

  /** A subscribing checkout's first payment starts its subscription once its order exists and the wallet is stored. */
  private async startSubscription(
    checkout: PendingCheckout,
    capture: ProviderCapture,
    outcome: CaptureOutcome,
  ): Promise<void> {
    if (!checkout.snapshot.subscription || !outcome.order) return;
    if (!capture.vaultId) {
      this.logger.error(
        `Payment ${checkout.paymentId} subscribed but ${this.provider.displayName} stored no payment method: order ${outcome.order.id} has no subscription`,
      );
      return;
    }
    await this.subscriptions.startFromOrder({
      orderId: outcome.order.id,
      placedAt: outcome.order.createdAt,
      snapshot: checkout.snapshot,
      provider: this.provider.name,
      vaultId: capture.vaultId,
    });
  }

  /** The money is recorded as taken; saving the order may fail, and is then retried later, never dropped. */
  async finish(checkout: PendingCheckout): Promise<CaptureOutcome> {
    try {
      return { status: 'COMPLETED', ...(await this.placement.placeCheckout(checkout)) };
    } catch (error) {
      this.logger.error(
        `Payment ${checkout.paymentId} is captured but its order could not be saved yet (retried by the next capture, the webhook or the startup sweep): ${String(error)}`,
      );
      return { status: 'COMPLETED', order: null, created: false };
    }
  }

  private async captureOnce(paymentId: string, checkoutId: string, options: CallOptions): Promise<ProviderCapture> {
    try {
      return await this.provider.captureOrder(paymentId, checkoutId, options);
    } catch (error) {
      // Someone (a concurrent request, the webhook) captured it first: the capture is on the order.
      if (error instanceof PaymentProviderError && error.failure === 'already-captured') {
        const order = await this.provider.getOrder(paymentId, options);
        if (order.capture) return order.capture;
      }
      throw error;
    }
  }

  private sameAmount(value: string, total: string): boolean {
    return isMoneyString(value) && toCents(value) === toCents(total);
  }

  private storableAmount(value: string): string | null {
    return isMoneyString(value) ? centsToDecimal(toCents(value)) : null;
  }

  private rejection(value: string, currency: string, total: string): PaymentNotCompleted {
    const name = this.provider.displayName;
    return new PaymentNotCompleted(
      `Failed to capture ${name} payment`,
      `${name} took ${value} ${currency} instead of ${total} ${CURRENCY}, so no order was placed. The payment will be refunded; please contact us.`,
    );
  }

  private logProviderError(what: string, error: unknown): void {
    if (error instanceof PaymentProviderError) this.metrics.paymentFailed(error.failure);
    if (error instanceof PaymentProviderError)
      this.logger.warn(`${this.provider.displayName} ${what} failed: ${error.message}`);
  }
}
