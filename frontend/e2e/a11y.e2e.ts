import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { A11yScreen, checkScreen } from './support/axe';
import { useShopAndBrowser } from './support/shopSession';

const CART = JSON.stringify([
  { productId: 1, productName: 'Hand Soap No. 09', size: '16 oz', quantity: 2, price: '18.00', image: '/public-objects/products/hand-soap-09.webp' },
]);

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).waitFor();
const homeLoaded = async (page: Page) => {
  await page.getByRole('region', { name: 'Our Collection' }).getByRole('link', { name: /Explore Details/ }).first().waitFor();
  await page.getByRole('region', { name: 'Why Refillable' }).waitFor();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).waitFor();
};

/**
 * Every storefront and back-office screen in its main states, checked with axe (WCAG 2.x A/AA, serious and critical
 * violations fail). One line per screen: checkout steps and unlocked admin screens are added as their own entries
 * with a `ready` that reaches the state (fill the form, enter the password) before the check.
 */
const SCREENS: A11yScreen[] = [
  { name: 'home', path: '/', ready: homeLoaded },
  { name: 'home on a phone', path: '/', phone: true, ready: homeLoaded },
  {
    name: 'home with the cart drawer open',
    path: '/',
    storage: { cart: CART },
    ready: async (page) => {
      await homeLoaded(page);
      await page.getByRole('button', { name: 'Open cart, 2 items' }).click();
      await page.getByRole('dialog', { name: 'Shopping Cart' }).getByText('2 items in your cart').waitFor();
    },
  },
  {
    name: 'home with the empty cart drawer open',
    path: '/',
    ready: async (page) => {
      await homeLoaded(page);
      await page.getByRole('button', { name: 'Open cart' }).click();
      await page.getByRole('dialog', { name: 'Shopping Cart' }).waitFor();
    },
  },
  {
    name: 'mobile menu open',
    path: '/',
    phone: true,
    ready: async (page) => {
      await homeLoaded(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Products' }).waitFor();
    },
  },
  { name: 'product list', path: '/products', ready: async (page) => page.getByRole('article').first().waitFor() },
  { name: 'product list, filtered', path: '/products?filter=room-mist', ready: async (page) => page.getByRole('article', { name: 'Room Mist No. 42' }).waitFor() },
  { name: 'product list on a phone', path: '/products', phone: true, ready: async (page) => page.getByRole('article').first().waitFor() },
  { name: 'product detail', path: '/products/hand-soap-no-42', ready: heading('Hand Soap No. 42') },
  { name: 'product detail on a phone', path: '/products/soy-wax-candle-no-92', phone: true, ready: heading('Soy Wax Candle No. 92') },
  { name: 'unknown product', path: '/products/no-such-soap', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'page not found', path: '/no-such-page', ready: heading('Page Not Found') },
  // Screens other branches fill in (placeholders here): journal list and article, refills, holiday, checkout, admin.
  { name: 'journal', path: '/journal', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'journal article', path: '/journal/refills-101', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'refills', path: '/refills', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'holiday', path: '/holiday', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'checkout with a cart', path: '/checkout', storage: { cart: CART }, ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'admin promo codes (locked)', path: '/admin-promo-codes', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'admin products (locked)', path: '/admin-products', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { name: 'admin orders (locked)', path: '/admin-orders', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
];

describe('accessibility (axe, WCAG 2.x A/AA)', () => {
  const session = useShopAndBrowser();
  // A context per screen (axe needs pages made through browser.newContext(); it also keeps storage apart).
  const newPage = async (phone: boolean) =>
    (await session.browser.newContext(phone ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 900 } })).newPage();

  it.each(SCREENS.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
    await checkScreen(newPage, session.shop.baseUrl, screen);
  });
});
