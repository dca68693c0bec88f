import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakePayPalServer } from '../../backend/test/support/fake-paypal-server';
import { launchBrowser } from './support/browser';
import { fillShippingInfo } from './support/checkoutInfo';
import { FakePayPalCheckout } from './support/fakePayPalCheckout';
import { E2E_ADMIN_PASSWORD, RunningShop, startShop } from './support/server';

declare global {
  interface Window {
    cspViolations: string[];
  }
}

/**
 * The PayPal button path in a real browser. The built shop runs with PAYMENT_PROVIDER=paypal against the
 * fake PayPal REST server of the backend tests, and PAYPAL_SDK_URL loads the fake JS SDK from its browser-side twin:
 * PayPal's buttons, its approval window, and the shop's capture, as a shopper meets them.
 */
describe('paying with the PayPal buttons (fake PayPal SDK and REST server on loopback)', () => {
  let api: FakePayPalServer;
  let paypal: FakePayPalCheckout;
  let shop: RunningShop;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const toast = () => page.getByTestId('toast');
  const payPalButton = () => page.getByRole('button', { name: 'Pay with PayPal' });
  const captures = () => api.requestsTo(/\/v2\/checkout\/orders\/[^/]+\/capture$/).length;
  const ordersOf = async (email: string): Promise<Array<{ total: string; paymentId: string }>> => {
    const res = await fetch(`${shop.baseUrl}/api/admin/orders?search=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_PASSWORD}` },
    });
    return ((await res.json()) as { items: Array<{ total: string; paymentId: string }> }).items;
  };

  /** A Room Mist ($22.00) in the cart, the shipping form filled, on the payment step. */
  async function toPayment(email: string): Promise<void> {
    await page.goto(`${shop.baseUrl}/products/room-mist-no-42`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await toast()
      .getByText(/added to your cart/)
      .waitFor();
    await page.goto(`${shop.baseUrl}/checkout`);
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
    await fillShippingInfo(page, email);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
  }

  /** Clicks PayPal's button and returns PayPal's window, once it shows the order. */
  async function openPayPal(): Promise<Page> {
    const [popup] = await Promise.all([page.waitForEvent('popup'), payPalButton().click()]);
    await popup.getByRole('heading', { name: 'Pay with PayPal' }).waitFor();
    return popup;
  }

  beforeAll(async () => {
    api = await new FakePayPalServer().start();
    // The buyer approves in PayPal's window, not at creation.
    api.autoApprove = false;
    paypal = await new FakePayPalCheckout(api).start();
    shop = await startShop({
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: api.clientId,
      PAYPAL_CLIENT_SECRET: api.clientSecret,
      PAYPAL_API_BASE: api.baseUrl,
      PAYPAL_SDK_URL: paypal.sdkUrl,
    });
    browser = await launchBrowser();
  });
  // Each shopper starts with an empty cart and no saved checkout.
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    // The SDK comes from another origin than the shop: the CSP must name it (PAYPAL_SDK_URL), or Chromium says so here.
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI}`),
      );
    });
  });
  afterEach(async () => {
    paypal.sdkAvailable = true;
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
    await paypal?.stop();
    await api?.stop();
  });

  it("pays: PayPal's button, 'Pay Now' in PayPal's window, the capture, 'Order placed successfully!'", async () => {
    await toPayment('paypal-pay@example.com');
    const popup = await openPayPal();
    await popup.getByText('Natural House is asking for $22.00 USD.').waitFor();
    await popup.getByRole('button', { name: 'Pay Now' }).click();
    await toast().getByText('Order placed successfully!').waitFor();
    await toast().getByText('Thank you for your purchase. You will receive a confirmation email shortly.').waitFor();
    await page.waitForURL(`${shop.baseUrl}/`);
    const [order] = await ordersOf('paypal-pay@example.com');
    expect(order).toMatchObject({ total: '22.00', paymentId: expect.any(String) });
    expect(api.orders.get(order.paymentId)?.status).toBe('COMPLETED');
    expect(popup.isClosed()).toBe(true);
    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  });

  it("cancel in PayPal's window: 'Payment cancelled' / 'You cancelled the payment.', nothing captured", async () => {
    await toPayment('paypal-cancel@example.com');
    const before = captures();
    const popup = await openPayPal();
    await popup.getByRole('button', { name: 'Cancel and return to the shop' }).click();
    await toast().getByText('Payment cancelled').waitFor();
    await toast().getByText('You cancelled the payment.').waitFor();
    expect(captures()).toBe(before);
    expect(await ordersOf('paypal-cancel@example.com')).toEqual([]);
    // The shopper can try again: the button is back.
    expect(await payPalButton().isEnabled()).toBe(true);
  });

  it("a declined card: 'Payment failed' with PayPal's sentence, no order, the cart kept", async () => {
    await toPayment('paypal-declined@example.com');
    const popup = await openPayPal();
    await popup.getByRole('button', { name: 'Pay with a declined card' }).click();
    await toast().getByText('Payment failed').waitFor();
    await toast().getByText('Your payment method was declined by PayPal. Please choose another way to pay.').waitFor();
    expect(await ordersOf('paypal-declined@example.com')).toEqual([]);
    expect(page.url()).toContain('/checkout');
    expect(await page.getByRole('complementary', { name: 'Order Summary' }).getByText('Room Mist').count()).toBe(1);
  });

  it("the SDK cannot load: 'Payment system unavailable', and no demo wallet in its place", async () => {
    paypal.sdkAvailable = false;
    await toPayment('paypal-down@example.com');
    await toast().getByText('Payment system unavailable').waitFor();
    // The step itself says it too, after the toast has gone.
    await page
      .getByRole('region', { name: 'Payment' })
      .getByText(/^Payment system unavailable\. PayPal could not be loaded/)
      .waitFor();
    expect(await payPalButton().count()).toBe(0);
    expect(await page.getByText(/Demo wallet/).count()).toBe(0);
  });
});
