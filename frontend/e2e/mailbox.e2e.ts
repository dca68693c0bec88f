import { describe, expect, it } from 'vitest';
import { fillShippingInfo } from './support/checkoutInfo';
import { shopInBrowser } from './support/shopInBrowser';
import { openReady } from './support/browser';

/** In development the shop keeps its e-mail in the outbox and shows it at /dev/mailbox (no SMTP_URL). */
describe('the development mailbox after a demo-wallet checkout', () => {
  // openReady: the test is about the e-mail a checkout sends, not the first tap.
  const s = shopInBrowser();

  it('lists the order confirmation and shows it rendered, with the order lines, total and a working status link', async () => {
    const { page } = s;
    const base = s.shop.baseUrl;
    await openReady(page, `${base}/products/hand-soap-no-42`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page
      .getByTestId('toast')
      .getByText(/added to your cart/)
      .waitFor();
    await openReady(page, `${base}/checkout`);
    await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
    await fillShippingInfo(page, 'mailbox@example.com');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByRole('button', { name: 'Pay $18.00 with Demo wallet' }).click();
    await page.getByRole('dialog', { name: 'Approve payment' }).getByRole('button', { name: 'Approve' }).click();
    await page.getByTestId('toast').getByText('Order placed successfully!').waitFor();

    await openReady(page, `${base}/dev/mailbox`);
    await page.getByRole('heading', { name: 'Development mailbox' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'mailbox@example.com' });
    const link = row.getByRole('link', { name: /^Your Natural House order #\d+ is confirmed$/ });
    const subject = (await link.textContent()) ?? '';
    const orderNumber = /#(\d+)/.exec(subject)?.[1];
    expect(orderNumber).toBeDefined();
    await link.click();

    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    const mail = page.frameLocator('iframe[title="HTML part"]');
    await mail.getByText('Thank you for your order, Ada Lovelace!').waitFor();
    await mail.getByText(`#${orderNumber}`, { exact: true }).waitFor();
    await mail.getByText(/Hand Soap No\. 42 \(16 oz\) × 1/).waitFor();
    expect(await mail.getByText('$18.00').count()).toBeGreaterThanOrEqual(2);
    await mail
      .getByText(/12 Garden Lane/)
      .first()
      .waitFor();
    const text = (await page.locator('pre').textContent()) ?? '';
    expect(text).toContain(`Your order number is #${orderNumber}`);

    // The e-mail's signed link opens the guest order status page without asking for anything.
    const statusLink = /https?:\/\/\S+\/orders\/status\?token=[^\s)]+/.exec(text)?.[0];
    expect(statusLink).toBeDefined();
    const { pathname, search } = new URL(statusLink!);
    await openReady(page, `${base}${pathname}${search}`);
    await page.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }).waitFor();
    await page.getByLabel('Status: Pending').waitFor();
    await page.getByRole('region', { name: 'Items' }).getByText('Hand Soap No. 42').waitFor();
  });
});
