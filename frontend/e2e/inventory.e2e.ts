import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settle, SmtpTestServer, startSmtpTestServer, waitFor } from '../../backend/test/support/smtp-test-server';
import { openReady } from './support/browser';
import { E2E_ADMIN_PASSWORD, RunningShop } from './support/server';
import { shopInBrowser } from './support/shopInBrowser';

/**
 * Stock as a shopper meets it: staff set levels through the admin API, the product page shows them. The shop sends
 * its e-mail to an SMTP test server on loopback.
 */
describe('stock in the storefront', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.stop());
  const session = shopInBrowser(() => ({ SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '100' }));
  let shop: RunningShop;
  let page: Page;
  beforeAll(() => void ({ shop } = session));
  beforeEach(() => void ({ page } = session));

  async function setLevels(
    slug: string,
    inventory: Array<{ size: string; quantity: number | null; lowStockThreshold: number | null }>,
  ) {
    const products = (await (await fetch(`${shop.baseUrl}/api/products`)).json()) as Array<{
      id: number;
      slug: string;
    }>;
    const id = products.find((p) => p.slug === slug)?.id;
    const res = await fetch(`${shop.baseUrl}/api/admin/products/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-admin-password': E2E_ADMIN_PASSWORD },
      body: JSON.stringify({ inventory }),
    });
    expect(res.status).toBe(200);
  }

  it("offers 'Notify me when it's back' on a size at 0, still choosable; 'Only 2 left' at 2 with threshold 3", async () => {
    await setLevels('hand-soap-no-62', [
      { size: '16 oz', quantity: 0, lowStockThreshold: null },
      { size: 'Refill Box', quantity: 2, lowStockThreshold: 3 },
    ]);
    await openReady(page, `${shop.baseUrl}/products/hand-soap-no-62?size=16%20oz`);
    await page.getByRole('button', { name: "Notify me when it's back" }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
    expect(await page.getByRole('option', { name: '16 oz (Sold out)' }).isDisabled()).toBe(false);

    await page.getByLabel('Size').selectOption('Refill Box');
    await page.getByText('Only 2 left').waitFor();
    const add = page.getByRole('button', { name: 'Add to Cart' });
    expect(await add.isEnabled()).toBe(true);
    await add.click();
    await page.getByRole('button', { name: 'Open cart, 1 item' }).waitFor();
  });

  it("says 'Sold out' on the list card when every size is gone", async () => {
    await setLevels('soy-wax-candle-no-42', [{ size: '8 oz', quantity: 0, lowStockThreshold: null }]);
    await page.goto(`${shop.baseUrl}/products?filter=candle`);
    await page.getByRole('article', { name: 'Soy Wax Candle No. 42' }).getByText('Sold out').waitFor();
    // Another scent of the same candle is counted apart.
    expect(await page.getByRole('article', { name: 'Hand Soap No. 42' }).count()).toBe(0);
  });

  it("takes an address with 'Notify me when it's back' and sends it exactly one e-mail when the size returns", async () => {
    await setLevels('room-mist-no-42', [{ size: '16 oz', quantity: 0, lowStockThreshold: null }]);
    // Waits for the app: the address is typed into the hydrated form.
    await openReady(page, `${shop.baseUrl}/products/room-mist-no-42?size=16%20oz`);
    await page.getByRole('main').getByLabel('Email address').fill('back.soon@example.com');
    await page.getByRole('button', { name: "Notify me when it's back" }).click();
    const answer = "We'll e-mail you once when Room Mist No. 42 (16 oz) is back in stock.";
    await page.getByTestId('back-in-stock').getByTestId('signup-feedback').getByText(answer).waitFor();
    await page.getByTestId('toast').getByText(answer).waitFor();
    expect(smtp.to('back.soon@example.com')).toHaveLength(0);

    await setLevels('room-mist-no-42', [{ size: '16 oz', quantity: 6, lowStockThreshold: null }]);
    await waitFor(() => smtp.to('back.soon@example.com').length > 0, 15_000, 'the back-in-stock e-mail');
    await settle(1000);
    const mails = smtp.to('back.soon@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Room Mist No. 42 (16 oz) is back in stock']);
    expect(mails[0].header('List-Unsubscribe')).toMatch(/\/back-in-stock\/unsubscribe\?token=/);

    // The page shows the size for sale again.
    await page.reload();
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    expect(await page.getByRole('button', { name: "Notify me when it's back" }).count()).toBe(0);
  });
});
