import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contrast, luminance, luminanceRange, parseRgb } from './support/pixels';
import { screenPath, keepScreenshot } from './support/screens';
import { useShopAndBrowser } from './support/shopSession';

/**
 * The shopper's side at a laptop (1280×800) and a phone (390×844): cards as links, the mini-cart, the
 * product page's scent switch and way back, the refill view, the holiday waitlist, the checkout's shipping line, the
 * hero's contrast measured on the rendered pixels and the keyboard path. Screenshots: support/screens.ts.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
  { name: 'phone', width: 390, height: 844, isMobile: true },
] as const;

describe.each(VIEWPORTS)('the shopper at $name size ($width×$height)', (viewport) => {
  const session = useShopAndBrowser();
  const open = async (path: string, options: { reducedMotion?: 'reduce' } = {}): Promise<Page> => {
    const page = await session.browser.newPage({
      viewport: { width: viewport.width, height: viewport.height },
      isMobile: viewport.isMobile,
      hasTouch: viewport.isMobile,
      ...options,
    });
    await page.goto(`${session.shop.baseUrl}${path}`);
    return page;
  };
  const shot = (page: Page, name: string, fullPage = false) =>
    keepScreenshot(page, { path: screenPath(`${name}-${viewport.name}`), fullPage });
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('element has no box');
    return found;
  };

  it('opens the product from anywhere on a card, while a list card’s scent selector only changes the card', async () => {
    const home = await open('/');
    const collection = home.getByRole('region', { name: 'Our Collection' });
    const firstCard = collection.getByRole('article').first();
    await firstCard.getByRole('heading').waitFor();
    const name = (await firstCard.getByRole('heading').textContent()) ?? '';
    // A point on the picture (top left of the card, well away from the button).
    await firstCard.click({ position: { x: 30, y: 40 } });
    await home.getByRole('heading', { level: 1, name }).waitFor();
    await home.close();

    const list = await open('/products');
    const card = list.getByRole('article', { name: 'Hand Soap No. 42' });
    await card.waitFor();
    await shot(list, 'products');
    await card.getByRole('button', { name: 'No. 62 Lemon Verbena' }).click();
    await list.getByRole('article', { name: 'Hand Soap No. 62' }).waitFor();
    expect(new URL(list.url()).pathname).toBe('/products');
    // force: the name lies under the link's stretched hit area, which is the point; a real pointer lands on the link.
    await list.getByRole('article', { name: 'Hand Soap No. 62' }).getByRole('heading').click({ force: true });
    await list.waitForURL(/\/products\/hand-soap-no-62$/);
    await list.getByRole('heading', { level: 1, name: 'Hand Soap No. 62' }).waitFor();
    await list.close();
  });

  it("keeps the scroll position on a scent change without a blank frame, and 'Back to Products' keeps the filters", async () => {
    const page = await open('/products?filter=hand-soap&scent=42');
    await page.getByRole('article', { name: 'Hand Soap No. 42' }).waitFor();
    await page.getByRole('link', { name: 'View Product: Hand Soap No. 42' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hand Soap No. 42' }).waitFor();
    await shot(page, 'product');

    const scents = page.getByRole('group', { name: 'Scent' });
    await scents.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    // Records whether the loading skeleton ever replaces the product during the switch.
    await page.evaluate(() => {
      const w = window as unknown as { blankFrame: boolean };
      w.blankFrame = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="product-loading"]') || !document.querySelector('h1'))
          w.blankFrame = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await scents.getByRole('button', { name: 'No. 92 Lavender Vanilla' }).click();
    await page.waitForURL(/\/products\/hand-soap-no-92/);
    await page.getByRole('heading', { level: 1, name: 'Hand Soap No. 92' }).waitFor();
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => (window as unknown as { blankFrame: boolean }).blankFrame)).toBe(false);

    if (viewport.name === 'phone') {
      // One row of four scents; size selector and 'Add to Cart' as wide as the column.
      const tops = await scents
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(tops).toHaveLength(4);
      expect(new Set(tops).size).toBe(1);
      const column = (await box(page.getByRole('heading', { level: 1 }).locator('..'))).width;
      expect((await box(page.getByRole('button', { name: 'Add to Cart' }))).width).toBeGreaterThan(column - 2);
      expect((await box(page.getByLabel('Size'))).width).toBeGreaterThan(column - 40);
    }

    await page.getByRole('link', { name: 'Back to Products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
    const url = new URL(page.url());
    expect([url.searchParams.get('filter'), url.searchParams.get('scent')]).toEqual(['hand-soap', '42']);
    expect(await page.getByLabel('Format').inputValue()).toBe('hand-soap');
    await page.close();
  });

  it('confirms an add with a mini-cart (View cart, Checkout) that leaves the header and cart button uncovered, a phone with the toast alone; checkout says Shipping: Free', async () => {
    const page = await open('/products/dish-soap-no-42');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const mini = page.getByRole('dialog', { name: 'Added to your cart' });
    await page.getByTestId('toast').getByText('Dish Soap No. 42 (16 oz) added to your cart').waitFor();
    if (viewport.isMobile) {
      // The toast and the panel together covered most of a phone's screen: the toast says it alone.
      expect(await mini.count()).toBe(0);
      await shot(page, 'add-to-cart-toast');
      await page.getByRole('button', { name: /^Open cart/ }).click();
      await page
        .getByRole('dialog', { name: 'Shopping Cart' })
        .getByRole('button', { name: 'Proceed to Checkout' })
        .click();
      await page.waitForURL(/\/checkout$/);
      await expect.poll(() => page.getByTestId('summary-shipping').textContent()).toBe('Free');
      await page.close();
      return;
    }
    await mini.waitFor();
    expect(await mini.textContent()).toContain('Dish Soap No. 42');
    expect(await mini.getByTestId('mini-cart-subtotal').textContent()).toMatch(/^\$\d+\.\d{2}$/);
    await shot(page, 'mini-cart');

    const header = await box(page.locator('header'));
    const headerBottom = header.y + header.height;
    expect((await box(mini)).y).toBeGreaterThanOrEqual(headerBottom);
    const toast = await box(page.getByTestId('toast'));
    expect(toast.y).toBeGreaterThanOrEqual(headerBottom);
    const cart = await box(page.getByRole('button', { name: /^Open cart/ }));
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label'),
      [cart.x + cart.width / 2, cart.y + cart.height / 2],
    );
    expect(hit).toBe('Open cart, 1 item');

    await mini.getByRole('button', { name: 'View cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.getByText('1 item(s) in your cart').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await mini.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await expect.poll(() => page.getByTestId('summary-shipping').textContent()).toBe('Free');
    expect(await page.getByRole('complementary').getByText('Shipping', { exact: true }).count()).toBe(1);
    // On a phone the summary is collapsed under its total: open it as a shopper would.
    if (viewport.isMobile) await page.getByRole('button', { name: /Show order summary/ }).click();
    await page.getByTestId('summary-shipping').scrollIntoViewIfNeeded();
    await shot(page, 'checkout-summary');
    await page.close();
  });

  it("shows refill boxes from 'Shop Refill Boxes' and names the cart line 'Refill Box (3 Liters)'", async () => {
    const page = await open('/refills');
    await page.getByRole('link', { name: 'Shop Refill Boxes' }).click();
    await page.waitForURL(/filter=refill/);
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) expect(text).toContain('Refill Box (3 Liters)');
    expect(await cards.first().locator('img').getAttribute('src')).toMatch(/refill-box-\d\d\.webp$/);
    for (const title of await cards.getByRole('heading', { level: 2 }).allTextContents())
      expect(title).toMatch(/ Refill$/);
    await shot(page, 'refill-view');
    await cards
      .first()
      .getByRole('link', { name: /^View Product/ })
      .click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByLabel('Size').inputValue()).toBe('Refill Box');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    // The header's cart button opens the drawer at both widths (a phone shows no mini-cart after an add).
    await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
    await page.getByRole('dialog', { name: 'Shopping Cart' }).getByText('Size: Refill Box (3 Liters)').waitFor();
    await page.close();
  });

  it("records a Winter Spice waitlist entry on /holiday with its own message, not the newsletter's", async () => {
    const page = await open('/holiday');
    // The footer's newsletter form is in the server's HTML too: the waitlist's field is the one in main.
    await page.getByRole('main').getByLabel('Email address').fill(`waitlist-${viewport.name}@example.com`);
    await page.getByRole('button', { name: 'Notify Me' }).click();
    const toast = page.getByTestId('toast');
    await toast.getByText("We'll let you know when the Winter Spice Collection arrives.").waitFor();
    expect(await toast.textContent()).not.toContain('15%');
    await shot(page, 'holiday-waitlist');
    await page.close();
  });

  it("titles a missing product 'Product not found'", async () => {
    const page = await open('/products/no-such-soap');
    await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor();
    expect(await page.title()).toBe('Product not found | Natural House');
    await page.close();
  });

  it('lines up the journal cards of a row', async () => {
    const page = await open('/journal');
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count()).toBe(5);
    const tops = async (selector: string) =>
      (
        await cards.locator(selector).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
      ).slice(1);
    if (viewport.name === 'desktop') {
      const times = await tops('time');
      expect(times[0]).toBe(times[1]);
      expect(times[2]).toBe(times[3]);
    }
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).textWrap)).toBe(
      'balance',
    );
    await shot(page, 'journal', true);
    await page.close();
  });

  it('keeps the hero headline and subtext at 4.5:1 or more against the pixels behind them, on all seven slides', async () => {
    // No cross-fade, no rotation: each slide shows at once.
    const page = await open('/', { reducedMotion: 'reduce' });
    const headline = page.getByRole('heading', { level: 1, name: 'Where Home Care Meets Self-Care' });
    const subtext = page.getByText(/^Premium apothecary essentials/);
    await page.getByRole('button', { name: 'Show image 1 of 7' }).waitFor();
    await shot(page, 'home');
    const texts = [headline, subtext];
    const colours = await Promise.all(texts.map((text) => text.evaluate((el) => getComputedStyle(el).color)));
    for (const text of texts) await text.evaluate((el) => ((el as HTMLElement).style.color = 'transparent'));
    const worst: number[] = [];
    const decoder = await session.browser.newPage();
    for (let slide = 1; slide <= 7; slide++) {
      await page.getByRole('button', { name: `Show image ${slide} of 7` }).click();
      await page.waitForFunction(
        (i) => document.querySelectorAll('[data-testid="hero-image"]')[i - 1]?.getAttribute('data-active') === 'true',
        slide,
      );
      for (const [i, text] of texts.entries()) {
        const { lightest, darkest } = await luminanceRange(decoder, await page.screenshot({ clip: await box(text) }));
        const ink = luminance(parseRgb(colours[i]));
        worst.push(Math.min(contrast(ink, lightest), contrast(ink, darkest)));
      }
    }
    await decoder.close();
    expect(worst).toHaveLength(14);
    expect(Math.min(...worst)).toBeGreaterThanOrEqual(4.5);
    await page.close();
  }, 240_000);

  it('reaches Shop Collection by keyboard in at most eight stops, each with a visible focus ring', async () => {
    // Still pictures: a rotation between two Tabs moves the carousel's one tab stop to the next dot (the tester does
    // not wait for the app, so the count can run into the rotation's first tick on a loaded machine).
    const page = await open('/', { reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Show image 1 of 7' }).waitFor();
    const stops: { label: string; focused: string; unfocused: string }[] = [];
    for (let i = 0; i < 20; i++) {
      // Then the dots: one stop for all seven.
      if (stops.at(-1)?.label === 'Shop Collection') break;
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const ring = (s: CSSStyleDeclaration) =>
          `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`;
        const focused = ring(getComputedStyle(el));
        el.setAttribute('data-stop', 'x');
        return { label: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName, focused };
      });
      // The same element's style without focus: blurred, measured once its ring has changed (React re-renders some on
      // blur), focused again so the next Tab goes on from here.
      await page.evaluate(() => (document.querySelector('[data-stop="x"]') as HTMLElement).blur());
      await page.waitForFunction((focused) => {
        const s = getComputedStyle(document.querySelector('[data-stop="x"]') as HTMLElement);
        return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}` !== focused;
      }, stop.focused);
      const unfocused = await page.evaluate(() => {
        const el = document.querySelector('[data-stop="x"]') as HTMLElement;
        el.removeAttribute('data-stop');
        const s = getComputedStyle(el);
        const ring = `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`;
        el.focus({ focusVisible: true } as FocusOptions);
        return ring;
      });
      stops.push({ ...stop, unfocused });
    }
    const dotStops: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      dotStops.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
        ),
      );
    }
    expect(dotStops.filter((label) => label.startsWith('Show image'))).toHaveLength(1);
    expect(stops.at(-1)?.label).toBe('Shop Collection');
    // At most: skip link, logo, four nav links (the phone: the menu button), the search, the cart, one stop for the
    // carousel;
    // the carousel's controls now come after the hero text, so they are not even on the way.
    expect(stops.length - 1).toBeLessThanOrEqual(8);
    expect(stops.map((s) => s.label)).toEqual(
      viewport.name === 'desktop'
        ? [
            'Skip to content',
            'Natural House home',
            'Home',
            'Products',
            'Refills',
            'Journal',
            'Search',
            'Open cart',
            'Shop Collection',
          ]
        : ['Skip to content', 'Natural House home', 'Search', 'Open cart', 'Open menu', 'Shop Collection'],
    );
    for (const stop of stops) {
      const outlined = !stop.focused.startsWith('none') && !stop.focused.includes(' 0px ');
      expect(outlined || !stop.focused.endsWith('| none'), `${stop.label}: ${stop.focused}`).toBe(true);
      expect(stop.focused, stop.label).not.toBe(stop.unfocused);
    }
    if (viewport.name === 'phone') {
      // By attribute: once the menu is open, the page behind it (this button included) is hidden from the a11y tree.
      const menu = page.locator('button[aria-label="Open menu"]');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await menu.click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
    }
    await page.close();
  });
});
