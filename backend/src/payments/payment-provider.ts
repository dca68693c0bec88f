import type { PaymentProviderName } from '../config/app-config';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

export interface Money {
  currency: string;
  /** Two-decimal string, "24.00". */
  value: string;
}

/** What the provider is asked to collect: always the server's figures. */
export interface PaymentOrderRequest {
  /** Our checkout id: sent as custom_id and used to derive idempotency keys. */
  checkoutId: string;
  total: Money;
  itemTotal: Money;
  discount: Money;
  items: Array<{ name: string; sku: string; quantity: number; unitAmount: Money }>;
}

export interface ProviderCapture {
  id: string;
  /** COMPLETED, DECLINED, PENDING, ... */
  status: string;
  amount: Money;
}

/** A payment order as the provider reports it. */
export interface ProviderOrder {
  id: string;
  /** CREATED, APPROVED, COMPLETED, VOIDED, PAYER_ACTION_REQUIRED, ... */
  status: string;
  amount: Money;
  customId: string | null;
  /** Present once captured. */
  capture: ProviderCapture | null;
}

/** The headers and event PayPal signs; passed as received. */
export interface WebhookDelivery {
  headers: Record<string, string | undefined>;
  event: unknown;
}

/** Bounds every provider call of one request (config.paypal.timeoutMs in total). */
export interface CallOptions {
  signal: AbortSignal;
}

/** The wallet provider port: PayPal Orders v2, or the offline demo wallet. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Shown in the shopper's messages: "Failed to create PayPal order". */
  readonly displayName: string;
  /** For the browser SDK; null for the demo wallet. */
  readonly clientId: string | null;
  clientToken(options: CallOptions): Promise<string>;
  createOrder(request: PaymentOrderRequest, options: CallOptions): Promise<{ id: string }>;
  getOrder(orderId: string, options: CallOptions): Promise<ProviderOrder>;
  /** `checkoutId` derives the idempotency key, so a retried capture can never take the money twice. */
  captureOrder(orderId: string, checkoutId: string, options: CallOptions): Promise<ProviderCapture>;
  /** True only when the provider itself confirms the signature. */
  verifyWebhook(delivery: WebhookDelivery, options: CallOptions): Promise<boolean>;
}
