import type { Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openReady } from './support/browser';
import { fillShippingInfo } from './support/checkoutInfo';
import { E2E_ADMIN_PASSWORD, RunningShop } from './support/server';
import { keepScreenshot } from './support/screens';
import { shopInBrowser } from './support/shopInBrowser';

interface AdminOrder {
  orderNumber: number;
  subtotal: string;
  discountAmount: string | null;
  total: string;
  promoCode: string | null;
  paymentId: string | null;
}

/** Promo rules in the back office and a free order at checkout, on the built shop (fresh SQLite, demo wallet). */
describe('promo rules and free orders in a real browser', () => {
  // openReady: these tests are about promo rules and the back office, not the first tap.
  const session = shopInBrowser();
  let shop: RunningShop;
  let page: Page;
  beforeAll(() => void ({ shop } = session));
  beforeEach(() => void ({ page } = session));
  const toast = () => page.getByTestId('toast');
  const summary = () => page.getByRole('complementary', { name: 'Order Summary' });

  const ordersOf = async (email: string): Promise<AdminOrder[]> => {
    const res = await fetch(`${shop.baseUrl}/api/admin/orders?search=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_PASSWORD}` },
    });
    return ((await res.json()) as { items: AdminOrder[] }).items;
  };

  async function checkoutWithCode(code: string) {
    await openReady(page, `${shop.baseUrl}/products/hand-soap-no-42`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast()
      .getByText(/added to your cart/)
      .waitFor();
    await openReady(page, `${shop.baseUrl}/checkout`);
    await summary().getByLabel('Promo code').fill(code);
    await summary().getByRole('button', { name: 'Apply' }).click();
  }

  it('staff create a single-use 100% code with an end date, shown with its window and Used 0 / 1', async () => {
    await openReady(page, `${shop.baseUrl}/admin-promo-codes`);
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('button', { name: 'New Code' }).click();
    await page.getByLabel(/^Code/).fill('gift100');
    await page.getByLabel(/^Percentage \(0-100\)/).fill('100');
    await page.getByLabel('Valid until').fill('2099-12-31T23:00');
    await page.getByLabel('Total uses').fill('1');
    await page.getByRole('button', { name: 'Create Code' }).click();
    await toast().getByText('Promo code created!').waitFor();
    const row = page.getByRole('row', { name: /GIFT100/ });
    await row.waitFor();
    expect(await row.getByTestId('promo-used').textContent()).toBe('0 / 1');
    await row.getByText('Until Dec 31, 2099, 11:00 PM').waitFor();
    await keepScreenshot(page, { path: join(tmpdir(), 'promos-admin-form.png'), fullPage: true });
  });

  it("places a free order with 'Place free order', and the admin shows it with total 0.00 and the code", async () => {
    await checkoutWithCode('gift100');
    await toast().getByText('Promo code applied!').waitFor();
    expect(await summary().getByTestId('summary-total').textContent()).toBe('$0.00');
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
    await fillShippingInfo(page, 'free@example.com');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Your promo code covers this order').waitFor();
    expect(await page.getByText('Demo wallet — test mode, no real money').count()).toBe(0);
    await keepScreenshot(page, { path: join(tmpdir(), 'promos-free-order.png'), fullPage: true });
    await page.getByRole('button', { name: 'Place free order' }).dblclick();
    await toast().getByText('Order placed successfully!').waitFor();
    await page.waitForURL(`${shop.baseUrl}/`);

    const orders = await ordersOf('free@example.com');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      subtotal: '18.00',
      discountAmount: '18.00',
      total: '0.00',
      promoCode: 'GIFT100',
      paymentId: expect.stringMatching(/^FREE-/),
    });

    await openReady(page, `${shop.baseUrl}/admin-orders`);
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await page.getByRole('link', { name: `View order #${orders[0].orderNumber}` }).click();
    await page.getByText('GIFT100').first().waitFor();
    await page.getByText('$0.00').first().waitFor();
  });

  it("the used-up code is refused at checkout with its reason, and the table shows 'Used' 1 / 1", async () => {
    await checkoutWithCode('GIFT100');
    await toast().getByText('Invalid promo code').waitFor();
    await toast().getByText('This promo code has been used up.').waitFor();

    await openReady(page, `${shop.baseUrl}/admin-promo-codes`);
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    const row = page.getByRole('row', { name: /GIFT100/ });
    await row.waitFor();
    expect(await row.getByTestId('promo-used').textContent()).toBe('1 / 1');
  });
});
