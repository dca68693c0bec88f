import type { Browser, Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningShop } from './support/server';
import { shopInBrowser } from './support/shopInBrowser';
import { keepScreenshot } from './support/screens';

/** One shopper's visit through the built shop (`npm start` on a fresh SQLite file), in Debian's Chromium. */
describe('storefront in a real browser', () => {
  const session = shopInBrowser();
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  beforeAll(() => void ({ shop, browser } = session));
  beforeEach(() => void ({ page } = session));

  const cartButton = () => page.getByRole('button', { name: /^Open cart/ });
  const drawer = () => page.getByRole('dialog', { name: 'Shopping Cart' });

  it('browses the home page', async () => {
    await page.goto(`${shop.baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Where Home Care Meets Self-Care' }).waitFor();
    const collection = page.getByRole('region', { name: 'Our Collection' });
    await collection
      .getByRole('link', { name: /Explore Details/ })
      .first()
      .waitFor();
    expect(await collection.getByRole('link', { name: /Explore Details/ }).count()).toBe(4);
    expect(await collection.getByText('$22.00').count()).toBe(1); // Room Mist No. 42
    // Every hero image settles (artwork or 404), so the dots appear.
    await page.getByRole('button', { name: 'Show image 1 of 7' }).waitFor();
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.getByRole('button', { name: 'Play slideshow' }).waitFor();
    await cartButton().waitFor();
    expect(await page.getByRole('button', { name: /^Open cart, / }).count()).toBe(0); // no badge at 0
    await keepScreenshot(page, { path: join(tmpdir(), 'storefront-home-desktop.png'), fullPage: true });
  });

  it('filters the product list', async () => {
    await page.goto(`${shop.baseUrl}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    // Counts are polled: the grid re-renders after the URL changes, and a loaded CI machine can lag behind.
    await expect.poll(() => page.getByRole('article').count()).toBe(5);
    await page.getByLabel('Format').selectOption('room-mist');
    await page.waitForURL(/filter=room-mist/);
    // The address changes before React commits the filtered list (the router renders in a transition).
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByLabel('Fragrance').selectOption('92');
    await page.getByRole('article', { name: 'Room Mist No. 92' }).waitFor();

    await page.goto(`${shop.baseUrl}/products?filter=dish-soap`);
    await page.getByRole('article', { name: 'Dish Soap No. 42' }).waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(await page.getByLabel('Format').inputValue()).toBe('dish-soap');
  });

  it('opens a product, switches scent, chooses a size and adds it to the cart', async () => {
    await page.goto(`${shop.baseUrl}/products?filter=dish-soap`);
    await page.getByRole('link', { name: 'View Product: Dish Soap No. 42' }).click();
    await page.waitForURL(/\/products\/dish-soap-no-42(\?|$)/);
    await page.getByRole('heading', { level: 1, name: 'Dish Soap No. 42' }).waitFor();
    // After a client-side navigation the head follows the screen (its module loads lazily): polled, as a loaded
    // machine can paint the heading before the title changes.
    await expect.poll(() => page.title()).toBe('Dish Soap No. 42 | Natural House');

    // The FAQs on the page are the server's, the same ones its FAQPage structured data lists.
    const faqs = (await (await fetch(`${shop.baseUrl}/api/products/dish-soap-no-42/faqs`)).json()) as {
      question: string;
    }[];
    await page.getByRole('button', { name: faqs[0].question }).waitFor();

    await page.getByRole('button', { name: 'No. 62 Lemon Verbena' }).click();
    await page.waitForURL(/\/products\/dish-soap-no-62(\?|$)/);
    await page.getByRole('heading', { level: 1, name: 'Dish Soap No. 62' }).waitFor();

    await page.getByLabel('Size').selectOption('Refill Box');
    expect(await page.getByTestId('product-price').textContent()).toBe('$48.00(3 Liter Refill)');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByTestId('toast').getByText('Dish Soap No. 62 (Refill Box) added to your cart').waitFor();
    await page.getByRole('button', { name: 'Open cart, 1 item' }).waitFor();
  });

  /** A shopper's cart of one Dish Soap No. 62 refill box, put in as a shopper does, on that product's page. */
  async function withRefillBoxInCart() {
    await page.goto(`${shop.baseUrl}/products/dish-soap-no-62?size=Refill%20Box`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Open cart, 1 item' }).waitFor();
  }

  it('changes the quantity in the drawer, and the cart survives a reload', async () => {
    await withRefillBoxInCart();
    await cartButton().click();
    await drawer().waitFor();
    await drawer().getByRole('button', { name: 'Increase quantity of Dish Soap No. 62, Refill Box' }).click();
    await drawer().getByText('2 item(s) in your cart').waitFor();
    expect(await drawer().getByTestId('cart-subtotal').textContent()).toBe('$96.00');
    await drawer().getByText('Add $4.00 more for free shipping').waitFor();
    await keepScreenshot(page, { path: join(tmpdir(), 'storefront-cart-desktop.png') });
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
    expect(await cartButton().evaluate((el) => el === document.activeElement)).toBe(true);

    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]');
    expect(stored).toEqual([
      {
        productId: expect.any(Number),
        productName: 'Dish Soap No. 62',
        size: 'Refill Box',
        quantity: 2,
        price: '48.00',
        image: '/public-objects/products/refill-box-62.webp',
      },
    ]);

    await page.reload();
    await page.getByRole('button', { name: 'Open cart, 2 items' }).click();
    await drawer().getByText('2 item(s) in your cart').waitFor();
  });

  it('ignores a hand-edited cart without breaking the page', async () => {
    await withRefillBoxInCart();
    await page.evaluate(() => localStorage.setItem('cart', '[{"productId":"x","quantity":-4}]'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dish Soap No. 62' }).waitFor();
    await page.getByRole('button', { name: 'Open cart', exact: true }).waitFor();
  });

  it('subscribes to the newsletter, and answers an address already on the list the same way', async () => {
    await page.goto(`${shop.baseUrl}/`);
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Email address');
    await field.fill('  Shopper@Example.com ');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByTestId('toast').getByText('Welcome! 🌿').waitFor();
    expect(await field.inputValue()).toBe('');

    // The form tells nobody whether an address is subscribed (the server sends no second welcome e-mail).
    await field.fill('shopper@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => field.inputValue()).toBe('');
    expect(await page.getByTestId('toast').getByText('Subscription failed').count()).toBe(0);
  });

  it('shows Page Not Found for an unknown route', async () => {
    const response = await page.goto(`${shop.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  });

  it('fits a phone screen, with the menu as a dialog', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.goto(`${shop.baseUrl}/`);
    await phone
      .getByRole('region', { name: 'Our Collection' })
      .getByRole('link', { name: /Explore Details/ })
      .first()
      .waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(phone, { path: join(tmpdir(), 'storefront-home-phone.png'), fullPage: true });
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Products' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    await phone.close();
  });
});
