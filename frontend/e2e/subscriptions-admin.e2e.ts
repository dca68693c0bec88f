import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../backend/test/support/smtp-test-server';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { setNextRenewalAt } from './support/shopDatabase';
import { DETAIL_VIEWPORTS, openAt, useShopAndBrowser } from './support/shopSession';

const ADMIN = { 'x-admin-password': E2E_ADMIN_PASSWORD };

/**
 * Staff on the Subscriptions screen at a laptop and a phone: find a shopper's subscription, see its renewal order, and
 * skip the next delivery. Each width subscribes a shopper of its own through the API (the demo wallet stores the
 * payment method as PayPal's vault would); the test then dates the next renewal a minute ago in the shop's database, so
 * the shop's own renewal runner charges it at its next round (a second apart) and places the renewal order.
 */
describe('the Subscriptions screen', () => {
  const dir = mkdtempSync(join(tmpdir(), 'subs-admin-'));
  const sqlitePath = join(dir, 'shop.sqlite');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const session = useShopAndBrowser(() => ({ SQLITE_PATH: sqlitePath, RENEWAL_POLL_INTERVAL_MS: '1000' }));

  async function api<T>(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${session.shop.baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  }

  /** A Refill Box a month through the demo wallet; answers the subscription's id once its first renewal is charged. */
  async function subscribeAndRenew(email: string): Promise<number> {
    const products = await api<Array<{ id: number; slug: string; refillPrice: string | null }>>('/api/products');
    const soap = products.find((p) => p.slug === 'hand-soap-no-42')!;
    const quote = { productId: soap.id, size: 'Refill Box', quantity: 1, price: soap.refillPrice };
    const { id } = await api<{ id: string }>('/order', {
      customerName: 'Grace Hopper',
      customerEmail: email,
      shippingAddress: '12 Meadow Lane',
      shippingCity: 'Arlington',
      shippingState: 'VA',
      shippingZip: '20100',
      items: [quote],
      // $60.00 less the 10 % saving (the suite's shop has no shipping or tax).
      amount: '54.00',
      currency: 'USD',
      intent: 'CAPTURE',
      subscription: { frequencyMonths: 1 },
    });
    await api(`/order/${id}/approve`, {});
    await api(`/order/${id}/capture`, {});
    const listed = await api<{ items: Array<{ id: number }> }>(
      `/api/admin/subscriptions?q=${encodeURIComponent(email)}`,
      undefined,
      ADMIN,
    );
    const subscriptionId = listed.items[0].id;
    // A minute ago: one renewal falls due, the next a month on.
    setNextRenewalAt(sqlitePath, subscriptionId, new Date(Date.now() - 60_000));
    await waitFor(
      async () =>
        (
          await api<{ renewals: Array<{ status: string }> }>(
            `/api/admin/subscriptions/${subscriptionId}`,
            undefined,
            ADMIN,
          )
        ).renewals.some((r) => r.status === 'completed'),
      20_000,
      'the renewal charged by the shop',
    );
    return subscriptionId;
  }

  it.each(DETAIL_VIEWPORTS)(
    'finds the subscription, its renewal order, and skips a delivery ($name)',
    async (viewport) => {
      const email = `subscriber.${viewport.name}@example.com`;
      const id = await subscribeAndRenew(email);
      const page = await openAt(session, viewport, '/admin-subscriptions');
      await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await page.getByRole('heading', { level: 1, name: 'Subscriptions' }).waitFor();

      await page.getByLabel('Search by e-mail or id').fill(email);
      const row = page.getByTestId('subscription-row').filter({ hasText: email });
      await row.waitFor();
      // The search narrows the list to this shopper's subscription (the other width's shopper goes).
      await page.getByTestId('subscription-row').filter({ hasNotText: email }).first().waitFor({ state: 'detached' });
      expect(await page.getByTestId('subscription-row').count()).toBe(1);
      await row.getByRole('button', { name: `View subscription #${id}` }).click();
      await page.getByRole('heading', { level: 1, name: `Subscription #${id}` }).waitFor();

      const renewals = page.getByLabel('Renewals');
      const charged = renewals.getByTestId('renewal-row').filter({ hasText: 'Charged' });
      await charged.waitFor();
      expect(await charged.getByRole('link').innerText()).toMatch(/^#\d+ \$54\.00$/);

      const history = page.getByRole('list', { name: 'History of changes' });
      await page.getByRole('button', { name: 'Skip next delivery' }).click();
      await history.getByText(/^Delivery skipped by staff/).waitFor();
      await page.getByText('Next delivery skipped').first().waitFor();
      expect(await history.getByText(/^Renewal charged automatically/).count()).toBe(1);
      await page.close();
    },
  );
});
