import { uploadedPhotoSrcset } from '@shop/site/rules.js';

/**
 * Responsive sources by the artwork convention: `/public-objects/.../x.webp` has a half-width `x-400w.webp` (products,
 * lifestyle) or `x-800w.webp` / `x-600w.webp` (hero, journal); an uploaded photo (`/media/{key}/800.jpg`) its stored
 * WebP widths. Other URLs (typed in by staff) get no srcSet.
 */
export function responsiveSrcSet(
  src: string,
  fullWidth: number,
  smallWidth: number,
  storedWidth = 0,
): string | undefined {
  if (!/^\/public-objects\/.+\.webp$/.test(src)) return uploadedPhotoSrcset(src, storedWidth) ?? undefined;
  return `${src.replace(/\.webp$/, `-${smallWidth}w.webp`)} ${smallWidth}w, ${src} ${fullWidth}w`;
}

/** An uploaded photo's stored AVIF widths (drawn in a `<picture>` source before the WebP srcset); undefined otherwise. */
export function uploadedPhotoAvifSrcSet(src: string, storedWidth = 0): string | undefined {
  return uploadedPhotoSrcset(src, storedWidth, 'avif') ?? undefined;
}

/** The refill box artwork of a scent: a rule the e-mails share (@shop/site). */
export { refillBoxImage } from '@shop/site/rules.js';

/** A product picture's alt: staff's text, or for a picture saved without one the product's name (and its setting). */
export function pictureAlt(product: { name: string; imageAlts?: string[] }, index: number): string {
  return product.imageAlts?.[index] || (index === 0 ? product.name : `${product.name} in a home setting`);
}
