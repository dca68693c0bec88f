import type { Browser, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, type RunningShop } from './support/server';
import { shopInBrowser } from './support/shopInBrowser';

/**
 * A catalogue bigger than a page: the seeded 5 cards plus 30 one-scent candles are 35 cards, 24 a page.
 * Candles come first in the catalogue's order, so page 2 holds 7 of them and the 4 other products.
 */
const CANDLES = 30;
const candleName = (n: number) => `Paging Candle ${String(n).padStart(2, '0')} No. 42`;

describe('the product list in pages', () => {
  const session = shopInBrowser();
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    ({ shop, browser } = session);
    for (let n = 1; n <= CANDLES; n++) {
      const res = await fetch(`${shop.baseUrl}/api/admin/products`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-password': E2E_ADMIN_PASSWORD },
        body: JSON.stringify({
          name: candleName(n),
          price: '20.00',
          category: 'Candle',
          scentNumber: '42',
          images: ['/public-objects/products/soy-wax-candle-42.webp'],
          sizes: ['8 oz'],
        }),
      });
      if (res.status !== 201) throw new Error(`creating ${candleName(n)} answered ${res.status}: ${await res.text()}`);
    }
  });

  beforeEach(() => void ({ page } = session));

  const cards = () => page.getByRole('article');
  const pages = () => page.getByRole('navigation', { name: 'Product pages' });

  it('works before JavaScript: the server renders page 2 from its link, with the filter kept', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const plain = await context.newPage();
      await plain.goto(`${shop.baseUrl}/products?filter=candle`);
      expect(await plain.getByRole('article').count()).toBe(24);
      await plain
        .getByRole('navigation', { name: 'Product pages' })
        .getByRole('link', { name: 'Go to page 2' })
        .click();
      await plain.waitForURL(/\/products\?filter=candle&page=2$/);
      // The seeded candle and 30 more: 31 cards, 7 on page 2, every one a candle.
      expect(await plain.getByRole('article').count()).toBe(7);
      expect(await plain.getByRole('article', { name: candleName(CANDLES) }).count()).toBe(1);
      expect(await plain.getByRole('status').getByText('31 products · page 2 of 2').count()).toBe(1);
      expect(await plain.getByLabel('Format').inputValue()).toBe('candle');
    } finally {
      await context.close();
    }
  });

  it('goes to page 2 by its link, keeps the scent, and starts again at page 1 when a filter changes', async () => {
    await page.goto(`${shop.baseUrl}/products?scent=42`);
    await expect.poll(() => cards().count()).toBe(24);
    await pages().getByRole('link', { name: 'Go to page 2' }).click();
    await page.waitForURL(/\/products\?scent=42&page=2$/);
    await page.getByRole('article', { name: 'Room Mist No. 42' }).waitFor();
    await expect.poll(() => cards().count()).toBe(11);
    for (const name of await cards().evaluateAll((all) => all.map((card) => card.getAttribute('aria-label'))))
      expect(name).toMatch(/ No\. 42$/);
    expect(await pages().getByRole('link', { name: 'page 2' }).getAttribute('aria-current')).toBe('page');
    // The link sat below the cards; the next page starts at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByLabel('Format').selectOption('candle');
    await page.waitForURL(/\/products\?scent=42&filter=candle$/);
    await page.getByRole('status').getByText('31 products · page 1 of 2').waitFor();
    await expect.poll(() => cards().count()).toBe(24);

    await pages().getByRole('link', { name: 'Go to next page' }).click();
    await page.waitForURL(/\/products\?scent=42&filter=candle&page=2$/);
    await expect.poll(() => cards().count()).toBe(7);
  });
});
