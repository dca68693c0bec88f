import { freshAddress } from './support/admin-headers';
import { payWithDemoWallet, productIds } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

const TOKEN = 'scrape-token-for-tests-42';

/** The value of one series line, e.g. value(text, 'shop_orders_placed_total') or with its labels in braces. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (Prometheus)', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  const scrape = async () => {
    const res = await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };

  beforeAll(async () => {
    // One tight public limit, so a 429 is easy to provoke (the admin password throttle has its own fixed limit).
    t = await startTestApp({ PAYMENT_PROVIDER: 'demo', METRICS_TOKEN: TOKEN, RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1' });
    ids = await productIds(t.dataSource);
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token, or with a wrong one, in our error shape', async () => {
    const none = await t.http.get('/metrics').expect(401);
    expect(none.body).toMatchObject({ statusCode: 401, error: 'Authentication required' });
    expect(none.headers['www-authenticate']).toMatch(/^Bearer/);
    await t.http.get('/metrics').set('authorization', `Bearer ${TOKEN}-not`).expect(401);
    expect(none.text).not.toContain('http_request_duration_seconds');
  });

  it('after a demo-wallet checkout, a decline and a throttled login, shows every series', async () => {
    const before = await scrape();
    const placedBefore = value(before, 'shop_orders_placed_total');
    expect(placedBefore).toBe(0);

    const items = [{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 1 }];
    const paid = await payWithDemoWallet(t.http, items, '18.00');
    expect(paid.capture.status).toBe(200);
    const declined = await payWithDemoWallet(t.http, items, '18.00', null, {}, 'decline');
    expect(declined.capture.status).toBe(402);
    const address = freshAddress();
    let status = 0;
    for (let i = 0; i < 20 && status !== 429; i++) {
      status = (await t.http.post('/api/admin/verify-password').set(address).send({ password: 'wrong guess' })).status;
    }
    expect(status).toBe(429);
    await t.http.post('/api/newsletter/subscribe').send({ email: 'first@example.com' }).expect(201);
    await t.http.post('/api/newsletter/subscribe').send({ email: 'second@example.com' }).expect(429);
    await t.http.get(`/api/products/hand-soap-no-42`).expect(200);

    const text = await scrape();
    expect(value(text, 'shop_orders_placed_total')).toBe(1);
    expect(value(text, 'shop_payment_failures_total{kind="declined"}')).toBe(1);
    expect(value(text, 'shop_payment_failures_total{kind="unavailable"}')).toBe(0);
    expect(value(text, 'shop_throttled_requests_total{limit="adminLogin"}')).toBe(1);
    expect(value(text, 'shop_throttled_requests_total{limit="newsletter"}')).toBe(1);
    expect(value(text, 'shop_throttled_requests_total{limit="orderCreate"}')).toBe(0);
    // By route pattern, not raw URL: the product page is one series for every slug.
    expect(
      value(text, 'http_request_duration_seconds_count{method="GET",route="/api/products/:slug",status="200"}'),
    ).toBe(1);
    expect(
      value(text, 'http_request_duration_seconds_count{method="POST",route="/order/:id/capture",status="200"}'),
    ).toBe(1);
    expect(
      value(text, 'http_request_duration_seconds_count{method="POST",route="/order/:id/capture",status="402"}'),
    ).toBe(1);
    expect(text).not.toContain('hand-soap-no-42');
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});
