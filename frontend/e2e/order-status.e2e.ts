import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openReady } from './support/browser';
import { fillShippingInfo } from './support/checkoutInfo';
import { placeDemoOrder } from './support/demoOrder';
import { E2E_ADMIN_PASSWORD, RunningShop } from './support/server';
import { shopInBrowser } from './support/shopInBrowser';

const SECRET = 'browser-test-order-status-secret-0123456789';
const NOT_FOUND = 'We could not find an order with that number and email';

/** The signed link the order e-mails will carry, built the way the server documents it (HMAC-SHA256 of the order id). */
function statusPath(orderId: number): string {
  const mac = createHmac('sha256', SECRET).update(`order-status:${orderId}`).digest('base64url');
  return `/orders/status?token=${encodeURIComponent(`${orderId}.${mac}`)}`;
}

function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A guest follows an order without an account; staff ship it, note it and filter the list (demo wallet, SQLite). */
describe('order status page and order history in a real browser', () => {
  // openReady: these tests follow an order through checkout, status page and back office, not the first tap.
  const session = shopInBrowser(() => ({ ORDER_STATUS_SECRET: SECRET }));
  let shop: RunningShop;
  let page: Page;
  let placed: { orderId: number; orderNumber: number };
  beforeAll(() => void ({ shop } = session));
  beforeEach(() => void ({ page } = session));

  async function findOrder(orderNumber: string, email: string) {
    await page.getByLabel('Order number').fill(orderNumber);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Find My Order' }).click();
  }

  it('a shopper pays with the demo wallet, then finds the order from the footer by number and e-mail', async () => {
    await openReady(page, `${shop.baseUrl}/products/hand-soap-no-42`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page
      .getByTestId('toast')
      .getByText(/added to your cart/)
      .waitFor();
    await openReady(page, `${shop.baseUrl}/checkout`);
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
    await fillShippingInfo(page, 'Grace.Hopper@example.com');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: /^Pay \$[\d.]+ with Demo wallet$/ }).click();
    await page.getByRole('dialog', { name: 'Approve payment' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('toast').getByText('Order placed successfully!').waitFor();
    await page.waitForURL(`${shop.baseUrl}/`);

    const list = await fetch(`${shop.baseUrl}/api/admin/orders?search=grace.hopper`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_PASSWORD}` },
    });
    const [order] = ((await list.json()) as { items: Array<{ id: number; orderNumber: number }> }).items;
    placed = { orderId: order.id, orderNumber: order.orderNumber };

    await page.getByRole('contentinfo').getByRole('link', { name: 'Track your order' }).click();
    await page.getByRole('heading', { level: 1, name: 'Track Your Order' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex,nofollow');
    await findOrder('12345678', 'grace.hopper@example.com');
    await page.getByRole('alert').getByText(NOT_FOUND).waitFor();
    await findOrder(`#${placed.orderNumber}`, 'GRACE.HOPPER@EXAMPLE.COM');
    await page.getByRole('heading', { level: 1, name: `Order #${placed.orderNumber}` }).waitFor();
    await page.getByLabel('Status: Pending').waitFor();
    await page.getByRole('region', { name: 'Items' }).getByText('Hand Soap No. 42').waitFor();
    await page.getByRole('region', { name: 'Shipping Address' }).getByText('12 Garden Lane').waitFor();
    await page.getByText('A tracking number appears here once your order ships.').waitFor();
  });

  it('staff ship the order and add a note, and see both in the History timeline', async () => {
    await openReady(page, `${shop.baseUrl}/admin-orders`);
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await page.getByRole('link', { name: `View order #${placed.orderNumber}` }).click();
    await page.getByRole('heading', { level: 1, name: `Order #${placed.orderNumber}` }).waitFor();
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Order placed').waitFor();

    await page.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await page.getByLabel('Status').selectOption('shipped');
    await page.getByRole('button', { name: 'Save Status & Tracking Number' }).click();
    await page.getByTestId('toast').getByText('Order updated').waitFor();
    await history.getByText('Status changed from Pending to Shipped').waitFor();
    await history.getByText('Tracking number set to 1Z999AA10123456784').waitFor();

    await history.getByLabel('Add a note').fill('Packed with extra tissue paper.');
    await history.getByRole('button', { name: 'Add Note' }).click();
    await history.getByText('Packed with extra tissue paper.').waitFor();
    const entries = history.getByRole('list', { name: 'Order history, newest first' }).getByRole('listitem');
    // Placed, status, tracking, note; 'E-mail sent' entries (confirmation, shipping) join whenever the outbox delivers,
    // so the shipping e-mail's can be newer than the note: the other four are counted and ordered among themselves.
    // Polled: the list is refetched after each staff action, and a read taken mid-refresh saw 3 entries once.
    const staffAndPlacement = entries.filter({ hasNotText: 'E-mail sent' });
    await expect.poll(() => staffAndPlacement.count()).toBe(4);
    await expect.poll(() => staffAndPlacement.first().textContent()).toContain('Staff note');
    expect(await staffAndPlacement.last().textContent()).toContain('Order placed');
    expect(await staffAndPlacement.first().locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("the signed link opens the order directly, now 'Shipped' with the carrier's tracking link", async () => {
    await openReady(page, `${shop.baseUrl}${statusPath(placed.orderId)}`);
    await page.getByRole('heading', { level: 1, name: `Order #${placed.orderNumber}` }).waitFor();
    await page.getByLabel('Status: Shipped').waitFor();
    const tracking = page.getByRole('link', { name: /1Z999AA10123456784/ });
    expect(await tracking.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
    expect(await steps.nth(2).getAttribute('aria-current')).toBe('step');

    const tampered = statusPath(placed.orderId).replace(
      /token=(\d+)\.(.)/,
      (_m, id: string, c: string) => `token=${id}.${c === 'A' ? 'B' : 'A'}`,
    );
    await openReady(page, `${shop.baseUrl}${tampered}`);
    await page.getByText(/This link does not open an order any more/).waitFor();
  });

  it("filters the order list by 'Shipped' and a date range, and exports the CSV of that filter", async () => {
    const pending = await placeDemoOrder(shop.baseUrl, {
      name: 'Katherine Johnson',
      email: 'kj@example.com',
      city: 'Hampton',
      state: 'VA',
    });
    await openReady(page, `${shop.baseUrl}/admin-orders`);
    // A page load forgets the password (held in memory only, docs/product.md, States).
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order Management' }).waitFor();
    await page.getByText('2 orders').waitFor();
    await page.getByLabel('Status').selectOption('shipped');
    await page.getByLabel('Placed from').fill(localDay());
    await page.getByLabel('Placed to').fill(localDay());
    await page.getByText('1 order', { exact: true }).waitFor();
    await page.getByRole('row', { name: new RegExp(`#${placed.orderNumber}`) }).waitFor();
    expect(await page.getByRole('row', { name: new RegExp(`#${pending.orderNumber}`) }).count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const records = readFileSync(await download.path(), 'utf8')
      .slice(1)
      .trim()
      .split('\r\n');
    expect(records).toHaveLength(2); // header + the shipped order
    expect(records[1]).toContain(String(placed.orderNumber));
    expect(records[1]).toContain('shipped');

    const yesterday = localDay(new Date(Date.now() - 86_400_000));
    await page.getByLabel('Placed from').fill(yesterday);
    await page.getByLabel('Placed to').fill(yesterday);
    await page.getByText('No orders match your search').waitFor();
  });
});
