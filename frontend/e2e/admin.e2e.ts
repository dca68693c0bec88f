import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openReady, reloadReady } from './support/browser';
import { placeDemoOrder } from './support/demoOrder';
import { E2E_ADMIN_PASSWORD, RunningShop } from './support/server';
import { keepScreenshot } from './support/screens';
import { shopInBrowser } from './support/shopInBrowser';

/**
 * The back office in Debian's Chromium against the built shop on a fresh SQLite file; each test has a page of its own.
 * openReady: these tests are about the back office, not the first tap. The password lives in the tab's memory only
 * (api/adminSession.ts), so each test unlocks its screen through the gate.
 */
describe('admin console in a real browser', () => {
  const session = shopInBrowser();
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  beforeAll(() => void ({ shop, browser } = session));
  beforeEach(() => void ({ page } = session));

  const toast = () => page.getByTestId('toast');
  const shot = (name: string) => keepScreenshot(page, { path: join(tmpdir(), `admin-${name}.png`), fullPage: true });

  async function unlock(submit: string, password = E2E_ADMIN_PASSWORD) {
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: submit }).click();
  }

  it('unlocks the promo code screen after a wrong password, and ignores an empty one', async () => {
    await openReady(page, `${shop.baseUrl}/admin-promo-codes`);
    await page.getByRole('heading', { level: 1, name: 'Admin Access' }).waitFor();
    await page.getByText('Enter password to manage promo codes').waitFor();
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/verify-password')) checks.push(request.postData() ?? '');
    });
    await page.getByRole('button', { name: 'Unlock' }).click(); // empty: nothing happens
    await unlock('Unlock', 'not-the-password');
    await toast().getByText('Authentication failed').waitFor();
    // The empty try sent nothing and said nothing: one check, for the wrong password, and one toast.
    expect(checks).toHaveLength(1);
    expect(checks[0]).toContain('not-the-password');
    expect(await toast().count()).toBe(1);
    await toast().getByText('Invalid admin password. Please try again.').waitFor();
    await unlock('Unlock');
    await page.getByRole('heading', { level: 1, name: 'Promo Code Management' }).waitFor();
    await page.getByText('No promo codes yet').waitFor();
    await page.getByText('Create your first promo code to get started').waitFor();
  });

  it('creates a percentage and a fixed promo code, refuses a duplicate, and deactivates one', async () => {
    await openReady(page, `${shop.baseUrl}/admin-promo-codes`);
    await unlock('Unlock');
    await page.getByRole('button', { name: 'New Code' }).click();
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.getByLabel(/^Code/).fill('save15');
    expect(await page.getByLabel(/^Code/).inputValue()).toBe('SAVE15');
    const percent = page.getByLabel('Percentage (0-100)');
    expect(await percent.getAttribute('max')).toBe('100');
    expect(await percent.getAttribute('step')).toBe('0.01');
    await page.getByRole('button', { name: 'Create Code' }).click();
    await page.getByText('Discount value is required').waitFor();
    await percent.fill('15');
    await page.getByRole('button', { name: 'Create Code' }).click();
    await toast().getByText('Promo code created!').waitFor();
    const save15 = page.getByRole('row', { name: /SAVE15/ });
    await save15.getByText('15%').waitFor();
    await save15.getByText('Active', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'New Code' }).click();
    await page.getByLabel('Discount type').selectOption('fixed');
    const amount = page.getByLabel('Amount ($)');
    expect(await amount.getAttribute('max')).toBeNull();
    await page.getByLabel(/^Code/).fill('TENOFF');
    await amount.fill('10');
    await page.getByRole('button', { name: 'Create Code' }).click();
    await toast().getByText('Promo code created!').waitFor();
    await page
      .getByRole('row', { name: /TENOFF/ })
      .getByText('$10.00')
      .waitFor();

    await page.getByRole('button', { name: 'New Code' }).click();
    await page.getByLabel(/^Code/).fill('save15');
    await page.getByLabel('Percentage (0-100)').fill('20');
    await page.getByRole('button', { name: 'Create Code' }).click();
    await page
      .getByRole('form', { name: 'Create Promo Code' })
      .getByRole('alert')
      .getByText('The promo code SAVE15 already exists.')
      .waitFor();
    await toast().getByText('Failed to create promo code').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Deactivate SAVE15' }).click();
    await page.getByRole('dialog', { name: 'Deactivate SAVE15?' }).getByRole('button', { name: 'Deactivate' }).click();
    await toast().getByText('Promo code updated!').waitFor();
    await page.getByRole('button', { name: 'Activate SAVE15' }).waitFor();
    await save15.getByText('Inactive').waitFor();
    await shot('promo-codes-desktop');
    // The storefront no longer accepts the deactivated code, and does accept the other.
    expect((await fetch(`${shop.baseUrl}/api/promo-codes/validate/SAVE15`)).status).toBe(404);
    expect((await fetch(`${shop.baseUrl}/api/promo-codes/validate/TENOFF`)).status).toBe(200);
  });

  it('creates, edits and deletes a product, and the storefront follows without a reload', async () => {
    // The storefront list is loaded (and cached) before the admin changes anything.
    await openReady(page, `${shop.baseUrl}/products`);
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article', { name: 'Test Candle No. 42' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Staff: products' }).click();
    await page.getByText('Enter password to manage products').waitFor(); // the promo screen's password is gone
    await unlock('Unlock', 'wrong-again');
    await toast().getByText('Invalid admin password. Please try again.').waitFor();
    await unlock('Unlock');
    await page.getByRole('heading', { level: 1, name: 'Product Management' }).waitFor();
    await page
      .getByRole('row', { name: /Room Mist No\. 42/ })
      .getByText('No. 42', { exact: true })
      .waitFor();

    await page.getByRole('button', { name: 'New Product' }).click();
    await page.getByRole('heading', { name: 'Create New Product' }).waitFor();
    for (const section of [
      'Basic Information',
      'Images',
      'Fragrance Details',
      'Product Details',
      'Candle Details (Optional)',
    ]) {
      await page.getByRole('group', { name: section }).waitFor();
    }
    expect(await page.getByLabel('Category').inputValue()).toBe('Home Care');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText('Price is required').waitFor();
    await page.getByText('At least one image path required').waitFor();

    await page.getByLabel(/^Name/).fill('Test Candle No. 42');
    await page.getByLabel(/^Price/).fill('30.00');
    await page.getByLabel('Category').selectOption('Candle');
    await page
      .getByLabel('Image paths')
      .fill(' /public-objects/products/soy-wax-candle-42.webp , /public-objects/lifestyle/soy-wax-candle.webp ');
    await page.getByRole('textbox', { name: /^Alt text of the main image/ }).fill('Test Candle No. 42 in its jar');
    await page.getByRole('textbox', { name: /^Alt text of image 2/ }).fill('Test Candle No. 42 lit on a shelf');
    await page.getByLabel('Scent number').fill('42');
    await page.getByLabel('Sizes').fill('8 oz');
    await page.getByLabel('Burn time').fill('Approximately 45-50 hours');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await toast().getByText('Product created!').waitFor();
    const row = page.getByRole('row', { name: /Test Candle No\. 42/ });
    await row.getByText('$30.00').waitFor();

    const created = (await (await fetch(`${shop.baseUrl}/api/products/test-candle-no-42`)).json()) as Record<
      string,
      unknown
    >;
    expect(created.images).toEqual([
      '/public-objects/products/soy-wax-candle-42.webp',
      '/public-objects/lifestyle/soy-wax-candle.webp',
    ]);
    expect(created.imageAlts).toEqual(['Test Candle No. 42 in its jar', 'Test Candle No. 42 lit on a shelf']);
    expect(created.sizes).toEqual(['8 oz']);
    expect(created.availableScents).toBeNull();
    expect(created.category).toBe('Candle');

    // Client-side navigation: the cached storefront list was invalidated by the write.
    // The back office has its own layout: 'Back to Site' leads to the storefront's header (client-side, no reload).
    await page.getByRole('link', { name: 'Back to Site' }).first().click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('article', { name: 'Test Candle No. 42' }).waitFor();

    await page.getByRole('link', { name: 'Staff: products' }).click();
    await unlock('Unlock');
    await page.getByRole('button', { name: 'Edit Test Candle No. 42' }).click();
    await page.getByRole('heading', { name: 'Edit Product' }).waitFor();
    expect(await page.getByLabel('Image paths').inputValue()).toBe(
      '/public-objects/products/soy-wax-candle-42.webp, /public-objects/lifestyle/soy-wax-candle.webp',
    );
    await page.getByLabel(/^Price/).fill('32.50');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await toast().getByText('Product updated!').waitFor();
    await row.getByText('$32.50').waitFor();
    await shot('products-desktop');

    const storefront = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openReady(storefront, `${shop.baseUrl}/products/test-candle-no-42`);
    await storefront.getByRole('heading', { level: 1, name: 'Test Candle No. 42' }).waitFor();
    await storefront.getByText('$32.50').first().waitFor();

    await page.getByRole('button', { name: 'Delete Test Candle No. 42' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete product' });
    await dialog.getByText('Delete "Test Candle No. 42"? This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast().getByText('Product deleted!').waitFor();
    expect(await row.count()).toBe(0);

    await reloadReady(storefront);
    await storefront.getByText('Product not found').waitFor();
    await storefront.close();
  });

  it('finds an order by city, sets tracking and shipped, and exports the CSV', async () => {
    const placed = await placeDemoOrder(shop.baseUrl, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      city: 'South Bend',
      state: 'IN',
    });
    await placeDemoOrder(shop.baseUrl, {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      city: 'Arlington',
      state: 'VA',
    });

    await openReady(page, `${shop.baseUrl}/admin-orders/${placed.orderId}`);
    await page.waitForURL(/\/admin-orders$/); // no password held yet
    await page.getByRole('heading', { level: 1, name: 'Admin Access' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    await unlock('Access Dashboard', 'nope');
    await page.getByRole('alert').getByText('Invalid password').waitFor();
    await unlock('Access Dashboard');
    await page.getByRole('heading', { level: 1, name: 'Order Management' }).waitFor();
    await page.getByText('2 orders').waitFor();

    await page.getByLabel('Search orders').fill('south bend');
    await page.getByText('1 order', { exact: true }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(`#${placed.orderNumber}`) });
    await row.getByText('South Bend, IN').waitFor();
    await row.getByText('ada@example.com').waitFor();
    await row.getByText('Pending').waitFor();
    await page.getByLabel('Search orders').fill('nowhere-city');
    await page.getByText('No orders match your search').waitFor();
    await page.getByLabel('Search orders').fill('South Bend');
    await row.getByRole('link', { name: `View order #${placed.orderNumber}` }).click();

    await page.waitForURL(new RegExp(`/admin-orders/${placed.orderId}$`));
    await page.getByRole('heading', { level: 1, name: `Order #${placed.orderNumber}` }).waitFor();
    await page.getByText('NHA', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Order Items' }).getByText('Hand Soap No. 42').waitFor();
    await page.getByRole('region', { name: 'Billing Address' }).getByText('Same as shipping address').waitFor();
    await page.getByLabel('Tracking number').fill('  1Z999AA10123456784  ');
    await page.getByLabel('Status').selectOption('shipped');
    await page.getByRole('button', { name: 'Save Status & Tracking Number' }).click();
    await toast().getByText('Order updated').waitFor();
    await toast().getByText('Order tracking information has been saved.').waitFor();
    // The saved order is fetched again and the form shows what the server stored (trimmed).
    await expect.poll(() => page.getByLabel('Tracking number').inputValue()).toBe('1Z999AA10123456784');
    await shot('order-detail-desktop');

    await page.getByRole('link', { name: 'Back to Orders' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Order Management' }).waitFor(); // the tab's password is shared
    await page
      .getByRole('row', { name: new RegExp(`#${placed.orderNumber}`) })
      .getByText('Shipped')
      .waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    // Playwright's own copy, in a folder of this browser's: no name shared with a test running beside this one.
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const records = csv.slice(1).trim().split('\r\n');
    expect(records).toHaveLength(3); // header + two orders
    const ada = records.find((record) => record.includes('ada@example.com')) ?? '';
    expect(ada).toContain('1Z999AA10123456784');
    expect(ada).toContain('shipped');
    expect(ada).toContain('South Bend');
    await shot('orders-desktop');
  });

  it('is usable on a phone: each order is a stacked card with its View button on screen', async () => {
    await placeDemoOrder(shop.baseUrl, {
      name: 'Alan Turing',
      email: 'alan@example.com',
      city: 'Wilmslow',
      state: 'IN',
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await openReady(page, `${shop.baseUrl}/admin-orders`);
    await unlock('Access Dashboard');
    await page.getByRole('heading', { level: 1, name: 'Order Management' }).waitFor();
    await page
      .getByRole('link', { name: /^View order #/ })
      .first()
      .waitFor();
    const table = page.getByRole('region', { name: 'Orders' }).or(page.locator('[aria-label="Orders"]')).first();
    const { scrollWidth, clientWidth } = await table.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const view = await page
      .getByRole('link', { name: /^View order #/ })
      .first()
      .boundingBox();
    expect((view?.x ?? -1) >= 0 && (view?.x ?? 999) + (view?.width ?? 999) <= 390).toBe(true);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    await shot('orders-phone');
    // The page's own 'Back to Site' (docs/product.md, Screens); the shell bar above has one too.
    await page.getByRole('link', { name: 'Back to Site' }).last().click();
    await page.waitForURL(`${shop.baseUrl}/`);
  });
});
