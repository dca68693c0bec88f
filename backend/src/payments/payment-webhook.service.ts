import { HttpException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { ShopError } from '../common/shop-error';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PendingCheckoutsService } from '../orders/pending-checkouts.service';
import { CaptureOutcome, CheckoutPaymentsService } from './checkout-payments.service';
import { PAYMENT_PROVIDER, PaymentProvider, WebhookDelivery } from './payment-provider';
import { PaymentWebhookEvent } from './payment-webhook-event.entity';
import type { PayPalCapture } from './paypal/paypal-types';

export type WebhookOutcome = 'order-created' | 'already-done' | 'duplicate' | 'ignored' | 'rejected' | 'not-captured';

interface WebhookEvent {
  id: string;
  event_type: string;
  resource: Record<string, unknown>;
}

function asEvent(body: unknown): WebhookEvent | undefined {
  const e = body as Partial<WebhookEvent> | null;
  if (!e || typeof e !== 'object' || typeof e.id !== 'string' || !e.id || e.id.length > 100 || typeof e.event_type !== 'string') return undefined;
  if (!e.resource || typeof e.resource !== 'object') return undefined;
  return e as WebhookEvent;
}

/**
 * PayPal's webhooks are the safety net of the capture: a shopper whose browser died after approving, or an order
 * whose save failed, is finished here by the same step as the capture call.
 */
@Injectable()
export class PaymentWebhookService {
  private readonly logger = new Logger('PaymentWebhook');

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(PaymentWebhookEvent) private readonly events: Repository<PaymentWebhookEvent>,
    private readonly payments: CheckoutPaymentsService,
    private readonly checkouts: PendingCheckoutsService,
  ) {}

  async receive(delivery: WebhookDelivery): Promise<WebhookOutcome> {
    const event = asEvent(delivery.event);
    if (!event) throw new ShopError(400, 'The webhook event is not valid.', 'The webhook event must have an id, an event_type and a resource.');
    const verified = await this.provider
      .verifyWebhook(delivery, { signal: AbortSignal.timeout(this.config.paypal.timeoutMs) })
      .catch((error: unknown) => {
        this.logger.warn(`Could not verify webhook ${event.id}: ${String(error)}`);
        throw new ShopError(502, 'The webhook signature could not be checked.', 'The webhook signature could not be checked with the provider; please deliver it again.');
      });
    if (!verified) {
      this.logger.warn(`Webhook ${event.id} (${event.event_type}) has an invalid signature: ignored`);
      throw new ShopError(400, 'The webhook signature is not valid.');
    }
    if (await this.events.existsBy({ id: event.id })) return 'duplicate';

    const outcome = await this.handle(event);
    try {
      await this.events.insert({ id: event.id, eventType: event.event_type.slice(0, 100), outcome });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return 'duplicate';
    }
    return outcome;
  }

  private async handle(event: WebhookEvent): Promise<WebhookOutcome> {
    switch (event.event_type) {
      case 'CHECKOUT.ORDER.APPROVED':
        return this.captureApproved(typeof event.resource.id === 'string' ? event.resource.id : '');
      case 'PAYMENT.CAPTURE.COMPLETED':
        return this.completeCapture(event.resource as unknown as PayPalCapture & { supplementary_data?: { related_ids?: { order_id?: string } } });
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
  private async completeCapture(capture: PayPalCapture & { supplementary_data?: { related_ids?: { order_id?: string } } }): Promise<WebhookOutcome> {
    const paymentId = capture.supplementary_data?.related_ids?.order_id;
    const checkout = (paymentId ? await this.checkouts.findByPaymentId(paymentId) : null) ?? (capture.custom_id ? await this.checkouts.findById(capture.custom_id) : null);
    if (!checkout || !capture.id || !capture.amount) return 'ignored';
    if (checkout.status === 'completed') return 'already-done';
    return this.settled(() =>
      this.payments.settleCapture(checkout, { id: capture.id, status: capture.status, amount: { currency: capture.amount.currency_code, value: capture.amount.value } }),
    );
  }

  /**
   * A refusal (4xx) is final: the event is handled and changes nothing. A paid order that could not be saved, or a
   * provider failure, answers 5xx so PayPal delivers the event again.
   */
  private async settled(run: () => Promise<CaptureOutcome>): Promise<WebhookOutcome> {
    let result: CaptureOutcome;
    try {
      result = await run();
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() < 500) {
        this.logger.warn(`Webhook changed nothing: ${error.message}`);
        return error.getStatus() === 422 ? 'rejected' : 'not-captured';
      }
      throw error;
    }
    if (!result.order) throw new ShopError(503, 'The order could not be saved yet.', 'The payment is recorded but its order could not be saved yet; please deliver the event again.');
    return 'order-created';
  }
}
