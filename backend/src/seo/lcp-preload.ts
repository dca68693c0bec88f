import { PageMeta } from './page-meta';

/**
 * The largest paint of the home page (the first hero picture) and of a product page (its picture) is an image the
 * browser only meets once the storefront's JavaScript has rendered it. Announced in the HTML head, it downloads
 * alongside the scripts instead of after them. Srcset and sizes repeat the storefront's HeroCarousel and
 * ProductDetailPage so the browser picks the same file it will paint.
 */
export const HERO = '/public-objects/hero/hero-1';
export const PRODUCT_IMAGE_SIZES = '(min-width: 900px) 50vw, 100vw';

function preload(href: string, srcset: string, sizes: string): string {
  return `<link rel="preload" as="image" href="${href}" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high">`;
}

/** The shop's own artwork in `folder` (`/public-objects/products/x.webp`, with `x-400w.webp`); other URLs get no preload. */
export function ownArtworkPath(imageUrl: string, canonicalUrl: string, folder = 'products'): string | null {
  let image: URL;
  try {
    image = new URL(imageUrl);
  } catch {
    // A stored value that is not a URL (written before input validation tightened) must never break the page.
    return null;
  }
  if (image.origin !== new URL(canonicalUrl).origin) return null;
  return new RegExp(`^/public-objects/${folder}/[\\w-]+\\.webp$`).test(image.pathname) ? image.pathname : null;
}

export function lcpPreloadTag(page: PageMeta): string | null {
  if (page.status !== 200) return null;
  if (page.path === '/') return preload(`${HERO}-800w.webp`, `${HERO}-800w.webp 800w, ${HERO}.webp 1600w`, '100vw');
  if (page.ogType !== 'product' || !page.imageUrl) return null;
  const path = ownArtworkPath(page.imageUrl, page.canonicalUrl);
  if (!path) return null;
  const small = path.replace(/\.webp$/, '-400w.webp');
  return preload(path, `${small} 400w, ${path} 800w`, PRODUCT_IMAGE_SIZES);
}
