import type { BrowserContext, Page } from 'playwright-core';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { useShopAndBrowser } from './support/shopSession';

/** What a mid-range phone and a slow link do to the page: the CPU 4× slower, the app's scripts 2 s late. */
const CPU_SLOWDOWN = 4;
const SCRIPT_DELAY_MS = 2000;

interface Visit {
  page: Page;
  /** Makes the page's first tap and, when the scripts are held back, checks that the app had not hydrated yet. */
  tap: (act: () => Promise<void>) => Promise<void>;
}

/**
 * Every page's main control answers the first tap, made the moment the control is visible, however late the app's
 * scripts arrive. Each page is opened on a 4× slower CPU (the cookie-less checkout also unthrottled), once with the
 * app's scripts held back by the test (2 s after they are asked for, and never before the tap, so the tap is sure to
 * come first) and once without; the tester never waits for the app, only for what a person sees.
 */
describe('the first tap counts, on a slow phone', () => {
  const session = useShopAndBrowser();

  async function open(
    path: string,
    delayScripts: boolean,
    prepare?: (context: BrowserContext) => Promise<void>,
    cpuSlowdown = CPU_SLOWDOWN,
  ): Promise<Visit> {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await prepare?.(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let tapped: () => void = () => undefined;
    const tapMade = new Promise<void>((resolve) => (tapped = resolve));
    if (delayScripts) {
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await Promise.all([sleep(SCRIPT_DELAY_MS), tapMade]);
        await route.continue();
      });
    }
    // Only until the answer starts: a person looks at the page as it comes in, not at its load event.
    await page.goto(`${session.shop.baseUrl}${path}`, { waitUntil: 'commit' });
    const tap = async (act: () => Promise<void>) => {
      await act();
      if (delayScripts) expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
      tapped();
    };
    return { page, tap };
  }

  /** A cart put in the way a shopper does (the app keeps it in localStorage and mirrors it into the cart cookie). */
  const withCart = async (context: BrowserContext) => {
    const page = await context.newPage();
    await page.goto(`${session.shop.baseUrl}/products/hand-soap-no-09`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Open cart, 1 item' }).waitFor();
    await page.close();
  };

  describe.each([
    { scripts: 'held back 2 s', delayScripts: true },
    { scripts: 'not delayed', delayScripts: false },
  ])('scripts $scripts', ({ delayScripts }) => {
    it("/products/{slug}: 'Add to Cart' shows the toast and the badge, and keeps the line", async () => {
      const { page, tap } = await open('/products/hand-soap-no-42', delayScripts);
      await tap(() => page.getByRole('button', { name: 'Add to Cart' }).click());
      await page.getByTestId('toast').getByText('Hand Soap No. 42 (16 oz) added to your cart').waitFor();
      await page.getByRole('button', { name: 'Open cart, 1 item' }).waitFor();
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cart'))) ?? '[]')).toHaveLength(1);
      await page.context().close();
    });

    it("/: the newsletter answers 'Invalid email'", async () => {
      const { page, tap } = await open('/', delayScripts);
      const footer = page.getByRole('contentinfo');
      await tap(async () => {
        await footer.getByLabel('Email address').fill('not-an-email');
        await footer.getByRole('button', { name: 'Subscribe' }).click();
      });
      await page.getByTestId('toast').getByText('Invalid email').waitFor();
      await page.context().close();
    });

    it("/: a tap on a collection card's picture opens the product", async () => {
      const { page, tap } = await open('/', delayScripts);
      const card = page.getByRole('region', { name: 'Our Collection' }).getByRole('article').first();
      const name = (await card.getByRole('heading').textContent()) ?? '';
      await tap(async () => {
        // The picture, well away from the card's button: the card's link spans the whole card.
        await card.click({ position: { x: 30, y: 40 } });
        await page.getByRole('heading', { level: 1, name }).waitFor();
      });
      await page.context().close();
    });

    it('/products: a format filter shows the filtered list', async () => {
      const { page, tap } = await open('/products', delayScripts);
      await tap(async () => {
        await page.getByLabel('Format').selectOption('room-mist');
      });
      await page.waitForURL(/filter=room-mist/);
      // The list of five becomes one, fetched for the filter (polled as a person would watch it, then named).
      await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
      await page.getByRole('article', { name: 'Room Mist No. 42' }).waitFor();
      await page.context().close();
    });

    it("/checkout with a cart: 'Continue to Shipping Info' opens the next step", async () => {
      const { page, tap } = await open('/checkout', delayScripts, withCart);
      await tap(() => page.getByRole('button', { name: 'Continue to Shipping Info' }).click());
      await page.getByRole('heading', { name: 'Shipping information' }).waitFor();
      await page.context().close();
    });

    // A returning shopper's cart outlives its cookie: on a fast machine too, where hydration races the tap.
    it.each([
      { cpu: '4× slower', cpuSlowdown: CPU_SLOWDOWN },
      { cpu: 'unthrottled', cpuSlowdown: 1 },
    ])(
      "/checkout with the cart in localStorage only (cookie expired), CPU $cpu: 'Continue to Shipping Info' opens the next step",
      async ({ cpuSlowdown }) => {
        const { page, tap } = await open(
          '/checkout',
          delayScripts,
          async (context) => {
            await withCart(context);
            await context.clearCookies();
          },
          cpuSlowdown,
        );
        await tap(() => page.getByRole('button', { name: 'Continue to Shipping Info' }).click());
        await page.getByRole('heading', { name: 'Shipping information' }).waitFor();
        await page.context().close();
      },
    );

    it('/journal/{slug}: the cart button opens the drawer', async () => {
      const { page, tap } = await open('/journal/refills-101', delayScripts, withCart);
      await tap(() => page.getByRole('button', { name: /^Open cart/ }).click());
      await page.getByRole('dialog', { name: 'Shopping Cart' }).getByText('1 item(s) in your cart').waitFor();
      await page.context().close();
    });

    it("/holiday: 'Notify Me' answers 'Invalid email'", async () => {
      const { page, tap } = await open('/holiday', delayScripts);
      await tap(async () => {
        await page.getByRole('main').getByLabel('Email address').fill('not-an-email');
        await page.getByRole('button', { name: 'Notify Me' }).click();
      });
      await page.getByTestId('toast').getByText('Invalid email').waitFor();
      await page.context().close();
    });
  });
});
