import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { untilAppReady } from './support/browser';
import { contrast, luminance, parseRgb } from './support/pixels';
import { screenPath, keepScreenshot } from './support/screens';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { DETAIL_VIEWPORTS, openAt, useShopAndBrowser } from './support/shopSession';

/** What shoppers and staff ran into on a walk through the shop, each checked where a browser sees it. */
describe('shop fixes', () => {
  const session = useShopAndBrowser();

  async function soldOut(slug: string, size: string) {
    const products = (await (await fetch(`${session.shop.baseUrl}/api/products`)).json()) as Array<{
      id: number;
      slug: string;
    }>;
    const id = products.find((p) => p.slug === slug)?.id;
    const res = await fetch(`${session.shop.baseUrl}/api/admin/products/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-admin-password': E2E_ADMIN_PASSWORD },
      body: JSON.stringify({ inventory: [{ size, quantity: 0, lowStockThreshold: null }] }),
    });
    expect(res.status).toBe(200);
  }

  it.each(DETAIL_VIEWPORTS)(
    "a sold-out size is chosen like any other and offers 'Notify me when it's back' ($name)",
    async (viewport) => {
      await soldOut('hand-soap-no-62', '16 oz');
      const page = await openAt(session, viewport, '/products/hand-soap-no-62');
      await untilAppReady(page);
      const size = page.getByLabel('Size');
      expect(await size.inputValue()).toBe('Refill Box');
      // The in-stock size reads at full contrast beside the sold-out one.
      const [text, paper] = await size.evaluate((select) => {
        const style = getComputedStyle(select);
        return [
          style.color,
          getComputedStyle(select.closest('.OutlinedField-control')!.parentElement!).backgroundColor,
        ];
      });
      expect(contrast(luminance(parseRgb(text)), luminance(parseRgb(paper)))).toBeGreaterThanOrEqual(4.5);
      expect(await page.getByRole('button', { name: 'Add to Cart' }).isVisible()).toBe(true);

      await size.selectOption('16 oz');
      await page.getByRole('button', { name: "Notify me when it's back" }).waitFor();
      expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
      await keepScreenshot(page, { path: screenPath(`product-sold-out-size-${viewport.name}`) });
      await page.close();
    },
  );

  it("draws a product picture on another origin's page, as a mail client shows an order e-mail", async () => {
    const picture = `${session.shop.baseUrl}/public-objects/products/hand-soap-42.webp`;
    // Another loopback port is another origin: the page an e-mail client would render.
    const other = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><img id="picture" src="${picture}" alt="Hand Soap No. 42">`);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const page = await session.browser.newPage();
      await page.goto(`http://127.0.0.1:${(other.address() as AddressInfo).port}/`);
      await page.waitForFunction(() => (document.getElementById('picture') as HTMLImageElement).complete);
      const width = await page.$eval('#picture', (img) => (img as HTMLImageElement).naturalWidth);
      expect(width).toBeGreaterThan(0);
      await page.close();
    } finally {
      other.close();
    }
  });

  it.each(DETAIL_VIEWPORTS)(
    'shows a bar at the top while a navigation waits for its screen ($name)',
    async (viewport) => {
      const page = await openAt(session, viewport, '/journal', { slowPhone: true });
      // Client-side navigation is what the bar is for: a link followed before hydration is a plain page load.
      await untilAppReady(page);
      // The product list's chunk comes slowly, as on a phone on a slow network.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/ProductListPage-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      if (viewport.isMobile) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Products' }).click();
      } else await page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).click();
      const bar = page.getByRole('progressbar', { name: 'Loading page' });
      await bar.waitFor();
      await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await keepScreenshot(page, { path: screenPath(`navigation-progress-${viewport.name}`) });
      release();
      await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
      await bar.waitFor({ state: 'detached' });
      await page.close();
    },
  );
});
