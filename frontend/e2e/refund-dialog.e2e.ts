import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpTestServer, startSmtpTestServer, waitFor } from '../../backend/test/support/smtp-test-server';
import { placeDemoOrder } from './support/demoOrder';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { DETAIL_VIEWPORTS, openAt, useShopAndBrowser } from './support/shopSession';

/**
 * The refund dialog as staff use it, at a laptop and a phone: the amount the server will refund for the chosen items
 * is shown before 'Confirm refund', the refund takes exactly that, and the note typed for the customer reaches them
 * in the refund e-mail (an SMTP test server on loopback). Each width refunds an order of its own.
 */
describe('the refund dialog', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.stop());
  const session = useShopAndBrowser(() => ({ SMTP_URL: smtp.url, MAIL_POLL_INTERVAL_MS: '100' }));

  it.each(DETAIL_VIEWPORTS)(
    'shows the amount before confirming, refunds that amount and mails the note ($name)',
    async (viewport) => {
      const email = `refund.${viewport.name}@example.com`;
      const customer = { name: 'Katherine Johnson', email, city: 'Hampton', state: 'VA' };
      const placed = await placeDemoOrder(session.shop.baseUrl, customer);
      const page = await openAt(session, viewport, `/admin-orders/${placed.orderId}`);
      await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Access Dashboard' }).click();
      await page.getByRole('heading', { level: 1, name: 'Order Management' }).waitFor();
      await page.getByRole('link', { name: `View order #${placed.orderNumber}` }).click();
      await page.getByRole('heading', { level: 1, name: `Order #${placed.orderNumber}` }).waitFor();

      const card = page.getByRole('region', { name: 'Payment' });
      await card.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog', { name: `Refund order #${placed.orderNumber}` });
      await dialog.getByLabel('Items').check();
      await dialog.getByLabel(/Hand Soap No\. 42 \(16 oz\): quantity to refund/).fill('1');
      const figure = dialog.getByRole('status');
      await figure.getByText(/^Amount to refund: \$\d+\.\d\d$/).waitFor();
      const shown = /\$(\d+\.\d\d)/.exec(await figure.innerText())?.[1] ?? '';
      expect(shown).toBe('18.00');

      await dialog.getByLabel(/Reason/).fill('Dented bottle');
      const note = `Sorry about the dented bottle (${viewport.name}).`;
      await dialog.getByLabel('Note to the customer').fill(note);
      await dialog.getByRole('button', { name: 'Confirm refund' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByText(`$${shown}`, { exact: true }).first().waitFor();
      expect(await card.innerText()).toMatch(new RegExp(`Refunded so far\\s*\\$${shown.replace('.', '\\.')}`));

      await waitFor(() => smtp.to(email).some((m) => m.subject.includes('refund')), 15_000, 'the refund e-mail');
      const mail = smtp.to(email).find((m) => m.subject.includes('refund'))!;
      expect(mail.subject).toBe(`Your refund of $${shown} for order #${placed.orderNumber}`);
      expect(mail.text).toContain(`A note from us:\n${note}`);
      expect(mail.html).toContain(note);
      await page.close();
    },
  );
});
