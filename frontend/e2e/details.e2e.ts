import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillShippingInfo } from './support/checkoutInfo';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { DETAIL_VIEWPORTS, openAt, useShopAndBrowser } from './support/shopSession';

/**
 * The details a shopper notices, at a laptop (1280×800) and a phone (390×844): focus never under the sticky
 * header, one shipping story at checkout, Back and Forward through the checkout's steps, a changed price seen without
 * a reload, two product cards a row on a phone, an icon at /favicon.ico.
 * (The confirmation banner after paying is in checkout.e2e.ts, which pays.)
 */
describe.each(DETAIL_VIEWPORTS)('details at $name size ($width×$height)', (viewport) => {
  const session = useShopAndBrowser();
  const open = (path: string): Promise<Page> => openAt(session, viewport, path);
  /** Adds a product and, as a person would, leaves for checkout once the shop has said it is in the cart. */
  const checkoutWith = async (slug: string): Promise<Page> => {
    const page = await open(`/products/${slug}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page
      .getByTestId('toast')
      .getByText(/added to your cart/)
      .waitFor();
    await page.goto(`${session.shop.baseUrl}/checkout`);
    return page;
  };

  /** Where the focused control sits against the header's bottom edge; null when it is in the header or is the skip link. */
  const focusedBox = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const header = document.querySelector('header');
      if (!el || el === document.body || !header || header.contains(el) || el.getAttribute('href') === '#main')
        return null;
      const rect = el.getBoundingClientRect();
      return {
        label: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName,
        top: rect.top,
        bottom: rect.bottom,
        headerBottom: header.getBoundingClientRect().bottom,
      };
    });

  it('never leaves a focused control of the product page under the sticky header, tabbing down and back up', async () => {
    const page = await open('/products/room-mist-no-42');
    await page.getByRole('button', { name: 'Add to Cart' }).waitFor();
    const hidden: string[] = [];
    let stops = 0;
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press(key);
        const box = await focusedBox(page);
        if (!box) continue;
        stops += 1;
        // Its top edge (and the ring 5 px around it) is below the header.
        if (box.top - 5 < box.headerBottom - 0.5)
          hidden.push(`${key} ${box.label}: top ${box.top} < header ${box.headerBottom}`);
      }
    }
    expect(stops).toBeGreaterThan(20);
    expect(hidden).toEqual([]);
    await page.close();
  });

  it("says 'Shipping: Free' at checkout with no 'more for free shipping' line", async () => {
    const page = await checkoutWith('hand-soap-no-42');
    // 'Free' is the server's quote (a shop without shipping methods), which can take longer than expect.poll's 1 s.
    await expect.poll(() => page.getByTestId('summary-shipping').textContent(), { timeout: 15_000 }).toBe('Free');
    if (viewport.name === 'phone') {
      // The cart once: the cart step lists the lines; the summary is collapsed under its total.
      const toggle = page.getByRole('button', { name: /Show order summary/ });
      await toggle.getByText('$18.00').waitFor();
      await toggle.click();
      await page.getByRole('button', { name: /Hide order summary/, expanded: true }).waitFor();
    }
    await page.getByTestId('summary-subtotal').getByText('$18.00').waitFor();
    expect(await page.getByText(/more for free shipping/).count()).toBe(0);
    const listsOfLines = await page.getByRole('list', { name: /^(Cart items|Items in your order)$/ }).all();
    const visible = await Promise.all(listsOfLines.map((list) => list.isVisible()));
    expect(visible.filter(Boolean).length).toBe(viewport.name === 'phone' ? 1 : 2);
    await page.close();
  });

  it('changes a quantity on the cart step and reads the order back above the payment buttons', async () => {
    const page = await checkoutWith('hand-soap-no-42');
    const cartStep = page.getByRole('list', { name: 'Cart items' });
    await cartStep.getByRole('button', { name: /^Increase quantity of Hand Soap No. 42/ }).click();
    await expect.poll(() => cartStep.getByLabel(/^Quantity of Hand Soap No. 42/).textContent()).toBe('2');
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe('$36.00');
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
    await fillShippingInfo(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const review = page.getByRole('region', { name: 'Review your order' });
    await review.getByText('Ada Lovelace').waitFor();
    await review.getByText('Indianapolis, IN 46204').waitFor();
    await review.getByText(/Hand Soap No\. 42, 16 oz × 2: \$36\.00/).waitFor();
    const pay = page.getByRole('button', { name: /^Pay .* with Demo wallet$/ });
    await pay.waitFor();
    const [reviewBox, payBox] = [await review.boundingBox(), await pay.boundingBox()];
    expect((reviewBox?.y ?? 0) + (reviewBox?.height ?? 0)).toBeLessThanOrEqual(payBox?.y ?? 0);
    await review.getByRole('button', { name: 'Change items' }).click();
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).waitFor({ state: 'visible' });
    await page.close();
  });

  it("walks the checkout's steps with the browser's Back and Forward", async () => {
    const page = await checkoutWith('dish-soap-no-62');
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
    await page.waitForURL(/\/checkout\?step=info$/);
    await fillShippingInfo(page);
    // Tab order follows the drawing: 'Back to Cart' comes first in the DOM, so it is drawn first (left, or above).
    const backBox = await page.getByRole('button', { name: 'Back to Cart' }).boundingBox();
    const continueBox = await page.getByRole('button', { name: 'Continue to Payment' }).boundingBox();
    if (!backBox || !continueBox) throw new Error('step buttons have no box');
    if (viewport.name === 'phone') expect(backBox.y).toBeLessThan(continueBox.y);
    else expect(backBox.x).toBeLessThan(continueBox.x);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.waitForURL(/\/checkout\?step=payment$/);
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    await page.goBack();
    expect(page.url()).toMatch(/\/checkout\?step=info$/);
    await page.getByRole('heading', { name: 'Shipping information' }).waitFor({ state: 'visible' });
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
    await page.goBack();
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.goForward();
    await page.getByRole('heading', { name: 'Shipping information' }).waitFor({ state: 'visible' });
    await page.close();
  });

  it('shows a changed price on an open product page when the tab comes back into focus, without a reload', async () => {
    const page = await open('/products/surface-spray-no-62');
    const price = page.getByTestId('product-price');
    await price.waitFor();
    const before = (await price.textContent()) ?? '';
    const products = (await (await fetch(`${session.shop.baseUrl}/api/products`)).json()) as Array<{
      id: number;
      slug: string;
      price: string;
    }>;
    const spray = products.find((p) => p.slug === 'surface-spray-no-62');
    if (!spray) throw new Error('no surface-spray-no-62 in the catalogue');
    const changed = (Number(spray.price) + (viewport.name === 'phone' ? 2 : 1)).toFixed(2);
    const res = await fetch(`${session.shop.baseUrl}/api/admin/products/${spray.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'x-admin-password': E2E_ADMIN_PASSWORD },
      body: JSON.stringify({ price: changed }),
    });
    expect(res.ok).toBe(true);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    // The shopper comes back to the tab, now and then: the window gets focus again (headless Chromium has no other
    // window to leave). The first return may come before the page has hydrated, when nothing listens yet.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return price.textContent();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain(`$${changed}`);
    expect(before).not.toContain(`$${changed}`);
    expect(navigations).toEqual([]);
    await page.close();
  });

  it('puts product cards two to a row on a phone, three on a laptop', async () => {
    const page = await open('/products');
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(4);
    const boxes = await Promise.all([0, 1, 2].map(async (i) => cards.nth(i).boundingBox()));
    const [a, b, c] = boxes.map((box) => {
      if (!box) throw new Error('card has no box');
      return box;
    });
    expect(Math.abs(a.y - b.y)).toBeLessThan(1);
    expect(b.x).toBeGreaterThan(a.x + a.width - 1);
    if (viewport.name === 'phone') expect(c.y).toBeGreaterThan(a.y + a.height - 1);
    else expect(Math.abs(c.y - a.y)).toBeLessThan(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.close();
  });

  it('shows the back office in its own frame: no storefront header, cart or footer; its bar on one row, a drawer on a phone', async () => {
    const page = await open('/admin-orders');
    await page.getByRole('heading', { level: 1, name: 'Admin Access' }).waitFor();
    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Order Management' }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Open cart/ }).count()).toBe(0);
    expect(await page.getByText('Sister Brands').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to Site' }).first().waitFor();
    const bar = page.getByRole('navigation', { name: 'Back office' });
    if (viewport.name === 'phone') {
      // A phone gets a menu button and a drawer of the four screens instead of a bar that wraps.
      const barBox = await bar.boundingBox();
      expect(barBox?.height).toBeLessThan(64);
      await bar.getByRole('button', { name: 'Open back-office menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Back-office menu' });
      expect(await menu.getByRole('link').allTextContents()).toEqual([
        'Dashboard',
        'Orders',
        'Products',
        'Promo codes',
        'Shipping',
        'Tax',
        'Subscriptions',
      ]);
      expect(await menu.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
      await menu.getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('heading', { level: 1, name: 'Sales Dashboard' }).waitFor();
      await menu.waitFor({ state: 'detached' });
    } else {
      const links = bar.getByRole('listitem');
      const tops = await Promise.all([0, 1, 2, 3].map(async (i) => (await links.nth(i).boundingBox())?.y));
      expect(new Set(tops).size).toBe(1);
    }
    // Back to the shop: the storefront's frame again.
    await bar.getByRole('link', { name: 'Back to Site' }).click();
    await page.getByRole('heading', { level: 1, name: 'Where Home Care Meets Self-Care' }).waitFor();
    expect(await page.locator('header').count()).toBe(1);
    await page.close();
  });

  it('answers /favicon.ico, which browsers ask for on every page whatever it links, with an icon', async () => {
    const page = await open('/');
    const icon = await page.goto(`${session.shop.baseUrl}/favicon.ico`);
    expect(icon?.status()).toBe(200);
    expect(icon?.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect((await icon?.body())?.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    await page.close();
  });
});
