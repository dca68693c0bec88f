import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpTestServer, startSmtpTestServer, waitFor } from '../../backend/test/support/smtp-test-server';
import { expectNoSeriousViolations } from './support/axe';
import { openReady, untilAppReady } from './support/browser';
import { fillShippingInfo, INDIANAPOLIS, type ShippingAddress } from './support/checkoutInfo';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { DETAIL_VIEWPORTS, openAt, useShopAndBrowser, type DetailViewport } from './support/shopSession';

const COLUMBUS: ShippingAddress = { city: 'Columbus', state: 'OH', zip: '43215' };
/** The phone is a slower device: its CPU runs 4× slower (as first-tap.e2e.ts throttles it). */
const PHONE_CPU_SLOWDOWN = 4;

/** One CSV record per line of a small export: quoted fields may hold commas and doubled quotes. */
function csvRows(text: string): string[][] {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i += 1) {
        const c = line[i];
        if (quoted && c === '"' && line[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (c === '"') quoted = !quoted;
        else if (c === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += c;
      }
      cells.push(cell);
      return cells;
    });
}

/**
 * Shipping and sales tax as a shopper and staff see them, at a laptop and a throttled phone, with the seeded methods
 * (Standard $7.95 free from $100, Express $19.95 never free) and rate (Indiana 7 %, shipping taxed): the summary prices
 * an Indiana address with tax and Standard under $100 and free from it, an Ohio address without tax, Express never
 * free; the placed order's figures are the same in the back office, the confirmation e-mail (a real SMTP server on
 * loopback) and the CSV export. The Shipping & Returns page is reached from the drawer, the footer and the checkout.
 */
