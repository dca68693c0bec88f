import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { clipForLog, SampledWarnings } from '../common/logging/sampled-warnings';
import { isRefusal } from '../common/errors/domain-error';
import {
  PaymentNotCompleted,
  PaymentProviderFailed,
  TemporarilyUnavailable,
  ValidationProblem,
} from '../common/errors/domain-errors';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PendingCheckoutsService } from '../orders/pending-checkouts.service';
import { CaptureOutcome, CheckoutPaymentsService } from './checkout-payments.service';
import { PAYMENT_PROVIDER, PaymentEvent, PaymentProvider, WebhookDelivery } from '../payments/payment-provider';
import { PaymentWebhookEvent } from './payment-webhook-event.entity';
import { OrderRefundsService, RefundWebhookOutcome } from '../refunds/order-refunds.service';

export type WebhookOutcome =
  'order-created' | 'already-done' | 'duplicate' | 'ignored' | 'rejected' | 'not-captured' | RefundWebhookOutcome;

/**
 * The provider's webhooks are the safety net of the capture: a shopper whose browser died after approving, or an
 * order whose save failed, is finished here by the same step as the capture call. The adapter reads its own event
 * shapes (PayPal's) into the port's PaymentEvent, so this service decides on the shop's terms only.
 */
@Injectable()
export class PaymentWebhookService {
  private readonly logger = new Logger('PaymentWebhook');
  /** Anyone can post deliveries that fail verification: their warnings are sampled, their ids clipped. */
  private readonly rejectedDeliveries = new SampledWarnings(this.logger);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(PaymentWebhookEvent) private readonly events: Repository<PaymentWebhookEvent>,
    private readonly payments: CheckoutPaymentsService,
    private readonly checkouts: PendingCheckoutsService,
    private readonly refunds: OrderRefundsService,
  ) {}

  async receive(delivery: WebhookDelivery): Promise<WebhookOutcome> {
    const event = this.provider.readEvent(delivery);
    if (!event)
      throw new ValidationProblem(
        'The webhook event is not valid.',
        'The webhook event must have an id, an event_type and a resource.',
      );
    // An id already handled changes nothing whoever sends it: answer without a verification call to the provider.
    if (await this.events.existsBy({ id: event.id })) return 'duplicate';
    const verified = await this.provider
      .verifyWebhook(delivery, { signal: AbortSignal.timeout(this.config.paypal.timeoutMs) })
      .catch((error: unknown) => {
        this.rejectedDeliveries.warn(
          `Could not verify webhook ${clipForLog(event.id)}: ${clipForLog(String(error), 200)}`,
        );
        throw new PaymentProviderFailed(
          'The webhook signature could not be checked.',
          'The webhook signature could not be checked with the provider; please deliver it again.',
        );
      });
    if (!verified) {
      this.rejectedDeliveries.warn(
        `Webhook ${clipForLog(event.id)} (${clipForLog(event.type)}) has an invalid signature: ignored`,
      );
      throw new ValidationProblem('The webhook signature is not valid.');
    }

    const outcome = await this.handle(event);
    try {
      await this.events.insert({ id: event.id, eventType: event.type.slice(0, 100), outcome });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return 'duplicate';
    }
    return outcome;
  }

  private async handle(event: PaymentEvent): Promise<WebhookOutcome> {
    switch (event.kind) {
      case 'payment-approved':
        return this.captureApproved(event.paymentId);
      case 'capture-completed':
        return this.completeCapture(event);
      case 'refund':
        return this.refunds.fromWebhook(event);
      default:
        return 'ignored';
    }
  }

  /** The shopper approved but the browser never asked for the capture: capture on their behalf. */
  private async captureApproved(paymentId: string): Promise<WebhookOutcome> {
    const checkout = paymentId ? await this.checkouts.findByPaymentId(paymentId) : null;
    if (!checkout) return 'ignored';
    if (checkout.status === 'completed') return 'already-done';
    return this.settled(() => this.payments.capture(paymentId));
  }

  /** A capture completed at the provider (possibly after PENDING, or after our save failed): record it and finish. */
  private async completeCapture(event: Extract<PaymentEvent, { kind: 'capture-completed' }>): Promise<WebhookOutcome> {
    const { paymentId, checkoutId, capture } = event;
    const checkout =
      (paymentId ? await this.checkouts.findByPaymentId(paymentId) : null) ??
      (checkoutId ? await this.checkouts.findById(checkoutId) : null);
    if (!checkout || !capture) return 'ignored';
    if (checkout.status === 'completed') return 'already-done';
    return this.settled(() => this.payments.settleCapture(checkout, capture));
  }

  /**
   * A refusal is final: the event is handled and changes nothing ('rejected' when the payment itself is unusable). A
   * paid order that could not be saved, or a provider failure, is thrown (5xx) so the provider delivers the event again.
   */
  private async settled(run: () => Promise<CaptureOutcome>): Promise<WebhookOutcome> {
    let result: CaptureOutcome;
    try {
      result = await run();
    } catch (error) {
      if (isRefusal(error)) {
        this.logger.warn(`Webhook changed nothing: ${error.message}`);
        return error instanceof PaymentNotCompleted ? 'rejected' : 'not-captured';
      }
      throw error;
    }
    if (!result.order)
      throw new TemporarilyUnavailable(
        'The order could not be saved yet.',
        'The payment is recorded but its order could not be saved yet; please deliver the event again.',
      );
    return 'order-created';
  }
}
