// Section "Product photos": how long a 12-megapixel phone JPEG takes from upload to ready (the upload's answer comes
// once every size is stored), and the bytes of a product page's largest picture on a phone: the demo artwork's own
// path (`/public-objects/products/...webp` with its 400w variant) against the same artwork uploaded and drawn from
// its stored widths (AVIF source, WebP srcset). A shop of its own (SQLite, a temporary media folder).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROME_PATH } from '../lighthouse-chromium.mjs';
import { BENCH_ADMIN_PASSWORD, REPO_ROOT, startShop } from '../shop-server.mjs';

const UPLOADS = 3;
const READY_TARGET_S = 5;
const PRODUCT = 'hand-soap-no-42';
const ARTWORK = '/public-objects/products/hand-soap-42.webp';
/** A phone as the storefront's suites draw it, at a common 3× screen. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A 4000 × 3000 JPEG with a photo's kind of detail (gradients and grain), different for each `seed`. */
async function twelveMegapixelJpeg(seed) {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const grain = (state >>> 24) % 24;
      const at = (y * width + x) * 3;
      pixels[at] = ((x * 200) / width + grain) & 255;
      pixels[at + 1] = ((y * 200) / height + grain) & 255;
      pixels[at + 2] = (seed * 40 + grain) & 255;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function upload(baseUrl, bytes, name) {
  const form = new FormData();
  form.append('alt', 'Hand Soap No. 42');
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), name);
  const res = await fetch(`${baseUrl}/api/admin/media`, {
    method: 'POST',
    headers: { 'x-admin-password': BENCH_ADMIN_PASSWORD },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** The product page's main picture on a phone: which file the browser drew, and its bytes. */
async function largestPicture(browser, baseUrl) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const sizes = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      const body = await response.body().catch(() => null);
      if (body) sizes.set(new URL(response.url()).pathname, body.length);
    });
    await page.goto(`${baseUrl}/products/${PRODUCT}`);
    // The gallery's main picture: the first in the page's main content.
    const picture = page.locator('main img').first();
    await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await picture.elementHandle());
    const drawn = new URL(await picture.evaluate((img) => img.currentSrc)).pathname;
    await page.waitForLoadState('networkidle');
    const bytes = sizes.get(drawn);
    if (bytes === undefined) throw new Error(`no response seen for ${drawn}`);
    return { drawn, bytes };
  } finally {
    await context.close();
  }
}

export default {
  id: 'media',
  title: 'Product photos',
  needsShop: false,
  needsDatabase: false,
  async run() {
    const mediaDir = mkdtempSync(join(tmpdir(), 'shop-bench-media-'));
    const shop = await startShop({ MEDIA_DIR: mediaDir });
    const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const photos = [];
      for (let i = 1; i <= UPLOADS; i++) photos.push(await twelveMegapixelJpeg(i));
      const seconds = [];
      const load = loadavg()[0];
      for (const [i, photo] of photos.entries()) {
        const started = performance.now();
        await upload(shop.baseUrl, photo, `phone-${i}.jpg`);
        seconds.push((performance.now() - started) / 1000);
      }

      const before = await largestPicture(browser, shop.baseUrl);
      // The same artwork through the pipeline, made the product's main picture.
      const artwork = await upload(shop.baseUrl, readFileSync(join(REPO_ROOT, 'backend', ARTWORK)), 'artwork.webp');
      const products = await (await fetch(`${shop.baseUrl}/api/products`)).json();
      const product = products.find((p) => p.slug === PRODUCT);
      const patched = await fetch(`${shop.baseUrl}/api/admin/products/${product.id}`, {
        method: 'PATCH',
        headers: { 'x-admin-password': BENCH_ADMIN_PASSWORD, 'content-type': 'application/json' },
        body: JSON.stringify({ images: [artwork.reference, ...product.images.filter((path) => path !== ARTWORK)] }),
      });
      if (!patched.ok) throw new Error(`saving the product answered ${patched.status}`);
      const after = await largestPicture(browser, shop.baseUrl);

      const megabytes = photos.map((photo) => (photo.length / 1_048_576).toFixed(1)).join(', ');
      return {
        shares: `the shop (SQLite) and Chromium; load average ${load.toFixed(1)} when the uploads began`,
        figures: [
          {
            figure: `12-megapixel JPEG (4000 × 3000; ${megabytes} MB), upload to ready, median of ${UPLOADS}`,
            target: `< ${READY_TARGET_S} s`,
            measured: `${median(seconds).toFixed(2)} s (${seconds.map((s) => s.toFixed(2)).join(', ')})`,
            holds: median(seconds) < READY_TARGET_S,
          },
          {
            figure: `\`/products/${PRODUCT}\`, largest picture on a phone (390 px, 3×), before: \`${before.drawn}\``,
            target: 'none',
            measured: kb(before.bytes),
            holds: null,
          },
          {
            figure: `the same artwork processed, after: \`${after.drawn.replace(/[0-9a-f]{64}/, '{key}')}\``,
            target: `< ${kb(before.bytes)}`,
            measured: kb(after.bytes),
            holds: after.bytes < before.bytes,
          },
        ],
        bounds:
          'Processing runs one photo at a time with libvips on one thread (`backend/src/media/processing-queue.ts`): decoding the JPEG and encoding AVIF, the slowest of the eight files, take most of it. A phone at 3× picks the 800-wide file either way; AVIF at quality 55 is what makes it smaller.',
      };
    } finally {
      await browser.close();
      await shop.stop();
      rmSync(mediaDir, { recursive: true, force: true });
    }
  },
};
