import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settle, SmtpTestServer, startSmtpTestServer, waitFor } from '../../backend/test/support/smtp-test-server';
import { expectNoSeriousViolations } from './support/axe';
import { openReady } from './support/browser';
import { screenPath } from './support/screens';
import { DETAIL_VIEWPORTS, openAt, useShopAndBrowser } from './support/shopSession';

const STAFF = 'staff@shop.example';
const SHOP = 'care@shop.example';

/**
 * Contact, Privacy and Terms at a laptop and a phone: reached from the footer, drawn with the shop's address, clean
 * for axe; the contact form's message reaches staff through a real SMTP server on loopback, and the sender's address
 * receives nothing while it is unconfirmed.
 */
describe('the contact and policy pages', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.stop());
  const session = useShopAndBrowser(() => ({
    SMTP_URL: smtp.url,
    MAIL_POLL_INTERVAL_MS: '100',
    SHOP_ORDERS_EMAIL: STAFF,
    SHOP_CONTACT_EMAIL: SHOP,
  }));

  it.each(DETAIL_VIEWPORTS)(
    'renders the pages from the footer and sends the form to staff only ($name)',
    async (viewport) => {
      const base = session.shop.baseUrl;
      const page = await openAt(session, viewport, '/');
      await openReady(page, `${base}/`);
      const help = page.getByRole('navigation', { name: 'Help' });
      await help.getByRole('link', { name: SHOP }).waitFor();
      expect(await help.getByRole('link', { name: SHOP }).getAttribute('href')).toBe(`mailto:${SHOP}`);

      for (const [link, heading, shot] of [
        ['Privacy policy', 'Privacy Policy', 'privacy'],
        ['Terms of sale', 'Terms of Sale', 'terms'],
      ] as const) {
        await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: link }).click();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/${shot}`);
        await expectNoSeriousViolations(page, `${shot} (${viewport.name})`);
        await page.screenshot({ path: screenPath(`${shot}-${viewport.name}`), fullPage: true });
      }

      await page.getByRole('navigation', { name: 'Help' }).getByRole('link', { name: 'Contact us' }).click();
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: SHOP }).waitFor();
      await expectNoSeriousViolations(page, `contact (${viewport.name})`);
      await page.screenshot({ path: screenPath(`contact-${viewport.name}`), fullPage: true });

      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('Please enter your name').waitFor();
      const sender = `sender.${viewport.name}@example.com`;
      const message = `Do you ship refill boxes to Alaska? (${viewport.name})`;
      await form.getByLabel('Name').fill('Grace Hopper');
      await form.getByLabel('Email').fill(sender);
      await form.getByLabel('Message').fill(message);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page
        .getByRole('status')
        .getByText('Thank you, Grace Hopper. Your message is on its way to us; we answer within two business days.')
        .waitFor();

      await waitFor(() => smtp.to(STAFF).some((m) => m.text.includes(message)), 15_000, "the staff's e-mail");
      const mail = smtp.to(STAFF).find((m) => m.text.includes(message))!;
      expect(mail.subject).toBe('Contact form: Grace Hopper');
      expect(mail.header('reply-to')).toContain(sender);
      expect(mail.html).toMatch(/href="[^"]*\/privacy"/);
      await settle();
      expect(smtp.to(sender)).toEqual([]);
      await page.close();
    },
  );
});
