// A page's head written from its meta (the backend's PageMetaService; GET /api/page-meta): one function for the head
// the server sends (the backend, and `npm run dev`) and the head the storefront writes after a client-side navigation
// (frontend head/applyPageMeta.ts).

import { uploadedPhotoSrcset } from './rules.js';

/** The site's name, in every page's Open Graph tags (the backend's BRAND.name, the storefront's SITE_NAME). */
export const SITE_NAME = 'Natural House';

/** Marks every tag written from the meta, so the storefront replaces exactly these on client-side navigation. */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * JSON inside a <script> element: `<` and friends are escaped so no string in it can close the element.
 * @param {unknown} value
 */
export function scriptSafeJson(value) {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The page's head tags: the title (a page has one), then description, canonical, robots, Open Graph, Twitter card and
 * JSON-LD, each marked `data-page-meta` (with the value `mark`: '' from the server, 'client' when the storefront
 * writes them).
 * @param {import('./page-head').PageHeadMeta} page
 * @param {string} [mark]
 */
export function pageHeadTags(page, mark = '') {
  const marked = mark === '' ? PAGE_META_ATTRIBUTE : `${PAGE_META_ATTRIBUTE}="${escapeHtml(mark)}"`;
  /** @param {'name' | 'property'} attribute @param {string} key @param {string} content */
  const meta = (attribute, key, content) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${marked}>`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}" ${marked}>`,
    meta('name', 'robots', page.robots),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonicalUrl),
    ...(page.imageUrl ? [meta('property', 'og:image', page.imageUrl)] : []),
    meta('name', 'twitter:card', page.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(page.imageUrl ? [meta('name', 'twitter:image', page.imageUrl)] : []),
    ...page.jsonLd.map((data) => `<script type="application/ld+json" ${marked}>${scriptSafeJson(data)}</script>`),
  ].join('\n    ');
}

/**
 * The largest paint of the home page (the first hero picture) and of a product page (its picture) is an image the
 * browser only meets once the storefront's JavaScript has rendered it. Announced in the HTML head, it downloads
 * alongside the scripts instead of after them. Srcset and sizes repeat the storefront's HeroCarousel and
 * ProductDetailPage so the browser picks the same file it will paint.
 */
export const HERO = '/public-objects/hero/hero-1';
export const PRODUCT_IMAGE_SIZES = '(min-width: 900px) 50vw, 100vw';

/** @param {string} href @param {string} srcset @param {string} sizes @param {string} [type] */
function preload(href, srcset, sizes, type) {
  const typed = type ? ` type="${type}"` : '';
  return `<link rel="preload" as="image" href="${href}" imagesrcset="${srcset}" imagesizes="${sizes}"${typed} fetchpriority="high">`;
}

/**
 * The shop's own artwork in `folder` (`/public-objects/products/x.webp`, with `x-400w.webp`); other URLs get no preload.
 * @param {string} imageUrl @param {string} canonicalUrl @param {string} [folder]
 */
export function ownArtworkPath(imageUrl, canonicalUrl, folder = 'products') {
  let image;
  try {
    image = new URL(imageUrl);
  } catch {
    // A stored value that is not a URL (written before input validation tightened) must never break the page.
    return null;
  }
  if (image.origin !== new URL(canonicalUrl).origin) return null;
  return new RegExp(`^/public-objects/${folder}/[\\w-]+\\.webp$`).test(image.pathname) ? image.pathname : null;
}

/** @param {import('./page-head').PageHeadMeta} page */
export function lcpPreloadTag(page) {
  if (page.status !== 200) return null;
  if (page.path === '/') return preload(`${HERO}-800w.webp`, `${HERO}-800w.webp 800w, ${HERO}.webp 1600w`, '100vw');
  if (page.ogType !== 'product' || !page.imageUrl) return null;
  const path = ownArtworkPath(page.imageUrl, page.canonicalUrl);
  if (path) return preload(path, `${path.slice(0, -'.webp'.length)}-400w.webp 400w, ${path} 800w`, PRODUCT_IMAGE_SIZES);
  // An uploaded photo is drawn from its AVIF source by every browser that reads AVIF: that is the file announced, and
  // the type keeps a browser that does not from fetching a file it will not draw (it finds the WebP in the page).
  const photo = ownUploadedPhoto(page.imageUrl, page.canonicalUrl, page.imageWidth);
  return photo ? preload(photo.path, photo.srcset, PRODUCT_IMAGE_SIZES, 'image/avif') : null;
}

/**
 * An uploaded photo of this site (`/media/{key}/800.jpg`): its AVIF file of the same width and its stored AVIF sizes,
 * or null.
 * @param {string} imageUrl @param {string} canonicalUrl @param {number} [storedWidth]
 */
function ownUploadedPhoto(imageUrl, canonicalUrl, storedWidth) {
  let image;
  try {
    image = new URL(imageUrl);
  } catch {
    return null;
  }
  if (image.origin !== new URL(canonicalUrl).origin) return null;
  const srcset = uploadedPhotoSrcset(image.pathname, storedWidth, 'avif');
  return srcset ? { path: image.pathname.replace(/\.jpg$/, '.avif'), srcset } : null;
}

/**
 * The template's viewport tag (after its `<meta charset>`): a responsive preload must come after it, or the browser
 * picks its candidate for the default 980 px layout width and fetches the phone the 1600 px picture.
 */
const VIEWPORT_TAG = '<meta name="viewport" content="width=device-width, initial-scale=1.0" />';

/**
 * Writes the page's head into the storefront's index.html (which has no title or description of its own): the tags
 * before the closing head, and the largest paint's picture right after the viewport, before the entry's scripts and
 * the fonts: the browser starts its downloads in the order it meets them, and that picture is what the page waits
 * for to look finished. Spliced, never String.replace: descriptions contain "$8".
 * @param {string} indexHtml @param {import('./page-head').PageHeadMeta} page
 */
export function injectPageMeta(indexHtml, page) {
  const closing = indexHtml.indexOf('</head>');
  const head = pageHeadTags(page);
  const withHead =
    closing === -1
      ? `${head}\n${indexHtml}`
      : `${indexHtml.slice(0, closing).trimEnd()}\n    ${head}\n  ${indexHtml.slice(closing)}`;
  const picture = lcpPreloadTag(page);
  const viewport = withHead.indexOf(VIEWPORT_TAG);
  if (!picture || viewport === -1) return withHead;
  const at = viewport + VIEWPORT_TAG.length;
  return `${withHead.slice(0, at)}\n    ${picture}${withHead.slice(at)}`;
}
