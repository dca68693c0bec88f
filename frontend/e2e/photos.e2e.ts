import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { openReady } from './support/browser';
import { layoutShiftTotal, recordLayoutShifts } from './support/layoutShifts';
import { E2E_ADMIN_PASSWORD } from './support/server';
import { DETAIL_VIEWPORTS, openAt, useShopAndBrowser } from './support/shopSession';

/** A photo as a phone takes it: a JPEG of a few hundred kilobytes with detail in it (a gradient the encoder keeps). */
async function makePhoto(width: number, height: number, hue: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = hue;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Staff upload a product photo in the back office, describe it, make it the main picture and save; the storefront's
 * product page then draws it from the stored widths (srcset), without a layout shift, and axe finds nothing. At a
 * laptop and a phone, each on its own product.
 */
describe('product photos from upload to the product page', () => {
  const session = useShopAndBrowser();
  const products = { desktop: 'Hand Soap No. 42', phone: 'Room Mist No. 42' } as const;

  // Longer than a test's default minute: the upload is processed on the server, and axe walks the page at the end.
  it.each(DETAIL_VIEWPORTS)(
    'at $name size ($width×$height)',
    async (viewport) => {
      const name = products[viewport.name];
      const slug = name.toLowerCase().replace(/\W+/g, '-').replace(/-$/, '');
      const alt = `${name} on a linen towel by a sunny window`;
      const page = await openAt(session, viewport, '/admin-products');
      await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Unlock' }).click();
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await page.getByRole('heading', { name: 'Edit Product' }).waitFor();
      const before = (await page.getByLabel('Image paths').inputValue()).split(',').filter((path) => path.trim());

      // The file picker a person opens with 'Upload photos'.
      const photo = await makePhoto(1300, 1625, viewport.width % 256);
      const chooser = page.waitForEvent('filechooser');
      await page.getByText('Upload photos', { exact: true }).click();
      await (await chooser).setFiles({ name: 'linen-towel.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect.poll(() => page.getByLabel('Image paths').inputValue(), { timeout: 30_000 }).toMatch(/\/media\//);
      const paths = (await page.getByLabel('Image paths').inputValue()).split(',').map((path) => path.trim());
      expect(paths).toHaveLength(before.length + 1);
      const uploaded = paths[paths.length - 1];
      const key = /^\/media\/([0-9a-f]{64})\/800\.jpg$/.exec(uploaded)?.[1];
      expect(key).toBeDefined();

      const position = paths.length;
      await page.getByRole('textbox', { name: `Alt text of image ${position}` }).fill(alt);
      await page.getByRole('button', { name: `Make image ${position} the main picture` }).click();
      expect(await page.getByRole('textbox', { name: 'Alt text of the main image' }).inputValue()).toBe(alt);
      expect((await page.getByLabel('Image paths').inputValue()).split(',')[0].trim()).toBe(uploaded);
      await page.getByRole('button', { name: 'Update Product' }).click();
      await page.getByText('Product updated!').waitFor();
      await page.close();

      const context = await session.browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
      });
      const storefront = await context.newPage();
      await recordLayoutShifts(storefront);
      // Waits for hydration: the layout shifts counted include any the app makes as it takes over the page.
      await openReady(storefront, `${session.shop.baseUrl}/products/${slug}`);
      const picture = storefront.getByRole('img', { name: alt, exact: true });
      await picture.waitFor();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 15_000,
        })
        .toBe(true);
      const drawn = await picture.evaluate((img: HTMLImageElement) => ({
        currentSrc: new URL(img.currentSrc).pathname,
        srcset: img.srcset,
        sources: Array.from(img.parentElement?.querySelectorAll('source') ?? [], (source) => ({
          type: source.type,
          srcset: source.srcset,
        })),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      }));
      // One of the stored widths, in AVIF (the <picture> source Chromium reads) or WebP: never the JPEG fallback.
      expect(drawn.currentSrc).toMatch(new RegExp(`^/media/${key}/(400|800|1200)\\.(avif|webp)$`));
      expect(drawn.srcset).toBe(
        `/media/${key}/400.webp 400w, /media/${key}/800.webp 800w, /media/${key}/1200.webp 1200w`,
      );
      expect(drawn.sources).toEqual([{ type: 'image/avif', srcset: drawn.srcset.replaceAll('.webp', '.avif') }]);
      expect([drawn.width, drawn.height]).toEqual(['1300', '1625']);
      const served = await context.request.get(`${session.shop.baseUrl}${drawn.currentSrc}`);
      expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

      // Every shift so far is recorded once the picture is painted and a frame has passed.
      await storefront.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await layoutShiftTotal(storefront)).toBeLessThanOrEqual(0.01);
      await expectNoSeriousViolations(storefront, `product page with an uploaded photo (${viewport.name})`);
      await context.close();
    },
    120_000,
  );
});
