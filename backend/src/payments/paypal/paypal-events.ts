import type { PaymentEvent, ProviderCapture } from '../payment-provider';
import type { PayPalCapture, PayPalRefund } from './paypal-types';

/** The envelope of every PayPal webhook event. */
interface PayPalEvent {
  id: string;
  event_type: string;
  resource: Record<string, unknown>;
}

/** PAYMENT.CAPTURE.COMPLETED's resource: a capture, with the order it belongs to. */
type CaptureResource = Partial<PayPalCapture> & { supplementary_data?: { related_ids?: { order_id?: string } } };

function asEnvelope(body: unknown): PayPalEvent | undefined {
  const e = body as Partial<PayPalEvent> | null;
  if (
    !e ||
    typeof e !== 'object' ||
    typeof e.id !== 'string' ||
    !e.id ||
    e.id.length > 100 ||
    typeof e.event_type !== 'string'
  )
    return undefined;
  if (!e.resource || typeof e.resource !== 'object') return undefined;
  return e as PayPalEvent;
}

/** What was taken, when the resource says it (an id and an amount); otherwise the event changes nothing. */
function captureOf(resource: CaptureResource): ProviderCapture | null {
  if (!resource.id || !resource.amount) return null;
  return {
    id: resource.id,
    status: String(resource.status),
    amount: { currency: resource.amount.currency_code, value: resource.amount.value },
  };
}

/** The capture a refund belongs to: the last path segment of its "up" link (…/v2/payments/captures/{id}). */
function refundedCapture(resource: Partial<PayPalRefund>): string | null {
  const up = resource.links?.find((l) => l.rel === 'up' && typeof l.href === 'string')?.href;
  const match = up ? /\/captures\/([^/?#]+)/.exec(up) : null;
  return match ? decodeURIComponent(match[1]) : null;
}

/** Reads PayPal's webhook events into the port's; undefined when the body is not a PayPal event at all. */
export function readPayPalEvent(body: unknown): PaymentEvent | undefined {
  const event = asEnvelope(body);
  if (!event) return undefined;
  const head = { id: event.id, type: event.event_type };
  switch (event.event_type) {
    case 'CHECKOUT.ORDER.APPROVED':
      return {
        ...head,
        kind: 'payment-approved',
        paymentId: typeof event.resource.id === 'string' ? event.resource.id : '',
      };
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const resource = event.resource as CaptureResource;
      return {
        ...head,
        kind: 'capture-completed',
        paymentId: resource.supplementary_data?.related_ids?.order_id || null,
        checkoutId: resource.custom_id || null,
        capture: captureOf(resource),
      };
    }
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED': {
      const resource = event.resource as Partial<PayPalRefund>;
      if (typeof resource.id !== 'string' || !resource.id) return { ...head, kind: 'other' };
      return {
        ...head,
        kind: 'refund',
        refundId: resource.id,
        captureId: refundedCapture(resource),
        requestId: resource.custom_id || null,
        status: String(resource.status ?? 'COMPLETED'),
        amount: resource.amount ? { currency: resource.amount.currency_code, value: resource.amount.value } : null,
        reversal: event.event_type === 'PAYMENT.CAPTURE.REVERSED',
      };
    }
    default:
      return { ...head, kind: 'other' };
  }
}
