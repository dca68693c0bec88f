import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShopAndBrowser } from './support/shopSession';
import { openReady } from './support/browser';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/** Records every CSP violation the page reports, from the first script on (before the shop's own code runs). */
async function recordCspViolations(page: Page, consoleReports: string[]): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleReports.push(message.text());
  });
}

/** Chromium reports no Content-Security-Policy violation while a shopper walks the storefront. */
describe('Content-Security-Policy in a real browser', () => {
  // openReady: the policy must hold for everything the app does once it runs; the first tap is first-tap.e2e.ts's.
  const session = useShopAndBrowser();

  it('reports no violation from home to list, detail, cart drawer and 404', async () => {
    const page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const consoleReports: string[] = [];
    await recordCspViolations(page, consoleReports);
    const violations = async () => [...(await page.evaluate(() => window.cspViolations)), ...consoleReports];
    const seen: string[] = [];

    await openReady(page, `${session.shop.baseUrl}/`);
    await page
      .getByRole('region', { name: 'Our Collection' })
      .getByRole('link', { name: /Explore Details/ })
      .first()
      .waitFor();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).waitFor();
    await page.getByRole('button', { name: 'Show image 1 of 7' }).waitFor();
    seen.push(...(await violations()));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('link', { name: 'View Product: Dish Soap No. 42' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dish Soap No. 42' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    await page.getByRole('dialog', { name: 'Shopping Cart' }).getByText('1 item(s) in your cart').waitFor();
    seen.push(...(await violations()));

    await openReady(page, `${session.shop.baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    seen.push(...(await violations()));
    await page.close();

    expect(seen).toEqual([]);
  });

  it('would see a violation: an inline script is refused and reported', async () => {
    const page = await session.browser.newPage();
    const consoleReports: string[] = [];
    await recordCspViolations(page, consoleReports);
    await openReady(page, `${session.shop.baseUrl}/no-such-page`);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    await expect
      .poll(() => page.evaluate(() => window.cspViolations))
      .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    expect(consoleReports.join('\n')).toMatch(/Content Security Policy/);
    await page.close();
  });
});
