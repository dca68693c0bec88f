import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { RunningShop, startShop } from './support/server';

describe('Swagger UI for operators', () => {
  let shop: RunningShop;
  let browser: Browser;
  beforeAll(async () => {
    shop = await startShop();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('renders every public endpoint at /api/docs', async () => {
    const page = await browser.newPage();
    await page.goto(`${shop.baseUrl}/api/docs`);
    await page.getByText('/api/products/{slug}').first().waitFor();
    for (const path of ['/api/products', '/api/promo-codes/validate/{code}', '/api/newsletter/subscribe', '/api/health']) {
      expect(await page.getByText(path, { exact: true }).count()).toBeGreaterThan(0);
    }
    await page.close();
  });
});
