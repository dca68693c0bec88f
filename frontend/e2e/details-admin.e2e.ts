import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { placeDemoOrder } from './support/demoOrder';
import { screenPath, keepScreenshot } from './support/screens';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { DETAIL_VIEWPORTS, openAt, useShopAndBrowser } from './support/shopSession';

/**
 * The details a member of staff notices, at a laptop (1280×800) and a phone (390×844): filters kept in the
 * address, product thumbnails, search and image picker with a preview, a confirmation before 'Deactivate', the
 * recipient on the shipping card, the sales chart's tooltip. (The phone drawer is in details.e2e.ts.)
 */
describe.each(DETAIL_VIEWPORTS)('back-office details at $name size ($width×$height)', (viewport) => {
  const session = useShopAndBrowser();
  let orderNumber = 0;
  const open = (path: string): Promise<Page> => openAt(session, viewport, path);
  const unlock = async (page: Page, submit: string) => {
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: submit }).click();
  };

  beforeAll(async () => {
    const customer = { name: 'Grace Hopper', email: 'grace@example.com', city: 'Arlington', state: 'VA' };
    orderNumber = (await placeDemoOrder(session.shop.baseUrl, customer)).orderNumber;
  });

  it('keeps the order filters in the address across a reload, and names the recipient on the shipping card', async () => {
    const page = await open('/admin-orders');
    await unlock(page, 'Access Dashboard');
    await page.getByLabel('Status').selectOption('pending');
    await page.getByLabel('Search orders').fill('grace');
    await page.waitForURL(/status=pending/);
    await page.waitForURL(/search=grace/);
    await page.reload();
    await unlock(page, 'Access Dashboard');
    await page.getByRole('link', { name: `View order #${orderNumber}` }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('pending');
    expect(await page.getByLabel('Search orders').inputValue()).toBe('grace');
    await page.getByRole('link', { name: `View order #${orderNumber}` }).click();
    const shipping = page.getByRole('region', { name: 'Shipping Address' });
    await shipping.getByText('Grace Hopper').waitFor();
    // Back from the order finds the list as it was left.
    await page.goBack();
    await page.getByRole('link', { name: `View order #${orderNumber}` }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('pending');
    await page.close();
  });

  it('shows product thumbnails, searches the products from the address, and previews picked image paths', async () => {
    const page = await open('/admin-products?search=mist');
    await unlock(page, 'Unlock');
    await page
      .getByRole('button', { name: /^Edit Room Mist No\./ })
      .first()
      .waitFor();
    expect(await page.getByLabel('Search products').inputValue()).toBe('mist');
    expect(await page.getByRole('button', { name: /^Edit Hand Soap/ }).count()).toBe(0);
    const thumbnails = page.getByTestId('product-thumbnail');
    expect(await thumbnails.count()).toBeGreaterThan(0);
    await expect
      .poll(() =>
        thumbnails
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    await page.getByLabel('Search products').fill('');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'New Product' }).click();
    const picker = page.getByLabel('Add a public image');
    await expect.poll(() => picker.locator('option').count()).toBeGreaterThan(5);
    await picker.selectOption('/public-objects/products/soy-wax-candle-42.webp');
    expect(await page.getByLabel('Image paths').inputValue()).toBe('/public-objects/products/soy-wax-candle-42.webp');
    const preview = page.getByRole('list', { name: 'Image preview' });
    await preview.getByRole('img', { name: 'Main image' }).waitFor();
    await expect
      .poll(() =>
        preview.getByRole('img', { name: 'Main image' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.close();
  });

  it("asks before 'Deactivate' and keeps the promo filters in the address", async () => {
    const code = `ASK${viewport.width}`;
    const res = await fetch(`${session.shop.baseUrl}/api/promo-codes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-password': E2E_ADMIN_PASSWORD },
      body: JSON.stringify({ code, discountType: 'percentage', discountValue: '10' }),
    });
    expect(res.ok).toBe(true);
    const page = await open(`/admin-promo-codes?search=${code.toLowerCase()}`);
    await unlock(page, 'Unlock');
    await page.getByRole('button', { name: `Deactivate ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${code}?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Deactivate ${code}` }).click();
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByRole('button', { name: `Activate ${code}` }).waitFor();
    await page.getByLabel('Status').selectOption('active');
    await page.getByText('No promo codes match your search').waitFor();
    expect(new URL(page.url()).searchParams.get('status')).toBe('active');
    expect(new URL(page.url()).searchParams.get('search')).toBe(code.toLowerCase());
    await page.close();
  });

  it('draws revenue and orders on their own labelled axes, within the screen', async () => {
    const page = await open('/admin');
    await unlock(page, 'Access Dashboard');
    const chart = page.getByTestId('sales-chart');
    await chart.locator('svg').first().waitFor();
    // Two y axes, one a side, each named after its series.
    const labels = chart.locator('.MuiChartsAxis-label');
    await expect.poll(() => labels.allTextContents()).toEqual(expect.arrayContaining(['Revenue', 'Orders']));
    const chartBox = await chart.boundingBox();
    const revenue = await labels.filter({ hasText: 'Revenue' }).boundingBox();
    const orders = await labels.filter({ hasText: 'Orders' }).boundingBox();
    if (!chartBox || !revenue || !orders) throw new Error('the chart or its axis labels have no box');
    expect(revenue.x).toBeLessThan(chartBox.x + chartBox.width / 2);
    expect(orders.x).toBeGreaterThan(chartBox.x + chartBox.width / 2);
    expect(orders.x + orders.width).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.close();
  });

  it("shows a day's revenue and order count in the chart's tooltip, by pointer and by keyboard, axe clean", async () => {
    const page = await open('/admin');
    await unlock(page, 'Access Dashboard');
    const chart = page.getByTestId('sales-chart');
    const tooltip = page.getByRole('tooltip');
    // The range ends today, the day of the one demo order ($36.00): the lines' last point is at their right end.
    await chart.locator('.MuiLineChart-line').first().scrollIntoViewIfNeeded();
    const line = await chart.locator('.MuiLineChart-line').first().boundingBox();
    if (!line) throw new Error('the revenue line has no box');
    const lastDay = { x: line.x + line.width - 1, y: line.y + line.height / 2 };
    // A mouse hovers the day; a finger presses and holds it (the tooltip goes when the finger lifts).
    const touch = viewport.isMobile ? await page.context().newCDPSession(page) : null;
    const finger = (type: 'touchStart' | 'touchEnd') =>
      touch?.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [lastDay] });
    if (touch) await finger('touchStart');
    else await page.mouse.move(lastDay.x, lastDay.y);
    await tooltip.getByText('$36.00').waitFor();
    expect(await tooltip.textContent()).toMatch(/Revenue\s*\$36\.00.*Orders\s*1/);
    await keepScreenshot(page, { path: screenPath(`admin-dashboard-tooltip-${viewport.name}`) });
    if (touch) await finger('touchEnd');
    else await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });
    // By keyboard: Tab reaches the chart (after the range buttons), End moves to the last day.
    await page.getByRole('button', { name: 'Custom' }).focus();
    const inChart = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid="sales-chart"]'));
    for (let i = 0; i < 20 && !(await inChart()); i++) await page.keyboard.press('Tab');
    expect(await inChart()).toBe(true);
    await page.keyboard.press('End');
    await tooltip.getByText('$36.00').waitFor();
    expect(await tooltip.textContent()).toMatch(/Revenue\s*\$36\.00.*Orders\s*1/);
    await expectNoSeriousViolations(page, `dashboard chart (${viewport.name})`);
    await page.close();
  });
});
