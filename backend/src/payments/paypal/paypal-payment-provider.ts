import { Logger } from '@nestjs/common';
import { payPalOrderBody } from './paypal-order-body';
import { PaymentProviderError } from '../payment-provider-error';
import type {
  CallOptions,
  PaymentEvent,
  PaymentOrderRequest,
  PaymentProvider,
  ProviderCapture,
  ProviderOrder,
  ProviderRefund,
  RefundRequest,
  VaultCharge,
  WebhookDelivery,
} from '../payment-provider';
import { PayPalApi, PayPalApiSettings } from './paypal-api';
import { readPayPalEvent } from './paypal-events';
import {
  PAYPAL_WEBHOOK_HEADERS,
  PayPalCapture,
  PayPalMoney,
  PayPalOrder,
  PayPalRefund,
  toPayPal,
} from './paypal-types';

const fromPayPal = (m: PayPalMoney | undefined) => ({ currency: m?.currency_code ?? '', value: m?.value ?? '' });
const toCapture = (c: PayPalCapture, order?: PayPalOrder): ProviderCapture => ({
  id: c.id,
  status: c.status,
  amount: fromPayPal(c.amount),
  vaultId: order?.payment_source?.paypal?.attributes?.vault?.id ?? null,
});

/** PayPal Orders v2 behind the payment port. */
export class PayPalPaymentProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  readonly displayName = 'PayPal';
  readonly clientId: string;
  private readonly api: PayPalApi;
  private readonly logger = new Logger('PayPal');
  private readonly webhookId?: string;

  constructor(settings: PayPalApiSettings & { webhookId?: string }) {
    this.clientId = settings.clientId;
    this.api = new PayPalApi(settings);
    this.webhookId = settings.webhookId;
  }

  async clientToken(options: CallOptions): Promise<string> {
    const body = await this.api.request<{ client_token?: string }>('POST', '/v1/identity/generate-token', {
      signal: options.signal,
    });
    if (!body.client_token) throw new PaymentProviderError('unavailable', 'PayPal returned no client token');
    return body.client_token;
  }

  async createOrder(request: PaymentOrderRequest, options: CallOptions): Promise<{ id: string }> {
    const body = payPalOrderBody(request);
    const order = await this.api.request<PayPalOrder>('POST', '/v2/checkout/orders', {
      body,
      requestId: `create-${request.checkoutId}`,
      signal: options.signal,
    });
    if (!order.id) throw new PaymentProviderError('unavailable', 'PayPal returned no order id');
    return { id: order.id };
  }

  async getOrder(orderId: string, options: CallOptions): Promise<ProviderOrder> {
    const order = await this.api.request<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, {
      signal: options.signal,
    });
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    return {
      id: order.id,
      status: order.status,
      amount: fromPayPal(unit?.amount),
      customId: unit?.custom_id ?? null,
      capture: capture ? toCapture(capture, order) : null,
    };
  }

  async captureOrder(orderId: string, checkoutId: string, options: CallOptions): Promise<ProviderCapture> {
    const order = await this.api.request<PayPalOrder>(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      {
        body: {},
        requestId: `capture-${checkoutId}`,
        signal: options.signal,
      },
    );
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture)
      throw new PaymentProviderError(
        'unavailable',
        `PayPal's capture of ${orderId} returned no capture (order status ${order.status})`,
      );
    return toCapture(capture, order);
  }

  /**
   * A merchant-initiated order on the stored wallet: PayPal creates and captures it in the one call (the payer is not
   * present), so its answer carries the capture. The caller's request id is fixed per charge attempt.
   */
  async chargeVault(
    request: PaymentOrderRequest,
    vaultId: string,
    requestId: string,
    options: CallOptions,
  ): Promise<VaultCharge> {
    const order = await this.api.request<PayPalOrder>('POST', '/v2/checkout/orders', {
      body: payPalOrderBody(request, vaultId),
      requestId,
      signal: options.signal,
    });
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!order.id || !capture)
      throw new PaymentProviderError(
        'unavailable',
        `PayPal's charge of vault ${vaultId} returned no capture (order status ${order.status})`,
      );
    return { paymentId: order.id, capture: toCapture(capture, order) };
  }

  /**
   * Payments v2 refund. PayPal-Request-Id is fixed per refund, so the adapter's own retry (and a staff retry of a refund
   * whose answer was lost) returns the first refund; custom_id carries our request id into the refund's webhooks.
   */
  async refundCapture(captureId: string, request: RefundRequest, options: CallOptions): Promise<ProviderRefund> {
    const body = {
      amount: toPayPal(request.amount),
      custom_id: request.requestId,
      ...(request.noteToPayer ? { note_to_payer: request.noteToPayer.slice(0, 255) } : {}),
    };
    const refund = await this.api.request<Partial<PayPalRefund>>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      {
        body,
        requestId: `refund-${request.requestId}`,
        signal: options.signal,
      },
    );
    if (!refund.id || !refund.status)
      throw new PaymentProviderError('unavailable', `PayPal's refund of capture ${captureId} returned no refund`);
    return { id: refund.id, status: refund.status };
  }

  readEvent(delivery: WebhookDelivery): PaymentEvent | undefined {
    return readPayPalEvent(delivery.event);
  }

  async verifyWebhook(delivery: WebhookDelivery, options: CallOptions): Promise<boolean> {
    if (!this.webhookId) {
      this.logger.warn('A webhook arrived but PAYPAL_WEBHOOK_ID is not set, so it cannot be verified; ignored');
      return false;
    }
    const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = PAYPAL_WEBHOOK_HEADERS.map(
      (h) => delivery.headers[h],
    );
    if (!authAlgo || !certUrl || !transmissionId || !transmissionSig || !transmissionTime) return false;
    const body = {
      auth_algo: authAlgo,
      cert_url: certUrl,
      transmission_id: transmissionId,
      transmission_sig: transmissionSig,
      transmission_time: transmissionTime,
      webhook_id: this.webhookId,
      webhook_event: delivery.event,
    };
    const answer = await this.api.request<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      {
        body,
        requestId: `verify-${transmissionId}`,
        signal: options.signal,
      },
    );
    return answer.verification_status === 'SUCCESS';
  }
}
