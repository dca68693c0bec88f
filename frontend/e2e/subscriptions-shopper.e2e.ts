import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePayPalServer } from '../../backend/test/support/fake-paypal-server';
import { SmtpTestServer, startSmtpTestServer, waitFor } from '../../backend/test/support/smtp-test-server';
import { expectNoSeriousViolations } from './support/axe';
import { untilAppReady } from './support/browser';
import { fillShippingInfo } from './support/checkoutInfo';
import { FakePayPalCheckout } from './support/fakePayPalCheckout';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { setNextRenewalAt } from './support/shopDatabase';
import { DETAIL_VIEWPORTS, openAt, useShopAndBrowser, type DetailViewport } from './support/shopSession';

const ADMIN = { 'x-admin-password': E2E_ADMIN_PASSWORD };
const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as the management page and the e-mails write it, read in UTC (the dates the test sets are at noon UTC). */
const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

interface AdminSubscription {
  id: number;
  status: string;
  frequencyMonths: number;
  nextRenewalAt: string;
  summary: string;
}

/**
 * A shopper's refill subscription at a laptop and a phone (its CPU 4× slower), with the shop paying through PayPal's
 * vault: the fake PayPal REST server of the backend tests and the fake JS SDK (PAYPAL_SDK_URL), so the first payment
 * goes through PayPal's button and window and its capture stores the wallet. The Surface Spray's Refill Box ($36.00) is
 * subscribed every 3 months at the seeded 10 % saving ($32.40; the suite's shop has no shipping or tax).
 *
 * No subscription e-mail goes out when the shopper subscribes (the order confirmation is an order's), so the test
 * brings the first renewal to two days ahead in the shop's database: the shop's own runner (a round a second) then
 * sends the reminder, a real subscription e-mail on a real SMTP server on loopback, and its link opens the management
 * page. Each width subscribes a shopper of its own.
 */
