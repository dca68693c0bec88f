import type { PaymentProviderName } from '../config/app-config';
import type { DemoApprovalChoice } from './demo/demo-outcomes';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** The one currency the shop charges and refunds in. */
export const CURRENCY = 'USD';

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
  /** Σ unitAmount × quantity. total = itemTotal − discount + shipping + taxTotal (PayPal's amount equation). */
  itemTotal: Money;
  discount: Money;
  shipping: Money;
  /** The order's tax; items carry none (per-line rounding cannot be written as a per-unit tax). */
  taxTotal: Money;
  items: Array<{ name: string; sku: string; quantity: number; unitAmount: Money }>;
  /** Store the payer's payment method for the shop's later, merchant-initiated charges (a subscription's renewals). */
  vault?: boolean;
}

export interface ProviderCapture {
  id: string;
  /** COMPLETED, DECLINED, PENDING, ... */
  status: string;
  amount: Money;
  /** The stored payment method's id, when the order asked to vault it and the provider did. */
  vaultId?: string | null;
}

/** A merchant-initiated charge of a stored payment method: the provider's order id and its capture. */
export interface VaultCharge {
  paymentId: string;
  capture: ProviderCapture;
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

/** A refund of a capture, as the provider reports it. */
export interface ProviderRefund {
  id: string;
  /** COMPLETED, PENDING, FAILED, CANCELLED */
  status: string;
}

/** What a refund asks the provider for; `requestId` is fixed per refund, so a retry never refunds twice. */
export interface RefundRequest {
  requestId: string;
  amount: Money;
  /** Shown to the payer (PayPal's note_to_payer). */
  noteToPayer: string | null;
}

/** The headers and event the provider signs; passed as received. */
export interface WebhookDelivery {
  headers: Record<string, string | undefined>;
  event: unknown;
}

/**
 * A provider's webhook event in the shop's terms; the adapter reads its own event shapes into this. `id` is the
 * provider's event id (each is handled once) and `type` its own name for the event, kept in the record.
 */
export type PaymentEvent = { id: string; type: string } &
  /** The payer approved a payment the browser may never capture. */
  (
    | { kind: 'payment-approved'; paymentId: string }
    /** A capture completed at the provider; `capture` is null when the event does not say what was taken. */
    | {
        kind: 'capture-completed';
        paymentId: string | null;
        checkoutId: string | null;
        capture: ProviderCapture | null;
      }
    /**
     * A refund (or a reversal) of a capture changed at the provider: ours (`requestId`, or its `refundId`) or one made in
     * the provider's own dashboard (then only `captureId` says which order).
     */
    | {
        kind: 'refund';
        refundId: string;
        captureId: string | null;
        requestId: string | null;
        status: string;
        amount: Money | null;
        reversal: boolean;
      }
    /** Anything else: acknowledged and ignored. */
    | { kind: 'other' }
  );

/** Bounds every provider call of one request (config.paypal.timeoutMs in total). */
export interface CallOptions {
  signal: AbortSignal;
}

/** The wallet provider port: PayPal Orders v2, or the offline demo wallet. The checkout speaks only to this. */
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
  /**
   * Charges a stored payment method without the payer (a renewal): one order created and captured in one call. The
   * same `requestId` returns the first charge rather than making another.
   */
  chargeVault(
    request: PaymentOrderRequest,
    vaultId: string,
    requestId: string,
    options: CallOptions,
  ): Promise<VaultCharge>;
  /** Refunds part or all of a capture; the same `requestId` returns the first refund rather than making another. */
  refundCapture(captureId: string, request: RefundRequest, options: CallOptions): Promise<ProviderRefund>;
  /**
   * Only for a wallet whose approval the shop collects itself (the demo wallet's Approve button); PayPal approves in
   * its own window and has none. `choice` is the button pressed in the wallet's window. Resolves to the payment's
   * status afterwards.
   */
  approve?(paymentId: string, choice: DemoApprovalChoice, options: CallOptions): Promise<string>;
  /** The delivery's event in the shop's terms, or undefined when the body is not an event at all. Checks no signature. */
  readEvent(delivery: WebhookDelivery): PaymentEvent | undefined;
  /** True only when the provider itself confirms the signature. */
  verifyWebhook(delivery: WebhookDelivery, options: CallOptions): Promise<boolean>;
}
