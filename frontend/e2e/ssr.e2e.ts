import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useShopAndBrowser } from './support/shopSession';
import { openReady, reloadReady, untilAppReady } from './support/browser';
import { layoutShiftTotal, recordLayoutShifts } from './support/layoutShifts';

/**
 * The storefront rendered on the server: what the raw HTML holds without any JavaScript, and that the
 * browser hydrates it without a mismatch, without asking the API again, and without a blank frame.
 */
describe('server-rendered storefront', () => {
  // openReady where a test checks hydration itself (its warnings, its state, what it asks for), never a first tap.
  const session = useShopAndBrowser();

  async function html(path: string, status = 200): Promise<string> {
    const res = await fetch(`${session.shop.baseUrl}${path}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(status);
    return res.text();
  }

  /** The page's body as a reader sees it: tags dropped, entities decoded (the state's JSON blocks are in the head). */
  function bodyText(page: string): string {
    return textOf(page.slice(page.indexOf('<body'), page.indexOf('</body>')));
  }

  /**
   * Collects what a page logs as an error or warning, and what it throws: a hydration mismatch shows up here. Chromium
   * logs a document answered with 404 as a failed resource; `allow404` leaves that line out where the status is wanted.
   */
  function warningsOf(page: Page, { allow404 = false } = {}): string[] {
    const messages: string[] = [];
    page.on('console', (m) => {
      const failed404 = m.text().startsWith('Failed to load resource: the server responded with a status of 404');
      if ((m.type() === 'error' || m.type() === 'warning') && !(allow404 && failed404)) messages.push(m.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    return messages;
  }

  /** A phone-sized page in a context of its own (its own localStorage, sessionStorage and cookies). */
  async function phonePage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    return { context, page: await context.newPage() };
  }

  /** A piece of HTML as a reader sees it. */
  function textOf(html: string): string {
    return html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');
  }

  async function api<T>(path: string): Promise<T> {
    return (await fetch(`${session.shop.baseUrl}${path}`)).json() as Promise<T>;
  }

  describe('the HTML, without JavaScript', () => {
    it("holds a product page's name, price, description and 'Add to Cart'", async () => {
      const product = await api<{ name: string; price: string; description: string }>('/api/products/hand-soap-no-42');
      const text = bodyText(await html('/products/hand-soap-no-42'));
      expect(text).toContain(product.name);
      expect(text).toContain(`$${product.price}`);
      expect(text).toMatch(/\$\d+\.\d{2}/);
      expect(text).toContain(product.description);
      expect(text).toContain('Add to Cart');
    });

    it("holds a journal article's title, 'Quick Read Summary' and its first section", async () => {
      const article = await api<{ title: string; sections: Array<{ heading: string; paragraphs: string[] }> }>(
        '/api/journal/refills-101',
      );
      const text = bodyText(await html('/journal/refills-101'));
      expect(text).toContain(article.title);
      expect(text).toContain('Quick Read Summary');
      expect(text).toContain(article.sections[0].heading);
      expect(text).toContain(article.sections[0].paragraphs[0]);
    });

    it('holds the name of every product card of /products (the same cards the browser shows)', async () => {
      const text = bodyText(await html('/products'));
      const page = await session.browser.newPage();
      await openReady(page, `${session.shop.baseUrl}/products`);
      const cards = await page
        .getByRole('article')
        .evaluateAll((articles) =>
          articles.map(
            (a) =>
              document.getElementById(a.getAttribute('aria-labelledby') ?? '')?.textContent ??
              a.getAttribute('aria-label') ??
              a.querySelector('h2,h3,h4')?.textContent ??
              '',
          ),
        );
      await page.close();
      expect(cards.length).toBeGreaterThanOrEqual(5);
      expect(cards.every((name) => /\S/.test(name))).toBe(true);
      for (const name of cards) expect(text).toContain(name);
    });

    it("holds /checkout's heading, progress, step headings and shipping form labels, and placeholders for the cart", async () => {
      const page = await html('/checkout');
      const text = bodyText(page);
      for (const words of [
        'Checkout',
        'Cart',
        'Info',
        'Payment',
        'Your cart',
        'Continue to Shipping Info',
        'Shipping information',
        'Contact',
        'Shipping address',
        'Billing address same as shipping',
        'Order Summary',
        'Subtotal',
        'Total',
      ]) {
        expect(text).toContain(words);
      }
      for (const label of [
        'Full name',
        'Email',
        'Phone (optional)',
        'Street address',
        'City',
        'State',
        'ZIP code',
        'Order notes (optional)',
        'Promo code',
      ]) {
        expect(page).toMatch(new RegExp(`<label[^>]*>${label.replace(/[()]/g, '\\$&')}`));
      }
      // The server cannot know the cart (localStorage): no line, no figure, and the form as its empty value.
      expect(page).not.toContain('aria-label="Cart items"');
      expect(page).not.toMatch(/\$\d+\.\d{2}/);
      expect(page).toMatch(/<input[^>]*id="checkout-customerName"[^>]*value=""/);
    });

    async function checkoutWithCookie(cookie: string): Promise<string> {
      const res = await fetch(`${session.shop.baseUrl}/checkout`, { headers: { accept: 'text/html', cookie } });
      expect(res.status).toBe(200);
      return res.text();
    }

    it("holds /checkout's cart lines and figures when the cart cookie names catalogue products, priced by the catalogue", async () => {
      const products =
        await api<Array<{ id: number; slug: string; name: string; price: string; refillPrice: string | null }>>(
          '/api/products',
        );
      const soap = products.find((p) => p.slug === 'hand-soap-no-42');
      const candle = products.find((p) => p.slug === 'soy-wax-candle-no-42');
      if (!soap || !candle) throw new Error('seed products missing');
      const page = await checkoutWithCookie(`cart=${soap.id}~16%20oz~2|${candle.id}~8%20oz~1|999999~16%20oz~1`);
      const cents = (price: string) => Math.round(Number(price) * 100);
      const dollars = (c: number) => `$${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
      const subtotal = 2 * cents(soap.price) + cents(candle.price);
      const lines = textOf(
        page.slice(
          page.indexOf('aria-label="Cart items"'),
          page.indexOf('</ul>', page.indexOf('aria-label="Cart items"')),
        ),
      );
      // The cart step's line: price each, the quantity between its stepper's buttons, the line's total.
      expect(lines).toContain(
        `${soap.name} Size: 16 oz ${dollars(cents(soap.price))} each 2 ${dollars(2 * cents(soap.price))}`,
      );
      expect(lines).toContain(`${candle.name} Size: 8 oz ${dollars(cents(candle.price))} each 1`);
      const summary = textOf(page.slice(page.indexOf('Order Summary'), page.indexOf('</body>')));
      expect(summary).toContain(`Subtotal ${dollars(subtotal)}`);
      expect(summary).toContain(`Total ${dollars(subtotal)}`);
      // The unknown product is dropped; the browser's store starts from the same two lines.
      const cart = JSON.parse(
        page.slice(page.indexOf('id="ssr-cart">') + 14, page.indexOf('</script>', page.indexOf('id="ssr-cart">'))),
      ) as Array<{ productId: number }>;
      expect(cart.map((line) => line.productId)).toEqual([soap.id, candle.id]);
      // The first line's picture is the page's largest paint: in the HTML, fetched first.
      expect(page).toMatch(/<img [^>]*fetchPriority="high"/);
    });

    it.each([
      ['garbage', 'cart=%%%<script>'],
      // As large as a browser keeps a cookie (4 KB), four times what the app writes (larger headers are refused by
      // Node's HTTP server with 431 before any page code, like any oversize request).
      ['a huge value', `cart=${'1~16%20oz~1|'.repeat(340)}`],
      ['unknown products', 'cart=999999~16%20oz~1|888888~8%20oz~2'],
      ['a negative quantity', 'cart=1~16%20oz~-3'],
      ['a price field', 'cart=1~16%20oz~1~0.01'],
      ['a size the product does not sell', 'cart=1~42%20gallons~1'],
    ])('answers /checkout with a cart cookie of %s with the page and no line (200)', async (_name, cookie) => {
      const page = await checkoutWithCookie(cookie);
      expect(bodyText(page)).toContain('Continue to Shipping Info');
      expect(page).not.toContain('aria-label="Cart items"');
      expect(page).not.toContain('id="ssr-cart"');
      expect(page).not.toMatch(/\$\d+\.\d{2}/);
    });

    it.each(['/', '/products'])('serves %s the same with a cart cookie as without', async (path) => {
      const without = await html(path);
      const res = await fetch(`${session.shop.baseUrl}${path}`, {
        headers: { accept: 'text/html', cookie: 'cart=1~16%20oz~2' },
      });
      expect(await res.text()).toBe(without);
    });

    it.each(['/no-such-page', '/journal/no-such-article', '/products/a/b'])(
      "answers %s with 404 and 'Page Not Found'",
      async (path) => {
        expect(bodyText(await html(path, 404))).toContain('Page Not Found');
      },
    );

    it("answers an unknown product with 404 and the product page's 'Product not found'", async () => {
      expect(bodyText(await html('/products/no-such-soap', 404))).toMatch(/Product not found/i);
    });

    it('leaves the back office to the browser: its shell only, with the app script', async () => {
      const page = await html('/admin');
      expect(page).toContain('<div id="root"></div>');
      expect(page).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
      expect(page).not.toContain('id="ssr-state"');
    });

    it("carries the critical styles, the store state and the route's scripts, with only the early-actions script inline (CSP)", async () => {
      const page = await html('/products/hand-soap-no-42');
      expect(page).toMatch(/<style data-emotion="css [^"]+">/);
      // Vite's entry and its vendor chunks in the head as built, the route's chunks preloaded beside them: the browser
      // fetches them all at once and hydrates as soon as they are in.
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
      expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/vendor-react-[\w-]+\.js">/);
      expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ProductDetailPage-[\w-]+\.js">/);
      const state = JSON.parse(
        page.slice(page.indexOf('id="ssr-state">') + 15, page.indexOf('</script>', page.indexOf('id="ssr-state">'))),
      );
      expect(Object.keys(state.queries)).toEqual(
        expect.arrayContaining([
          'getProduct({"slug":"hand-soap-no-42"})',
          'getProductFaqs({"slug":"hand-soap-no-42"})',
        ]),
      );
      // One inline script, the early-actions one (allowed by its hash); every other script is data or a module file.
      const inline = page.match(/<script(?![^>]*(src=|type="application\/json"|type="application\/ld\+json"))[^>]*>/g);
      expect(inline).toEqual(['<script>']);
    });
  });

  describe("the route's chunks, preloaded for the browser", () => {
    const manifest = JSON.parse(
      readFileSync(fileURLToPath(new URL('../dist/.vite/manifest.json', import.meta.url)), 'utf8'),
    ) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
    const chunksOf = async (path: string) =>
      [...(await html(path)).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((link) => link[1]);

    it.each([
      ['/', ['HomePage', 'CollectionGrid', 'LowerSections', 'Footer']],
      ['/checkout', ['CheckoutPage', 'Footer']],
      ['/products/hand-soap-no-42', ['ProductDetailPage', 'Footer']],
    ])(
      "preloads %s's screen and the lazy parts the server rendered, with the chunks they import, once each",
      async (path, names) => {
        const chunks = await chunksOf(path);
        const at = (name: string) =>
          chunks.findIndex((href) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(href));
        for (const name of names) expect(at(name), name).toBeGreaterThanOrEqual(0);
        expect(at('EmailSignupForm')).toBeGreaterThanOrEqual(0);
        // Every chunk a preloaded one imports statically (the build's manifest) is preloaded too, but the entry (the
        // page's module script).
        const preloaded = new Set(chunks.map((href) => href.slice(1)));
        for (const chunk of Object.values(manifest))
          if (preloaded.has(chunk.file))
            for (const key of chunk.imports ?? [])
              if (!manifest[key].isEntry) expect(chunks).toContain(`/${manifest[key].file}`);
        expect(new Set(chunks).size).toBe(chunks.length);
      },
    );

    it("makes a phone download the hero's 800 px picture only (the preload picks the same file as the picture)", async () => {
      const context = await session.browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
      const heroes = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/public-objects/hero/hero-1')) heroes.add(pathname);
      });
      await page.goto(`${session.shop.baseUrl}/`, { waitUntil: 'load' });
      await untilAppReady(page);
      expect([...heroes]).toEqual(['/public-objects/hero/hero-1-800w.webp']);
      await context.close();
    });
  });

  describe('hydration in the browser', () => {
    const PAGES: Array<[string, string[]]> = [
      ['/', ['/api/product-cards']],
      ['/products', ['/api/product-cards']],
      ['/products/hand-soap-no-42', ['/api/products/hand-soap-no-42', '/api/products/hand-soap-no-42/faqs']],
      ['/checkout', []],
      ['/journal', ['/api/journal']],
      ['/journal/refills-101', ['/api/journal/refills-101']],
      ['/refills', []],
      ['/holiday', []],
      ['/orders/status', []],
      ['/no-such-page', []],
    ];

    it.each(PAGES)(
      'hydrates %s with no warning or error, without asking the API for what the server sent',
      async (path, served) => {
        const page = await session.browser.newPage();
        const messages = warningsOf(page, { allow404: true });
        const asked: string[] = [];
        page.on('request', (r) => asked.push(new URL(r.url()).pathname));
        await openReady(page, `${session.shop.baseUrl}${path}`);
        expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBe('true');
        await page.waitForLoadState('networkidle');
        await page.close();
        expect(messages).toEqual([]);
        for (const endpoint of served) expect(asked).not.toContain(endpoint);
      },
    );

    it('restores a cart and a checkout saved at its Info step on /checkout without a warning, and moves nothing already painted', async () => {
      const { context, page } = await phonePage();
      const messages = warningsOf(page);
      // The cart names the catalogue's own ids: the summary asks the server's quote for these lines.
      const catalogue = (await (await fetch(`${session.shop.baseUrl}/api/products`)).json()) as Array<{
        id: number;
        name: string;
      }>;
      const idOf = (name: string) => catalogue.find((product) => product.name === name)?.id;
      const ids = [idOf('Hand Soap No. 42'), idOf('Soy Wax Candle No. 42'), idOf('Room Mist No. 42')];
      await page.addInitScript((ids) => {
        localStorage.setItem(
          'cart',
          JSON.stringify([
            {
              productId: ids[0],
              productName: 'Hand Soap No. 42',
              size: '16 oz',
              quantity: 2,
              price: '18.00',
              image: '/public-objects/products/hand-soap-42.webp',
            },
            {
              productId: ids[1],
              productName: 'Soy Wax Candle No. 42',
              size: '8 oz',
              quantity: 1,
              price: '34.00',
              image: '/public-objects/products/soy-wax-candle-42.webp',
            },
            {
              productId: ids[2],
              productName: 'Room Mist No. 42',
              size: '16 oz',
              quantity: 1,
              price: '22.00',
              image: '/public-objects/products/room-mist-42.webp',
            },
          ]),
        );
      }, ids);
      // Layout shifts from the document's start (the cart fills the reserved boxes after hydration).
      await recordLayoutShifts(page);
      await openReady(page, `${session.shop.baseUrl}/checkout`);
      expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBe('true');
      await page.getByRole('list', { name: 'Cart items' }).getByText('Soy Wax Candle No. 42').waitFor();
      // On a phone the summary is collapsed under its bar, which shows the total.
      await page
        .getByRole('complementary', { name: 'Order Summary' })
        .getByRole('button', { name: /Show order summary/ })
        .getByText('$92.00')
        .waitFor();
      await page.waitForTimeout(500);
      expect(await layoutShiftTotal(page)).toBeLessThan(0.02);

      // A checkout saved at its Info step (sessionStorage) comes back after a reload, again without a warning.
      await page.getByRole('button', { name: 'Continue to Shipping Info' }).click();
      await page.getByLabel('Full name').fill('Ada Lovelace');
      await reloadReady(page);
      await page.getByRole('heading', { name: 'Shipping information' }).waitFor();
      expect(await page.getByLabel('Full name').inputValue()).toBe('Ada Lovelace');
      await context.close();
      expect(messages).toEqual([]);
    });

    it("paints a cart added on a product page in /checkout's HTML, hydrates it without a warning, and forgets it when the cart is emptied", async () => {
      const { context, page } = await phonePage();
      const messages = warningsOf(page);
      await openReady(page, `${session.shop.baseUrl}/products/room-mist-no-42`);
      expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBe('true');
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByRole('button', { name: 'Open cart, 1 item' }).waitFor();

      const response = await openReady(page, `${session.shop.baseUrl}/checkout`);
      const served = (await response?.text()) ?? '';
      const lines = textOf(
        served.slice(
          served.indexOf('aria-label="Cart items"'),
          served.indexOf('</ul>', served.indexOf('aria-label="Cart items"')),
        ),
      );
      expect(lines).toMatch(/Room Mist No\. 42 Size: 16 oz \$\d+\.\d{2} each 1 \$\d+\.\d{2}/);
      expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBe('true');
      await page.getByRole('list', { name: 'Cart items' }).getByText('Room Mist No. 42').waitFor();

      // Emptied in the drawer: the cookie goes with the cart, and the server paints no line any more.
      await page.getByRole('button', { name: 'Open cart, 1 item' }).click();
      await page.getByRole('button', { name: 'Remove Room Mist No. 42, 16 oz' }).click();
      await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
      expect((await context.cookies(`${session.shop.baseUrl}/checkout`)).map((c) => c.name)).not.toContain('cart');
      const reloaded = (await (await page.reload())?.text()) ?? '';
      expect(reloaded).not.toContain('aria-label="Cart items"');
      await context.close();
      expect(messages).toEqual([]);
    });

    it('shows the product picture in every frame from first paint to after hydration', async () => {
      const { context, page } = await phonePage();
      // From the document's start: each animation frame records whether the product's picture is there, loaded, and
      // still the element the server sent (hydration keeps it; a re-render from scratch would replace it).
      await page.addInitScript(() => {
        const frames: Array<{ main: boolean; img: boolean; complete: boolean; same: boolean; ready: boolean }> = [];
        let first: Element | null = null;
        (window as unknown as { pictureFrames: typeof frames }).pictureFrames = frames;
        const sample = () => {
          const img = document.querySelector('main img[alt="Hand Soap No. 42"]');
          first ??= img;
          frames.push({
            main: document.querySelector('main') !== null,
            img: img !== null,
            complete: img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
            same: img === first,
            ready: document.documentElement.dataset.appReady === 'true',
          });
          if (frames.length < 2000) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await openReady(page, `${session.shop.baseUrl}/products/hand-soap-no-42`);
      // A stretch of frames after hydration, where a re-render from scratch would show.
      await page.waitForFunction(
        () =>
          (window as unknown as { pictureFrames: Array<{ ready: boolean }> }).pictureFrames.filter((f) => f.ready)
            .length >= 30,
      );
      const frames = await page.evaluate(
        () =>
          (
            window as unknown as {
              pictureFrames: Array<{ main: boolean; img: boolean; complete: boolean; same: boolean; ready: boolean }>;
            }
          ).pictureFrames,
      );
      await context.close();
      const painted = frames.filter((f) => f.main);
      expect(painted.length).toBeGreaterThan(10);
      expect(painted.some((f) => f.ready)).toBe(true);
      // The picture is in the page from its first frame, and once loaded it never leaves or blanks.
      expect(painted.every((f) => f.img && f.same)).toBe(true);
      const loadedAt = painted.findIndex((f) => f.complete);
      expect(loadedAt).toBeGreaterThanOrEqual(0);
      expect(painted.slice(loadedAt).every((f) => f.complete)).toBe(true);
    });
  });
});