describe('subscribe & save, and managing the subscription from its e-mail', () => {
  const dir = mkdtempSync(join(tmpdir(), 'subs-shopper-'));
  const sqlitePath = join(dir, 'shop.sqlite');
  let smtp: SmtpTestServer;
  let payPalApi: FakePayPalServer;
  let payPal: FakePayPalCheckout;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    payPalApi = await new FakePayPalServer().start();
    // The buyer approves in PayPal's window, not at creation.
    payPalApi.autoApprove = false;
    payPal = await new FakePayPalCheckout(payPalApi).start();
  });
  afterAll(async () => {
    await payPal?.stop();
    await payPalApi?.stop();
    await smtp?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const session = useShopAndBrowser(() => ({
    SQLITE_PATH: sqlitePath,
    SMTP_URL: smtp.url,
    MAIL_POLL_INTERVAL_MS: '100',
    RENEWAL_POLL_INTERVAL_MS: '1000',
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_CLIENT_ID: payPalApi.clientId,
    PAYPAL_CLIENT_SECRET: payPalApi.clientSecret,
    PAYPAL_API_BASE: payPalApi.baseUrl,
    PAYPAL_SDK_URL: payPal.sdkUrl,
  }));

  async function adminGet<T>(path: string, headers: Record<string, string> = ADMIN): Promise<T> {
    const response = await fetch(`${session.shop.baseUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<T>;
  }

  const subscriptionOf = async (email: string): Promise<AdminSubscription[]> =>
    (await adminGet<{ items: AdminSubscription[] }>(`/api/admin/subscriptions?q=${encodeURIComponent(email)}`)).items;

  /** Moves the next renewal to noon UTC two days from now, inside the reminder's 3 days: the runner reminds at once. */
  function renewalInTwoDays(subscriptionId: number): Date {
    const inTwoDays = new Date(Date.now() + 2 * DAY_MS);
    const dueAt = new Date(
      Date.UTC(inTwoDays.getUTCFullYear(), inTwoDays.getUTCMonth(), inTwoDays.getUTCDate(), 12, 0, 0),
    );
    setNextRenewalAt(sqlitePath, subscriptionId, dueAt);
    return dueAt;
  }

  it.each(DETAIL_VIEWPORTS)(
    "subscribes from a Refill Box's page through PayPal's vault, then skips, changes and cancels from the e-mail's link ($name)",
    async (viewport: DetailViewport) => {
      const base = session.shop.baseUrl;
      const email = `subscriber.${viewport.name}@example.com`;
      // A person taps on a phone and clicks at a laptop; both wait until the control is visible.
      const press = (target: Locator) => (viewport.isMobile ? target.tap() : target.click());

      // The product page. The test is about subscribing, not the first tap (first-tap.e2e.ts): it waits for hydration.
      const page = await openAt(session, viewport, '/products/surface-spray-no-42', { slowPhone: true });
      await untilAppReady(page);
      const subscribe = page.getByRole('radio', { name: /^Subscribe & save 10 %/ });
      // The 16 oz bottle of a spray is bought once only; its Refill Box is offered by subscription.
      expect(await subscribe.count()).toBe(0);
      await page.getByRole('combobox', { name: 'Size' }).selectOption('Refill Box');
      const choice = page.getByRole('group', { name: 'How would you like to buy it?' });
      const once = choice.getByRole('radio', { name: /^One-time purchase\s*\$36\.00$/ });
      await once.waitFor();
      expect(await once.isChecked()).toBe(true);
      await press(choice.getByRole('radio', { name: /^Subscribe & save 10 %\s*\$32\.40$/ }));
      expect(await subscribe.isChecked()).toBe(true);
      const frequency = choice.getByRole('combobox', { name: 'Delivery' });
      // The seeded default is every 2 months; this shopper wants a delivery every 3.
      expect(await frequency.inputValue()).toBe('2');
      await frequency.selectOption({ label: 'Every 3 months' });
      await choice
        .getByText('Skip, change or cancel any time from the link in your e-mails.', { exact: false })
        .waitFor();
      await press(page.getByRole('button', { name: 'Add to Cart' }));

      // The cart line says so, in the drawer and at the checkout.
      await press(page.getByRole('button', { name: 'Open cart, 1 item' }));
      const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
      expect(await drawer.getByTestId('line-subscription').innerText()).toBe('Subscribe & save 10 % · every 3 months');
      await press(drawer.getByRole('button', { name: 'Proceed to Checkout' }));
      await page.getByRole('button', { name: 'Continue to Shipping Info' }).waitFor();
      expect(await page.getByTestId('line-subscription').filter({ visible: true }).first().innerText()).toBe(
        'Subscribe & save 10 % · every 3 months',
      );

      const summary = page.getByRole('complementary', { name: 'Order Summary' });
      // On a phone the summary folds under a bar: open it to read the figures.
      const showSummary = async () => {
        if (!viewport.isMobile) return;
        const toggle = summary.getByRole('button', { name: /order summary/ });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await press(toggle);
      };
      await showSummary();
      await summary.getByText('A subscription takes its own saving: promo codes do not apply.').waitFor();
      await summary.getByTestId('summary-total').getByText('$32.40', { exact: true }).waitFor();
      expect(await summary.getByTestId('summary-subtotal').innerText()).toBe('$36.00');
      await summary.getByText('Subscription saving (10 %)', { exact: true }).waitFor();
      expect(await summary.getByTestId('summary-discount').innerText()).toBe('-$3.60');
      await summary.getByText('Total today', { exact: true }).waitFor();
      expect(await summary.getByRole('textbox', { name: /promo/i }).count()).toBe(0);

      await press(page.getByRole('button', { name: 'Continue to Shipping Info' }));
      await fillShippingInfo(page, email);
      await press(page.getByRole('button', { name: 'Continue to Payment' }));
      await page.getByRole('heading', { name: 'Payment', exact: true }).waitFor();
      await showSummary();
      expect(await summary.getByTestId('summary-renewal').innerText()).toBe(
        'Then $32.40 every 3 months, at the prices, shipping and tax of the day.',
      );

      // The renewal terms in words, and the wallet only once they are agreed to.
      const terms = page.getByTestId('renewal-terms');
      expect(await terms.innerText()).toMatch(
        /Today you pay \$32\.40\. Then we deliver the same items every 3 months, first on \w+ \d{1,2}, \d{4}, and charge your PayPal account \$32\.40 each time/,
      );
      expect(await terms.innerText()).toMatch(
        /cancel at any time with one click from the link in every subscription e-mail/,
      );
      const payPalButton = page.getByRole('button', { name: 'Pay with PayPal' });
      await page.getByText('Tick the box above to agree to the renewal terms, then pay.').waitFor();
      expect(await payPalButton.count()).toBe(0);
      const agree = page.getByRole('checkbox', { name: 'I agree: charge $32.40 every 3 months until I cancel.' });
      expect(await agree.getAttribute('required')).not.toBeNull();
      await press(terms.getByText('I agree: charge $32.40 every 3 months until I cancel.'));
      expect(await agree.isChecked()).toBe(true);

      // PayPal's button and window; the shop asks PayPal to keep the wallet for the renewals.
      const vaultsBefore = payPalApi.vaults.size;
      const [popup] = await Promise.all([page.waitForEvent('popup'), press(payPalButton)]);
      await popup.getByText('Natural House is asking for $32.40 USD.').waitFor();
      await press(popup.getByRole('button', { name: 'Pay Now' }));
      await page.getByTestId('toast').getByText('Order placed successfully!').waitFor();
      const created = payPalApi
        .requestsTo(/\/v2\/checkout\/orders$/)
        .map((r) => r.body as { payment_source?: { paypal?: { attributes?: { vault?: unknown } } } })
        .at(-1);
      expect(created?.payment_source?.paypal?.attributes?.vault).toEqual({
        store_in_vault: 'ON_SUCCESS',
        usage_type: 'MERCHANT',
        customer_type: 'CONSUMER',
      });
      expect(payPalApi.vaults.size).toBe(vaultsBefore + 1);

      // The order is placed and the subscription exists, as staff read them.
      const orders = await adminGet<{ items: Array<{ total: string }> }>(
        `/api/admin/orders?search=${encodeURIComponent(email)}`,
        { authorization: `Bearer ${E2E_ADMIN_PASSWORD}` },
      );
      expect(orders.items.map((o) => o.total)).toEqual(['32.40']);
      const [subscription] = await subscriptionOf(email);
      expect(subscription).toMatchObject({ status: 'active', frequencyMonths: 3 });
      expect(subscription.summary).toContain('Surface Spray No. 42');
      await page.close();

      // The first subscription e-mail (the reminder) and its signed link.
      const dueAt = renewalInTwoDays(subscription.id);
      const reminderSubject = `Your next refill is on ${longDate(dueAt)}`;
      await waitFor(() => smtp.to(email).some((m) => m.subject === reminderSubject), 15_000, 'the reminder e-mail');
      const reminder = smtp.to(email).find((m) => m.subject === reminderSubject)!;
      expect(reminder.text).toContain(
        `Your next delivery will be charged on ${longDate(dueAt)}: $32.40 at today's prices, with shipping and tax.`,
      );
      const link = /Manage your subscription: (\S+)/.exec(reminder.text)?.[1] ?? '';
      expect(link).toMatch(
        new RegExp(`^${base.replace(/[.]/g, '\\.')}/subscriptions/manage\\?token=\\d+\\.[\\w-]{43}$`),
      );

      // The management page: the next date and amount.
      const manage = await openAt(session, viewport, link.slice(base.length), { slowPhone: true });
      await manage.getByRole('heading', { level: 1, name: 'Your subscription' }).waitFor();
      expect(await manage.getByTestId('subscription-status').innerText()).toBe('Status: Active');
      expect(await manage.getByTestId('next-date').innerText()).toBe(`${longDate(dueAt)}, then every 3 months`);
      expect(await manage.getByTestId('next-amount').innerText()).toBe(
        "Amount: $32.40 at today's prices with your 10 % saving, shipping and tax",
      );
      await manage.getByText('Surface Spray No. 42, Refill Box (3 Liters) × 1').waitFor();
      await expectNoSeriousViolations(manage, `subscription management (${viewport.name})`);

      // Skip the next delivery: it moves one period (3 months) on.
      const message = manage.getByTestId('manage-message');
      await press(manage.getByRole('button', { name: 'Skip the next delivery' }));
      await message.getByText(/^Skipped\. Your next delivery is on /).waitFor();
      const [skipped] = await subscriptionOf(email);
      const skippedTo = new Date(skipped.nextRenewalAt);
      const monthsOn =
        skippedTo.getUTCFullYear() * 12 + skippedTo.getUTCMonth() - (dueAt.getUTCFullYear() * 12 + dueAt.getUTCMonth());
      expect(monthsOn).toBe(3);
      expect(await message.innerText()).toBe(`Skipped. Your next delivery is on ${longDate(skippedTo)}.`);
      expect(await manage.getByTestId('next-date').innerText()).toBe(`${longDate(skippedTo)}, then every 3 months`);

      // Change the frequency: every month from the next delivery on, the date kept.
      const change = manage.getByRole('form', { name: 'Change frequency or quantity' });
      await change.getByRole('combobox', { name: 'Delivery' }).selectOption({ label: 'Every month' });
      await press(change.getByRole('button', { name: 'Save changes' }));
      await message.getByText('Saved. The change applies from your next delivery.').waitFor();
      expect(await manage.getByTestId('next-date').innerText()).toBe(`${longDate(skippedTo)}, then every month`);
      const [changed] = await subscriptionOf(email);
      expect(changed).toMatchObject({ frequencyMonths: 1, nextRenewalAt: skipped.nextRenewalAt });

      // Cancel: one click, the cancelled state, and the confirming e-mail.
      await press(manage.getByRole('button', { name: 'Cancel subscription' }));
      await message
        .getByText('Your subscription is cancelled. Nothing more is charged; we have sent you a confirmation e-mail.')
        .waitFor();
      expect(await manage.getByTestId('subscription-status').innerText()).toBe(
        'Status: Cancelled: nothing more is delivered or charged.',
      );
      await manage.getByText('None: this subscription is cancelled.').waitFor();
      expect(await manage.getByRole('button', { name: 'Skip the next delivery' }).count()).toBe(0);
      expect(await manage.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
      const [cancelled] = await subscriptionOf(email);
      expect(cancelled.status).toBe('cancelled');
      await waitFor(
        () => smtp.to(email).some((m) => m.subject === 'Your refill subscription is cancelled'),
        15_000,
        'the cancellation e-mail',
      );

      // A tampered link: one character of the signature changed.
      const token = new URL(link).searchParams.get('token')!;
      const [id, mac] = token.split('.');
      const tampered = `${id}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
      await manage.goto(`${base}/subscriptions/manage?token=${encodeURIComponent(tampered)}`);
      await manage.getByRole('heading', { level: 1, name: 'This link is not valid' }).waitFor();
      expect(await manage.getByText('Your subscription', { exact: true }).count()).toBe(0);
      await manage.close();
    },
    // A checkout through PayPal's window and the management page, each on a phone's 4× slower CPU.
    180_000,
  );
});
