import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { untilAppReady } from './support/browser';
import { screenPath } from './support/screens';
import { DETAIL_VIEWPORTS, openAt, useShopAndBrowser } from './support/shopSession';

/**
 * Search at a laptop and a phone: the header's suggestions as the shopper types, and the results page without
 * JavaScript (a plain GET form, server-rendered). Screenshots: support/screens.ts.
 */
describe.each(DETAIL_VIEWPORTS)('search at $name size', (viewport) => {
  const session = useShopAndBrowser();
  const shot = (page: Page, name: string) => page.screenshot({ path: screenPath(`${name}-${viewport.name}`) });
  const options = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');

  it("suggests products and articles for 'lavender', 'No. 92' and 'refill'; Enter opens the results", async () => {
    const page = await openAt(session, viewport, '/');
    // The search button opens the field once the app has hydrated (before, it is a link to /search).
    await untilAppReady(page);
    await page.getByRole('link', { name: 'Search' }).click();
    const field = page.getByRole('combobox', { name: 'Search products and articles' });
    await field.waitFor();
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);

    await field.fill('lavender');
    await options(page).filter({ hasText: 'Soy Wax Candle No. 92' }).waitFor();
    const lavender = await options(page).allTextContents();
    expect(lavender.filter((text) => text.includes('Lavender Vanilla'))).toHaveLength(5);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    await shot(page, 'search-suggestions');

    await field.fill('No. 92');
    await options(page).filter({ hasText: 'See all results for “No. 92”' }).waitFor();
    const byNumber = (await options(page).allTextContents()).filter((text) => !text.startsWith('See all'));
    expect(byNumber).toHaveLength(5);
    for (const text of byNumber) expect(text).toContain('No. 92');

    await field.fill('refill');
    await options(page).filter({ hasText: 'Refills 101: How Our Refill Boxes Work' }).waitFor();
    expect(await options(page).filter({ hasText: 'Hand Soap No.' }).count()).toBeGreaterThan(0);
    expect(await options(page).filter({ hasText: 'Candle' }).count()).toBe(0);

    // Arrow keys move through the options; Enter opens the active one.
    await field.press('ArrowDown');
    const first = page.getByRole('option', { selected: true });
    expect(await field.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    await field.press('ArrowUp');
    await field.press('Enter');
    await page.waitForURL(/\/search\?q=refill$/);
    await page.getByRole('heading', { level: 2, name: 'Journal' }).waitFor();
    expect(await page.getByRole('combobox').count()).toBe(0);
    await page.close();
  }, 120_000);

  it('serves the results page without JavaScript, and it passes axe', async () => {
    const context = await session.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
    });
    const page = await context.newPage();
    await page.goto(`${session.shop.baseUrl}/`);
    // Without JavaScript the header's search is a link to the page's form.
    await page.getByRole('link', { name: 'Search' }).click();
    await page.waitForURL(/\/search$/);
    await page.getByRole('searchbox', { name: 'Search products and articles' }).fill('lavender');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\?q=lavender$/);
    await page.getByRole('link', { name: 'Room Mist No. 92' }).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /No\. 92$/ })
        .count(),
    ).toBe(5);
    expect(await page.getByText('5 results for “lavender”').count()).toBe(1);
    await shot(page, 'search-results');
    await context.close();

    const checked = await openAt(session, viewport, '/search?q=refill');
    await untilAppReady(checked);
    await checked.getByRole('link', { name: 'Refills 101: How Our Refill Boxes Work' }).waitFor();
    await expectNoSeriousViolations(checked, `search results (${viewport.name})`);
    await checked.close();
  }, 120_000);
});
