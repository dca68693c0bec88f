import { paymentOrderBody, productIds } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';

const HANGING = 8;
const FAILING = 4;
/** The provider deadline: a hanging capture ends as a 502 after this long. */
const PROVIDER_TIMEOUT_MS = 3000;

/**
 * A payment provider that hangs (demo outcome `hang`, cut by PAYPAL_TIMEOUT_MS) or fails (`fail`, like a 5xx) must not
 * hold up the catalogue: while captures wait on the provider, product reads answer correctly and finish first.
 * Ordering is asserted, not milliseconds.
 */
describe('a slow or failing payment provider does not block catalogue requests', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await startTestApp({ PAYMENT_PROVIDER: 'demo', PAYPAL_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS) });
    ids = await productIds(t.dataSource);
  });
  afterAll(() => t.close());

  /** A demo payment approved with the wallet's `outcome` button: its capture will end that way. */
  async function approvedPayment(outcome: 'hang' | 'fail'): Promise<string> {
    const items = [{ productId: ids['hand-soap-no-42'], size: '16 oz', quantity: 1 }];
    const created = await t.http.post('/order').send(paymentOrderBody(items, '18.00')).expect(201);
    await t.http.post(`/order/${created.body.id}/approve`).send({ choice: outcome }).expect(200);
    return created.body.id;
  }

  it('serves the product list and detail while captures hang or fail', async () => {
    const finished: string[] = [];
    const capture = async (id: string, label: string) => {
      const res = await fetch(`${t.baseUrl}/order/${id}/capture`, { method: 'POST' });
      finished.push(label);
      return { status: res.status, body: (await res.json()) as { message?: string } };
    };
    const hangingIds = await Promise.all(Array.from({ length: HANGING }, () => approvedPayment('hang')));
    const failingIds = await Promise.all(Array.from({ length: FAILING }, () => approvedPayment('fail')));

    const hanging = hangingIds.map((id) => capture(id, 'hanging capture'));
    const failing = failingIds.map((id) => capture(id, 'failing capture'));
    // Catalogue reads sent while every hanging capture is waiting on the provider.
    await new Promise((r) => setTimeout(r, 200));
    const reads = await Promise.all(
      [
        '/api/products',
        '/api/products/hand-soap-no-42',
        '/api/products/no-such-product',
        '/api/products',
        '/api/products/soy-wax-candle-no-09',
      ].map(async (path) => {
        const res = await fetch(`${t.baseUrl}${path}`);
        finished.push('catalogue');
        return { path, status: res.status, body: await res.json() };
      }),
    );

    expect(reads.map((r) => r.status)).toEqual([200, 200, 404, 200, 200]);
    expect((reads[0].body as { slug: string }[]).map((p) => p.slug)).toHaveLength(20);
    expect(reads[1].body).toMatchObject({ slug: 'hand-soap-no-42', price: '18.00' });
    expect(reads[2].body).toMatchObject({ error: 'Product not found' });
    expect(reads[3].body).toEqual(reads[0].body);
    expect(reads[4].body).toMatchObject({ slug: 'soy-wax-candle-no-09', category: 'Candle' });
    expect(finished.filter((f) => f === 'hanging capture')).toEqual([]);

    const failed = await Promise.all(failing);
    expect(failed.map((f) => f.status)).toEqual(Array(FAILING).fill(502));
    const hung = await Promise.all(hanging);
    expect(hung.map((h) => [h.status, h.body.message])).toEqual(
      Array(HANGING).fill([502, 'Failed to capture Demo wallet payment']),
    );
    // Every catalogue answer came before the first hanging capture ended.
    expect(finished.lastIndexOf('catalogue')).toBeLessThan(finished.indexOf('hanging capture'));
  });
});
