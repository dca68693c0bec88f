import { readPayPalEvent } from './paypal-events';

describe('readPayPalEvent', () => {
  const captureCompleted = (resource: Record<string, unknown>) => ({
    id: 'WH-1',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource,
  });

  it('reads a completed capture into the port: the payment, the checkout and what was taken', () => {
    const event = readPayPalEvent(
      captureCompleted({
        id: 'CAP-1',
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '30.60' },
        custom_id: 'checkout-1',
        supplementary_data: { related_ids: { order_id: 'PAY-1' } },
      }),
    );
    expect(event).toEqual({
      id: 'WH-1',
      type: 'PAYMENT.CAPTURE.COMPLETED',
      kind: 'capture-completed',
      paymentId: 'PAY-1',
      checkoutId: 'checkout-1',
      capture: { id: 'CAP-1', status: 'COMPLETED', amount: { currency: 'USD', value: '30.60' } },
    });
  });

  it('keeps a capture event that does not say what was taken, with no capture (it changes nothing)', () => {
    expect(readPayPalEvent(captureCompleted({ id: 'CAP-1', status: 'COMPLETED' }))).toMatchObject({
      kind: 'capture-completed',
      paymentId: null,
      checkoutId: null,
      capture: null,
    });
    expect(readPayPalEvent(captureCompleted({ amount: { currency_code: 'USD', value: '1.00' } }))).toMatchObject({
      capture: null,
    });
  });

  it('reads an approval as the payment to capture, and any other event as other', () => {
    expect(readPayPalEvent({ id: 'WH-2', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'PAY-2' } })).toEqual({
      id: 'WH-2',
      type: 'CHECKOUT.ORDER.APPROVED',
      kind: 'payment-approved',
      paymentId: 'PAY-2',
    });
    expect(readPayPalEvent({ id: 'WH-3', event_type: 'PAYMENT.CAPTURE.DENIED', resource: { id: 'X' } })).toEqual({
      id: 'WH-3',
      type: 'PAYMENT.CAPTURE.DENIED',
      kind: 'other',
    });
  });

  it('reads a refund event: the refund, its capture from the "up" link, our request id from custom_id', () => {
    const resource = {
      id: 'REF-1',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '10.00' },
      custom_id: 'req-1',
      links: [
        { rel: 'self', href: 'https://api.paypal.com/v2/payments/refunds/REF-1' },
        { rel: 'up', href: 'https://api.paypal.com/v2/payments/captures/CAP-9' },
      ],
    };
    expect(readPayPalEvent({ id: 'WH-4', event_type: 'PAYMENT.CAPTURE.REFUNDED', resource })).toEqual({
      id: 'WH-4',
      type: 'PAYMENT.CAPTURE.REFUNDED',
      kind: 'refund',
      refundId: 'REF-1',
      captureId: 'CAP-9',
      requestId: 'req-1',
      status: 'COMPLETED',
      amount: { currency: 'USD', value: '10.00' },
      reversal: false,
    });
    expect(
      readPayPalEvent({ id: 'WH-5', event_type: 'PAYMENT.CAPTURE.REVERSED', resource: { id: 'REF-2' } }),
    ).toMatchObject({ kind: 'refund', captureId: null, requestId: null, amount: null, reversal: true });
  });

  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['no id', { event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }],
    ['an empty id', { id: '', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }],
    ['an id over 100 characters', { id: 'W'.repeat(101), event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }],
    ['no event_type', { id: 'WH-1', resource: {} }],
    ['no resource', { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' }],
  ])('is not an event: %s', (_why, body) => {
    expect(readPayPalEvent(body)).toBeUndefined();
  });
});