describe('shipping and sales tax from the cart to the back office', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.stop());
  const session = useShopAndBrowser(() => ({ SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '100' }), {
    shippingAndTax: true,
  });

  async function open(viewport: DetailViewport, path: string): Promise<Page> {
    const page = await openAt(session, viewport, path);
    if (viewport.isMobile) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    }
    return page;
  }

  it.each(DETAIL_VIEWPORTS)(
    'prices Indiana and Ohio, Standard and Express, and the order keeps the same figures everywhere ($name)',
    async (viewport) => {
      const base = session.shop.baseUrl;
      const email = `tax.${viewport.name}@example.com`;
      // openReady: the test is about prices and pages, not the first tap (first-tap.e2e.ts).
      const page = await open(viewport, '/products/hand-soap-no-42');
      await untilAppReady(page);
      for (let added = 1; added <= 2; added += 1) {
        await page.getByRole('button', { name: 'Add to Cart' }).click();
        await page.getByRole('button', { name: `Open cart, ${added} ${added === 1 ? 'item' : 'items'}` }).waitFor();
      }

      // The drawer links the policy page next to 'Shipping calculated at checkout'.
      await page.getByRole('button', { name: 'Open cart, 2 items' }).click();
      const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
      await drawer.getByText('Shipping calculated at checkout').waitFor();
      await drawer.getByRole('link', { name: 'Shipping & Returns' }).click();
      await page.getByRole('heading', { level: 1, name: 'Shipping & Returns' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/shipping-returns');
      const methods = page.getByRole('table', { name: 'Shipping methods' });
      await methods.getByRole('row', { name: /^Standard \$7\.95, free from \$100\.00 3–5 business days$/ }).waitFor();
      await methods.getByRole('row', { name: /^Express \$19\.95 1–2 business days$/ }).waitFor();
      await page.getByText('Free Standard shipping on orders of $100.00 or more, after discounts.').waitFor();
      await page.getByText(/can be returned within 30 days of delivery/).waitFor();
      await expectNoSeriousViolations(page, `shipping-returns (${viewport.name})`);

      // The footer links it too, server-rendered on a fresh load.
      await openReady(page, `${base}/privacy`);
      await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Shipping & returns' }).click();
      await page.getByRole('heading', { level: 1, name: 'Shipping & Returns' }).waitFor();

      await openReady(page, `${base}/checkout`);
      const summary = page.getByRole('complementary', { name: 'Order Summary' });
      const figure = (name: 'subtotal' | 'shipping' | 'tax' | 'total') => summary.getByTestId(`summary-${name}`);
      const expectFigures = async (shipping: string, taxLabel: string, tax: string, total: string) => {
        await figure('total').getByText(total, { exact: true }).waitFor();
        expect(await figure('shipping').textContent()).toBe(shipping);
        expect(await figure('tax').textContent()).toBe(tax);
        await summary.getByText(taxLabel, { exact: true }).waitFor();
      };
      if (viewport.isMobile) await summary.getByRole('button', { name: /^Show order summary/ }).click();
      expect(await summary.getByRole('link', { name: 'Shipping & Returns' }).getAttribute('href')).toBe(
        '/shipping-returns',
      );
      await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
      await page.getByRole('heading', { name: 'Shipping information' }).waitFor();
      expect(await figure('shipping').textContent()).toBe('Calculated at next step');

      // Indiana, $36.00: Standard $7.95; tax 7 % of 36.00 (2.52) and of 7.95 (0.5565 → 0.56).
      await fillShippingInfo(page, email, INDIANAPOLIS);
      await expectFigures('$7.95', 'Tax (IN 7%)', '$3.08', '$47.03');
      expect(await page.getByRole('radio', { name: /^Standard/ }).isChecked()).toBe(true);
      // Express: $19.95, its tax 1.3965 → 1.40.
      await page.getByRole('radio', { name: /^Express/ }).check();
      await expectFigures('$19.95', 'Tax (IN 7%)', '$3.92', '$59.87');

      // Ohio: no rate, no tax.
      await fillShippingInfo(page, email, COLUMBUS);
      await expectFigures('$19.95', 'Tax', '$0.00', '$55.95');
      await page.getByRole('radio', { name: /^Standard/ }).check();
      await expectFigures('$7.95', 'Tax', '$0.00', '$43.95');

      // Six soaps, $108.00, back in Indiana: Standard is free, Express is not.
      await page.getByRole('button', { name: 'Back to Cart' }).click();
      for (let quantity = 3; quantity <= 6; quantity += 1) {
        await page.getByRole('button', { name: /^Increase quantity of Hand Soap No\. 42/ }).click();
        await figure('subtotal')
          .getByText(`$${quantity * 18}.00`, { exact: true })
          .waitFor();
      }
      await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
      await fillShippingInfo(page, email, INDIANAPOLIS);
      await expectFigures('Free', 'Tax (IN 7%)', '$7.56', '$115.56');
      await page.getByRole('radio', { name: /^Express/ }).check();
      await expectFigures('$19.95', 'Tax (IN 7%)', '$8.96', '$136.91');

      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByRole('button', { name: 'Pay $136.91 with Demo wallet' }).click();
      await page.getByRole('dialog', { name: 'Approve payment' }).getByRole('button', { name: 'Approve' }).click();
      await page.getByTestId('toast').getByText('Order placed successfully!').waitFor();

      // The confirmation e-mail.
      await waitFor(() => smtp.to(email).length > 0, 15_000, 'the confirmation e-mail');
      const mail = smtp.to(email)[0];
      expect(mail.subject).toMatch(/^Your Natural House order #\d+ is confirmed$/);
      for (const line of ['Subtotal: $108.00', 'Shipping (Express): $19.95', 'Tax (IN 7 %): $8.96', 'Total: $136.91'])
        expect(mail.text).toContain(line);

      // The back office's order detail.
      const bearer = { authorization: `Bearer ${E2E_ADMIN_PASSWORD}` };
      const list = (await (
        await fetch(`${base}/api/admin/orders?search=${encodeURIComponent(email)}`, { headers: bearer })
      ).json()) as { items: Array<{ orderNumber: number }> };
      expect(list.items).toHaveLength(1);
      const [order] = list.items;
      expect(mail.subject).toContain(`#${order.orderNumber}`);
      await openReady(page, `${base}/admin-orders`);
      await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      await page.getByLabel('Search orders').fill(email);
      await page.getByRole('link', { name: `View order #${order.orderNumber}` }).click();
      await page.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` }).waitFor();
      const items = page.getByRole('region', { name: 'Order Items' });
      await items.getByText('Tax (IN 7%)', { exact: true }).waitFor();
      const detail = await items.innerText();
      for (const [label, value] of [
        ['Subtotal', '$108.00'],
        ['Shipping (Express)', '$19.95'],
        ['Tax (IN 7%)', '$8.96'],
        ['Total', '$136.91'],
      ])
        expect(detail).toMatch(new RegExp(`${label.replace(/[()]/g, '\\$&')}\\s+${value.replace(/[$.]/g, '\\$&')}`));

      // The CSV export.
      const csv = await fetch(`${base}/api/admin/orders/export?search=${encodeURIComponent(email)}`, {
        headers: bearer,
      });
      expect(csv.status).toBe(200);
      const [header, row] = csvRows(await csv.text());
      const cell = (name: string) => row[header.indexOf(name)];
      expect([cell('Subtotal'), cell('Shipping'), cell('Tax'), cell('Tax state'), cell('Total')]).toEqual([
        '108.00',
        '19.95',
        '8.96',
        'IN',
        '136.91',
      ]);
      await page.close();
    },
    // A whole shopping trip and a back-office visit; the phone's CPU is 4× slower.
    240_000,
  );
});
