import { PaymentOrderRequest } from '../src/payments/payment-provider';
import { PaymentProviderError } from '../src/payments/payment-provider-error';
import { PayPalPaymentProvider } from '../src/payments/paypal/paypal-payment-provider';
import { FakePayPalServer, webhookHeaders } from './support/fake-paypal-server';

const request = (checkoutId: string, total = '30.60'): PaymentOrderRequest => ({
  checkoutId,
  total: { currency: 'USD', value: total },
  itemTotal: { currency: 'USD', value: '36.00' },
  discount: { currency: 'USD', value: '5.40' },
  shipping: { currency: 'USD', value: '0.00' },
  taxTotal: { currency: 'USD', value: '0.00' },
  items: [
    { name: 'Hand Soap No. 42 (16 oz)', sku: '1:16 oz', quantity: 2, unitAmount: { currency: 'USD', value: '18.00' } },
  ],
});

describe('PayPal adapter against a fake PayPal on 127.0.0.1', () => {
  let paypal: FakePayPalServer;
  let provider: PayPalPaymentProvider;
  const options = () => ({ signal: AbortSignal.timeout(5000) });
  const failureOf = async (promise: Promise<unknown>): Promise<PaymentProviderError> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof PaymentProviderError) return error;
      throw error;
    }
    throw new Error('expected a PaymentProviderError');
  };

  beforeAll(async () => {
    paypal = await new FakePayPalServer().start();
  });
  afterAll(() => paypal.stop());
  beforeEach(() => {
    paypal.requests.length = 0;
    paypal.defaultCaptureOutcome = 'COMPLETED';
    paypal.webhookVerification = 'SUCCESS';
    provider = new PayPalPaymentProvider({
      apiBase: paypal.baseUrl,
      clientId: paypal.clientId,
      clientSecret: paypal.clientSecret,
      timeoutMs: 400,
      webhookId: 'WH-ID-1',
    });
  });

  it('gets a token with client credentials once, caches it, and refreshes it once after a 401', async () => {
    expect(await provider.clientToken(options())).toMatch(/^ct-/);
    await provider.clientToken(options());
    expect(paypal.requestsTo(/oauth2\/token/)).toHaveLength(1);
    const tokenRequest = paypal.requestsTo(/oauth2\/token/)[0];
    expect(tokenRequest.headers.authorization).toBe(
      `Basic ${Buffer.from('fake-client-id:fake-client-secret').toString('base64')}`,
    );
    expect(tokenRequest.body).toBe('grant_type=client_credentials');

    paypal.expireTokens();
    await provider.clientToken(options());
    expect(paypal.requestsTo(/oauth2\/token/)).toHaveLength(2);
  });

  it('refuses wrong credentials as a rejected call', async () => {
    const wrong = new PayPalPaymentProvider({
      apiBase: paypal.baseUrl,
      clientId: 'nope',
      clientSecret: 'nope',
      timeoutMs: 400,
    });
    const error = await failureOf(wrong.clientToken(options()));
    expect(error.failure).toBe('rejected');
    expect(error.details).toMatchObject({ status: 401, name: 'invalid_client' });
  });

  it('creates an order with intent CAPTURE, the breakdown, the items, custom_id and a fixed PayPal-Request-Id, then reads it back', async () => {
    const { id } = await provider.createOrder(request('checkout-1'), options());
    const create = paypal.requestsTo(/^\/v2\/checkout\/orders$/)[0];
    expect(create.headers['paypal-request-id']).toBe('create-checkout-1');
    expect(create.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: 'checkout-1',
          amount: {
            currency_code: 'USD',
            value: '30.60',
            breakdown: {
              item_total: { currency_code: 'USD', value: '36.00' },
              discount: { currency_code: 'USD', value: '5.40' },
            },
          },
          items: [
            { name: 'Hand Soap No. 42 (16 oz)', quantity: '2', unit_amount: { currency_code: 'USD', value: '18.00' } },
          ],
        },
      ],
    });
    // The same operation retried gets the same PayPal order, not a second one.
    expect((await provider.createOrder(request('checkout-1'), options())).id).toBe(id);
    expect(paypal.orders.size).toBeGreaterThanOrEqual(1);

    const order = await provider.getOrder(id, options());
    expect(order).toEqual({
      id,
      status: 'APPROVED',
      amount: { currency: 'USD', value: '30.60' },
      customId: 'checkout-1',
      capture: null,
    });
  });

  it('captures COMPLETED with the amount, idempotently per checkout', async () => {
    const { id } = await provider.createOrder(request('checkout-2'), options());
    const capture = await provider.captureOrder(id, 'checkout-2', options());
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: { currency: 'USD', value: '30.60' } });
    const again = await provider.captureOrder(id, 'checkout-2', options());
    expect(again.id).toBe(capture.id);
    expect(paypal.requestsTo(/\/capture$/).map((r) => r.headers['paypal-request-id'])).toEqual([
      'capture-checkout-2',
      'capture-checkout-2',
    ]);
    expect((await provider.getOrder(id, options())).capture).toEqual(capture);
  });

  it('maps INSTRUMENT_DECLINED to a decline with the debug id', async () => {
    paypal.defaultCaptureOutcome = 'DECLINED';
    const { id } = await provider.createOrder(request('checkout-3'), options());
    const error = await failureOf(provider.captureOrder(id, 'checkout-3', options()));
    expect(error.failure).toBe('declined');
    expect(error.details).toMatchObject({
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'INSTRUMENT_DECLINED',
      debugId: expect.stringMatching(/^dbg/),
    });
  });

  it('maps ORDER_ALREADY_CAPTURED when another request id captures a captured order', async () => {
    const { id } = await provider.createOrder(request('checkout-4'), options());
    await provider.captureOrder(id, 'checkout-4', options());
    const error = await failureOf(provider.captureOrder(id, 'someone-else', options()));
    expect(error.failure).toBe('already-captured');
    expect(error.details.issue).toBe('ORDER_ALREADY_CAPTURED');
  });

  it('maps an unknown order to not-found', async () => {
    const error = await failureOf(provider.getOrder('NO-SUCH-ORDER', options()));
    expect(error.failure).toBe('not-found');
    expect(error.details).toMatchObject({ status: 404, issue: 'INVALID_RESOURCE_ID' });
  });

  it('retries a 500 once with the same PayPal-Request-Id and succeeds', async () => {
    const { id } = await provider.createOrder(request('checkout-5'), options());
    paypal.script(/\/capture$/, { status: 500 });
    const capture = await provider.captureOrder(id, 'checkout-5', options());
    expect(capture.status).toBe('COMPLETED');
    const attempts = paypal.requestsTo(/\/capture$/);
    expect(attempts).toHaveLength(2);
    expect(attempts.map((r) => r.headers['paypal-request-id'])).toEqual(['capture-checkout-5', 'capture-checkout-5']);
  });

  it('gives up as unavailable after two 5xx answers', async () => {
    const { id } = await provider.createOrder(request('checkout-6'), options());
    paypal.script(/\/capture$/, { status: 503 });
    paypal.script(/\/capture$/, { status: 502 });
    const error = await failureOf(provider.captureOrder(id, 'checkout-6', options()));
    expect(error.failure).toBe('unavailable');
    expect(paypal.orders.get(id)?.status).toBe('APPROVED');
  });

  it('cuts a slow answer at the timeout as unavailable', async () => {
    const { id } = await provider.createOrder(request('checkout-7'), options());
    paypal.script(/\/capture$/, { delayMs: 2000 });
    const started = Date.now();
    const error = await failureOf(provider.captureOrder(id, 'checkout-7', options()));
    expect(error.failure).toBe('unavailable');
    expect(error.message).toMatch(/did not answer within 400 ms/);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('verifies webhook signatures through PayPal: SUCCESS and FAILURE', async () => {
    const event = { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP-1' } };
    const headers = webhookHeaders();
    expect(await provider.verifyWebhook({ headers, event }, options())).toBe(true);
    const verify = paypal.requestsTo(/verify-webhook-signature/)[0];
    expect(verify.body).toEqual({
      auth_algo: headers['paypal-auth-algo'],
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: 'WH-ID-1',
      webhook_event: event,
    });
    paypal.webhookVerification = 'FAILURE';
    expect(await provider.verifyWebhook({ headers, event }, options())).toBe(false);
    // Without the signature headers PayPal is not even asked.
    const calls = paypal.requestsTo(/verify-webhook-signature/).length;
    expect(await provider.verifyWebhook({ headers: {}, event }, options())).toBe(false);
    expect(paypal.requestsTo(/verify-webhook-signature/)).toHaveLength(calls);
  });
});
