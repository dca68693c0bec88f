import type { Browser, Page } from 'playwright-core';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { E2E_ADMIN_PASSWORD, RunningShop, startShop } from './support/server';
import { fillShippingInfo } from './support/checkoutInfo';
import { screenPath, keepScreenshot } from './support/screens';

const SHOTS = tmpdir();

interface AdminOrder {
  orderNumber: number;
  customerEmail: string;
  subtotal: string;
  discountAmount: string | null;
  total: string;
  promoCode: string | null;
  shippingAddress: string;
  billingAddress: string | null;
  billingCity: string | null;
  billingZip: string | null;
  customerNotes: string | null;
}

/** Checkout through the built shop with the demo wallet (PAYMENT_PROVIDER=demo), on a fresh SQLite database. */
describe('checkout in a real browser', () => {
  let shop: RunningShop;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  async function admin(path: string, init: RequestInit & { bearer?: boolean } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (init.bearer) headers.authorization = `Bearer ${E2E_ADMIN_PASSWORD}`;
    else headers['x-admin-password'] = E2E_ADMIN_PASSWORD;
    const res = await fetch(`${shop.baseUrl}${path}`, { ...init, headers });
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  }
  const ordersOf = async (email: string): Promise<AdminOrder[]> => {
    const page = (await admin(`/api/admin/orders?search=${encodeURIComponent(email)}`, { bearer: true })) as {
      items: AdminOrder[];
    };
    return page.items;
  };

  beforeAll(async () => {
    shop = await startShop();
    await admin('/api/promo-codes', {
      method: 'POST',
      body: JSON.stringify({ code: 'WELCOME15', discountType: 'percentage', discountValue: '15' }),
    });
    await admin('/api/promo-codes', {
      method: 'POST',
      body: JSON.stringify({ code: 'FIVEOFF', discountType: 'fixed', discountValue: '5.00' }),
    });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  const toast = () => page.getByTestId('toast');
  const summary = () => page.getByRole('complementary', { name: 'Order Summary' });
  const figure = (name: 'subtotal' | 'discount' | 'shipping' | 'total') =>
    summary().getByTestId(`summary-${name}`).textContent();
  const storedCart = async () =>
    JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]') as Array<{
      quantity: number;
      price: string;
    }>;

  async function addToCart(slug: string, times = 1) {
    await page.goto(`${shop.baseUrl}/products/${slug}`);
    for (let i = 0; i < times; i += 1) {
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await toast()
        .getByText(/added to your cart/)
        .waitFor();
    }
  }

  const fillInfo = (email: string) => fillShippingInfo(page, email);

  async function applyCode(code: string) {
    await summary().getByLabel('Promo code').fill(code);
    await summary().getByRole('button', { name: 'Apply' }).click();
  }

  it('shows the empty cart with a way to the products', async () => {
    await page.goto(`${shop.baseUrl}/checkout`);
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/products');
  });

  it('applies a fixed and a percentage code to the cart', async () => {
    await addToCart('hand-soap-no-42', 2); // 2 × $18.00
    await addToCart('soy-wax-candle-no-42'); // $34.00
    await page.goto(`${shop.baseUrl}/checkout`);
    await page.getByRole('navigation', { name: 'Checkout progress' }).getByText('Cart').waitFor();
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    expect(await lines.count()).toBe(2);
    await lines.first().getByText('Size: 16 oz').waitFor();
    expect(await figure('subtotal')).toBe('$70.00');
    // One shipping story: shipping is free here, so no 'Add $X more' line contradicts it.
    await expect.poll(() => figure('shipping')).toBe('Free');
    expect(await page.getByText(/more for free shipping/).count()).toBe(0);
    expect(await summary().getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await keepScreenshot(page, { path: join(SHOTS, 'checkout-1-cart-desktop.png'), fullPage: true });

    await applyCode('  fiveoff ');
    await toast().getByText('Promo code applied!').waitFor();
    await toast().getByText('You saved $5.00').waitFor();
    expect(await figure('discount')).toBe('-$5.00');
    expect(await figure('total')).toBe('$65.00');

    await summary().getByRole('button', { name: 'Remove promo code FIVEOFF' }).click();
    expect(await summary().getByTestId('summary-discount').count()).toBe(0);
    expect(await figure('total')).toBe('$70.00');

    await applyCode('welcome15');
    await toast().getByText('You saved $10.50').waitFor();
    expect(await figure('discount')).toBe('-$10.50');
    expect(await figure('total')).toBe('$59.50');
  });

  it('says which fields are missing, and keeps what was typed across steps and a reload', async () => {
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
    await page.getByRole('heading', { name: 'Shipping information' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Please enter your full name').waitFor();
    await page.getByText('Please enter your ZIP code').waitFor();
    expect(await page.getByLabel('Full name').evaluate((el) => el === document.activeElement)).toBe(true);
    await keepScreenshot(page, { path: join(SHOTS, 'checkout-2-errors-desktop.png'), fullPage: true });

    await fillInfo('ada@example.com');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(
      await page.getByRole('textbox', { name: 'Email', exact: true }).evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');

    // Billing follows shipping while the box is checked; cleared, its fields appear already filled.
    expect(await page.getByLabel('Billing street address').count()).toBe(0);
    await page.getByLabel('Billing address same as shipping').uncheck();
    expect(await page.getByLabel('Billing street address').inputValue()).toBe('12 Garden Lane');
    await page.getByLabel('Billing street address').fill('1 Ledger Road');
    await page.getByLabel('Billing city').fill('Bloomington');
    await page.getByLabel('Billing ZIP code').fill('47401');
    await page.getByLabel('Order notes (optional)').fill('Leave at the side door.');

    await page.getByRole('button', { name: 'Back to Cart' }).click();
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
    expect(await page.getByLabel('Billing city').inputValue()).toBe('Bloomington');
    await page.reload();
    await page.getByRole('heading', { name: 'Shipping information' }).waitFor();
    // The server draws the step with empty fields (the form is saved in this tab only); the app fills them in.
    await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
    await expect.poll(() => page.getByLabel('Billing street address').inputValue()).toBe('1 Ledger Road');
    await expect.poll(() => figure('total')).toBe('$59.50'); // the applied code survives the reload too
    await keepScreenshot(page, { path: join(SHOTS, 'checkout-2-info-desktop.png'), fullPage: true });

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
  });

  it('keeps the cart and the form when the payment is cancelled', async () => {
    await page.getByText('Demo wallet — test mode, no real money').waitFor();
    await keepScreenshot(page, { path: join(SHOTS, 'checkout-3-payment-desktop.png'), fullPage: true });
    await page.getByRole('button', { name: 'Pay $59.50 with Demo wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve payment' });
    await dialog.waitFor();
    await keepScreenshot(page, { path: join(SHOTS, 'checkout-3-approve-desktop.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await toast().getByText('Payment cancelled').waitFor();
    await toast().getByText('You cancelled the payment.').waitFor();
    expect((await storedCart()).length).toBe(2);
    expect(await ordersOf('ada@example.com')).toEqual([]);
    await page.getByRole('button', { name: 'Back to Info' }).click();
    expect(await page.getByLabel('Billing city').inputValue()).toBe('Bloomington');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
  });

  it('pays once with the demo wallet even on a double click, then clears the cart and goes home', async () => {
    await page.getByRole('button', { name: 'Pay $59.50 with Demo wallet' }).dblclick();
    const dialog = page.getByRole('dialog', { name: 'Approve payment' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toast().getByText('Order placed successfully!').waitFor();
    await toast().getByText('Thank you for your purchase. You will receive a confirmation email shortly.').waitFor();
    await page.waitForURL(`${shop.baseUrl}/`);
    expect(await storedCart()).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('checkout'))).toBeNull();

    const orders = await ordersOf('ada@example.com');
    expect(orders).toHaveLength(1);
    // The confirmation stays on the home page, and its link opens the order.
    const banner = page.getByRole('region', { name: 'Order confirmation' });
    await banner.getByRole('heading', { name: `Thank you! Order #${orders[0].orderNumber} is placed.` }).waitFor();
    await banner.getByText('Total $59.50. We sent a confirmation to ada@example.com.').waitFor();
    await keepScreenshot(page, { path: screenPath('order-confirmation-desktop') });
    await banner.getByRole('link', { name: 'View your order' }).click();
    await page.getByRole('heading', { level: 1, name: `Order #${orders[0].orderNumber}` }).waitFor();
    expect(orders[0]).toMatchObject({
      subtotal: '70.00',
      discountAmount: '10.50',
      total: '59.50',
      promoCode: 'WELCOME15',
      shippingAddress: '12 Garden Lane',
      billingAddress: '1 Ledger Road',
      billingCity: 'Bloomington',
      billingZip: '47401',
      customerNotes: 'Leave at the side door.',
    });
  });

  it('shows the server error for an invalid code', async () => {
    await addToCart('room-mist-no-42');
    await page.goto(`${shop.baseUrl}/checkout`);
    await applyCode('NOPE');
    await toast().getByText('Invalid promo code', { exact: true }).waitFor();
    await toast().getByText('This promo code is not valid or has expired.').waitFor();
    expect(await summary().getByTestId('summary-discount').count()).toBe(0);
  });

  it('says "Payment failed" for a declined payment and keeps the cart and the form', async () => {
    await page.goto(`${shop.baseUrl}/checkout`);
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
    await fillInfo('grace@example.com');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: 'Pay $22.00 with Demo wallet' }).click();
    await page.getByRole('dialog', { name: 'Approve payment' }).getByRole('button', { name: 'Declined card' }).click();
    await toast().getByText('Payment failed').waitFor();
    await toast()
      .getByText('Your payment method was declined by Demo wallet. Please choose another way to pay.')
      .waitFor();
    expect(page.url()).toContain('/checkout');
    expect((await storedCart()).length).toBe(1);
    expect(await ordersOf('grace@example.com')).toEqual([]);
    await page.getByRole('button', { name: 'Back to Info' }).click();
    expect(await page.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe('grace@example.com');
  });

  it('shows why when the prices changed, takes the server prices, and lets the shopper pay', async () => {
    const products = (await (await fetch(`${shop.baseUrl}/api/products`)).json()) as Array<{
      id: number;
      slug: string;
    }>;
    const mist = products.find((p) => p.slug === 'room-mist-no-42');
    await admin(`/api/admin/products/${mist?.id}`, { method: 'PATCH', body: JSON.stringify({ price: '24.00' }) });
    await page.goto(`${shop.baseUrl}/checkout`);
    await page.getByRole('heading', { name: 'Shipping information' }).waitFor();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    // The summary is the server's quote, so it already shows the new total; the cart line still carries the old price.
    await page.getByRole('button', { name: 'Pay $24.00 with Demo wallet' }).click();
    const notice = page.getByTestId('price-change');
    await notice.getByText('The prices in your cart have changed.').waitFor();
    await notice.getByText(/The price of Room Mist No\. 42 \(16 oz\) is \$24\.00, not \$22\.00/).waitFor();
    expect(await figure('total')).toBe('$24.00');
    expect((await storedCart())[0].price).toBe('24.00');

    await page.getByRole('button', { name: 'Pay $24.00 with Demo wallet' }).click();
    await page.getByRole('dialog', { name: 'Approve payment' }).getByRole('button', { name: 'Approve' }).click();
    await toast().getByText('Order placed successfully!').waitFor();
    await page.waitForURL(`${shop.baseUrl}/`);
    expect((await ordersOf('grace@example.com'))[0]).toMatchObject({
      subtotal: '24.00',
      total: '24.00',
      discountAmount: null,
    });
  });

  it('fits a phone screen at every step', async () => {
    const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await phone.goto(`${shop.baseUrl}/products/dish-soap-no-62`);
      await phone.getByRole('button', { name: 'Add to Cart' }).click();
      // As a person would, leave for checkout once the shop has said the product is in the cart.
      await phone
        .getByTestId('toast')
        .getByText(/added to your cart/)
        .waitFor();
      await phone.goto(`${shop.baseUrl}/checkout`);
      await phone.getByRole('button', { name: 'Continue to Shipping Info' }).waitFor();
      await keepScreenshot(phone, { path: join(SHOTS, 'checkout-1-cart-phone.png'), fullPage: true });
      await phone.getByRole('button', { name: 'Continue to Shipping Info' }).click();
      await phone.getByLabel('Billing address same as shipping').uncheck();
      await keepScreenshot(phone, { path: join(SHOTS, 'checkout-2-info-phone.png'), fullPage: true });
      await phone.getByLabel('Billing address same as shipping').check();
      await fillShippingInfo(phone);
      await phone.getByRole('button', { name: 'Continue to Payment' }).click();
      await phone.getByText('Demo wallet — test mode, no real money').waitFor();
      await keepScreenshot(phone, { path: join(SHOTS, 'checkout-3-payment-phone.png'), fullPage: true });
      // Nothing sticks out sideways.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await phone.getByRole('button', { name: /^Pay .* with Demo wallet$/ }).click();
      await phone.getByRole('dialog', { name: 'Approve payment' }).getByRole('button', { name: 'Approve' }).click();
      await phone.waitForURL(`${shop.baseUrl}/`);
      const banner = phone.getByRole('region', { name: 'Order confirmation' });
      await banner.getByRole('heading', { name: /^Thank you! Order #\d+ is placed\.$/ }).waitFor();
      await keepScreenshot(phone, { path: screenPath('order-confirmation-phone') });
      await banner.getByRole('button', { name: 'Close order confirmation' }).click();
      await banner.waitFor({ state: 'detached' });
    } finally {
      await phone.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
