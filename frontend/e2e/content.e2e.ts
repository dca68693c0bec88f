import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopInBrowser } from './support/shopInBrowser';
import { openReady } from './support/browser';
import { keepScreenshot } from './support/screens';

interface ServerHead {
  title: string;
  canonicalUrl: string;
}

/** The journal, the refill hub and the Winter Spice page in the built shop, in Debian's Chromium. */
describe('content pages in a real browser', () => {
  // openReady: these tests read what the app writes once it runs (the head after navigation, answers), not the first tap.
  const session = shopInBrowser();

  const serverHead = async (path: string): Promise<ServerHead> => {
    const response = await fetch(`${session.shop.baseUrl}/api/page-meta?path=${encodeURIComponent(path)}`);
    return (await response.json()) as ServerHead;
  };
  const canonical = () =>
    session.page.evaluate(() =>
      [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    );

  /** After client-side navigation the head is the server's head of the new page, each tag once. */
  const expectHeadOf = async (path: string) => {
    const expected = await serverHead(path);
    await session.page.waitForFunction((title) => document.title === title, expected.title);
    expect(await canonical()).toEqual([expected.canonicalUrl]);
    expect(await session.page.locator('head meta[name="description"]').count()).toBe(1);
    expect(await session.page.locator('head meta[property="og:title"]').count()).toBe(1);
  };

  it('lists the articles newest first and reads one', async () => {
    const headRequests: string[] = [];
    session.page.on('request', (request) => {
      if (request.url().includes('/api/page-meta')) headRequests.push(request.url());
    });
    await openReady(session.page, `${session.shop.baseUrl}/journal`);
    await session.page.getByRole('heading', { level: 1, name: 'Journal' }).waitFor();
    await session.page.getByRole('article').first().waitFor();
    const titles = await session.page
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    expect(titles).toHaveLength(5);
    expect(titles[0]).toMatch(/Low-Waste Home/i); // published 2025-10-20, the newest
    expect(await session.page.title()).toBe((await serverHead('/journal')).title);
    // The first page keeps the head the server wrote into the HTML: nothing is fetched or rewritten.
    expect(headRequests).toEqual([]);
    expect(await canonical()).toEqual([(await serverHead('/journal')).canonicalUrl]);
    await keepScreenshot(session.page, { path: join(tmpdir(), 'content-journal-desktop.png'), fullPage: true });

    await session.page.getByRole('link', { name: /^Read Article: Refills 101/ }).click();
    await session.page.waitForURL(/\/journal\/refills-101$/);
    await session.page.getByRole('heading', { level: 1, name: /Refills 101/ }).waitFor();
    await session.page.getByRole('heading', { name: 'Quick Read Summary' }).waitFor();
    await expectHeadOf('/journal/refills-101');
    expect(
      await session.page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type'])),
    ).toEqual(['Article', 'FAQPage', 'BreadcrumbList']);

    const faq = session.page.getByRole('region', { name: 'Frequently Asked Questions' });
    const question = faq.getByRole('button').first();
    await question.click();
    await session.page.waitForFunction(() => document.querySelector('[aria-expanded="true"]') !== null);
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await keepScreenshot(session.page, { path: join(tmpdir(), 'content-article-desktop.png'), fullPage: true });
  });

  it('follows a related-product link to the product page', async () => {
    await openReady(session.page, `${session.shop.baseUrl}/journal/refills-101`);
    const related = session.page.getByRole('region', { name: 'Related Products' });
    await related.getByRole('link', { name: 'Hand Soap No. 42 and its refill box' }).click();
    await session.page.waitForURL(/\/products\/hand-soap-no-42$/);
    await session.page.getByRole('heading', { level: 1, name: 'Hand Soap No. 42' }).waitFor();
    await expectHeadOf('/products/hand-soap-no-42');
  });

  it("takes the refill hub's button to the products offering a Refill Box", async () => {
    await openReady(session.page, `${session.shop.baseUrl}/journal`);
    await session.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Refills' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'Refill, Reuse, Rejoice' }).waitFor();
    await expectHeadOf('/refills');
    for (const figure of ['75%', '$8', '12K+']) await session.page.getByText(figure, { exact: true }).waitFor();
    await keepScreenshot(session.page, { path: join(tmpdir(), 'content-refills-desktop.png'), fullPage: true });
    await session.page.getByRole('link', { name: 'Shop Refill Boxes' }).click();
    await session.page.waitForURL(/\/products\?filter=refill$/);
    await session.page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    await expectHeadOf('/products');
  });

  it('puts an address on the Winter Spice waitlist, saying so both times', async () => {
    await openReady(session.page, `${session.shop.baseUrl}/holiday`);
    await session.page.getByRole('heading', { level: 1, name: 'Winter Spice Collection' }).waitFor();
    expect(await session.page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex,nofollow');
    const email = session.page.getByRole('main').getByLabel('Email address');
    await email.fill('winter.fan@example.com');
    await session.page.getByRole('button', { name: 'Notify Me' }).click();
    const arrives = "We'll let you know when the Winter Spice Collection arrives.";
    await session.page.getByTestId('toast').getByText(arrives).first().waitFor();
    expect(await email.inputValue()).toBe('');
    await keepScreenshot(session.page, { path: join(tmpdir(), 'content-holiday-desktop.png'), fullPage: true });

    // A second 'Notify Me' is not an error (the answer never tells whether an address is listed already).
    await email.fill('winter.fan@example.com');
    const [again] = await Promise.all([
      session.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/waitlist'),
      session.page.getByRole('button', { name: 'Notify Me' }).click(),
    ]);
    expect(again.status()).toBe(201);
    await session.page.getByTestId('toast').getByText(arrives).first().waitFor();
    expect(await session.page.getByTestId('toast').getByText('Subscription failed').count()).toBe(0);
  });

  it("shows 'Page Not Found' for an unknown article, with status 404", async () => {
    const response = await openReady(session.page, `${session.shop.baseUrl}/journal/no-such-article`);
    expect(response?.status()).toBe(404);
    await session.page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await session.page.title()).toBe('Page Not Found | Natural House');
    expect(await canonical()).toHaveLength(1);
  });

  it('fits the phone screen', async () => {
    const phone = await session.browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      for (const [path, name] of [
        ['/journal', 'journal'],
        ['/journal/room-spray-vs-diffuser-vs-candle', 'article'],
        ['/refills', 'refills'],
        ['/holiday', 'holiday'],
      ]) {
        await openReady(phone, `${session.shop.baseUrl}${path}`);
        await phone.getByRole('heading', { level: 1 }).first().waitFor();
        await phone.waitForLoadState('networkidle');
        expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await keepScreenshot(phone, { path: join(tmpdir(), `content-${name}-phone.png`), fullPage: true });
      }
    } finally {
      await phone.close();
    }
  });
});
