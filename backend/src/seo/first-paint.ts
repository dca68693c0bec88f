import { BRAND } from '../common/brand';
import { escapeHtml } from './head-tags';
import { HERO, ownArtworkPath, PRODUCT_IMAGE_SIZES } from './lcp-preload';
import { PageMeta } from './page-meta';

/**
 * A static first paint written into `<div id="root">`: the header bar and, where the page has one, its largest picture,
 * at the size and place the storefront will show them. The browser paints it straight from the HTML (first and largest
 * contentful paint no longer wait for the JavaScript); React's createRoot empties the container on its first render.
 * It is decorative only (aria-hidden, no links or buttons, no headings), so screen readers, tests and axe never meet
 * it next to the real page. The pictures repeat the storefront's srcset/sizes (HeroCarousel, ProductGallery,
 * JournalArticleView, ProductCardIntro) so the browser fetches the file React will paint; React's picture is never larger, so it is
 * not counted as a later largest paint.
 */
const CSS = [
  'body{margin:0;background:#F6F2EA}',
  '.fp-h{position:sticky;top:0;z-index:1100;background:rgba(246,242,234,.92);border-bottom:1px solid rgba(37,40,31,.12)}',
  '.fp-c{box-sizing:border-box;width:100%;max-width:1200px;margin:0 auto;padding:0 16px}',
  '.fp-md{max-width:900px}',
  '.fp-bar{height:64px;display:flex;align-items:center}',
  '.fp-logo{font:600 1.35rem/1 Fraunces,Georgia,serif;letter-spacing:.01em;color:#3E5B47}',
  '.fp-hero{position:relative;min-height:560px;overflow:hidden;background:linear-gradient(135deg,#2C4334 0%,#4F6B52 60%,#7D6A4F 100%)}',
  '.fp-fill{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;display:block}',
  '.fp-page{padding-top:80px;padding-bottom:24px}',
  '.fp-grid{display:grid;gap:32px}',
  '.fp-frame{position:relative;aspect-ratio:4/5;overflow:hidden;border-radius:8px;background:#DCE5DA}',
  '.fp-wide{aspect-ratio:16/9}',
  // The list's title, intro and filters (left blank) above its first card, whose picture sits where React puts it.
  '.fp-list{padding-top:40px}.fp-top{height:255px}.fp-cards{display:grid;gap:24px}.fp-card{padding:12px;border-radius:8px;background:#fff}',
  '@media (min-width:600px){.fp-c{padding:0 24px}.fp-cards{grid-template-columns:repeat(2,1fr)}}',
  '@media (min-width:900px){.fp-bar{height:72px}.fp-hero{min-height:min(86vh,820px)}.fp-page{padding-top:96px}.fp-grid{grid-template-columns:1fr 1fr;gap:56px}.fp-list{padding-top:64px}.fp-top{height:201px}.fp-cards{grid-template-columns:repeat(3,1fr)}}',
].join('');

interface Picture {
  src: string;
  srcset: string;
  sizes: string;
  width: number;
  height: number;
}

function img(picture: Picture, className: string): string {
  const attr = (value: string | number) => escapeHtml(String(value));
  return `<img class="${className}" src="${attr(picture.src)}" srcset="${attr(picture.srcset)}" sizes="${attr(picture.sizes)}" width="${picture.width}" height="${picture.height}" alt="" fetchpriority="high">`;
}

function header(): string {
  return `<div class="fp-h"><div class="fp-c fp-bar"><span class="fp-logo">${escapeHtml(BRAND.name)}</span></div></div>`;
}

/** The first card of the product list: its picture path, or null when unknown (or filtered by the address). */
export type ListedImage = string | null;

function productPicture(path: string, sizes: string): Picture {
  return { src: path, srcset: `${path.replace(/\.webp$/, '-400w.webp')} 400w, ${path} 800w`, sizes, width: 800, height: 1000 };
}

function body(page: PageMeta, listed: ListedImage): string {
  if (page.status !== 200) return '';
  if (page.path === '/products') {
    if (!listed || !/^\/public-objects\/products\/[\w-]+\.webp$/.test(listed)) return '';
    const card = `<div class="fp-card"><div class="fp-frame">${img(productPicture(listed, '(min-width: 900px) 25vw, 50vw'), 'fp-fill')}</div></div>`;
    return `<div class="fp-c fp-list"><div class="fp-top"></div><div class="fp-cards">${card}</div></div>`;
  }
  if (page.path === '/') {
    const hero = { src: `${HERO}-800w.webp`, srcset: `${HERO}-800w.webp 800w, ${HERO}.webp 1600w`, sizes: '100vw', width: 1600, height: 900 };
    return `<div class="fp-hero">${img(hero, 'fp-fill')}</div>`;
  }
  if (!page.imageUrl) return '';
  if (page.ogType === 'product') {
    const path = ownArtworkPath(page.imageUrl, page.canonicalUrl);
    if (!path) return '';
    return `<div class="fp-c fp-page"><div class="fp-grid"><div class="fp-frame">${img(productPicture(path, PRODUCT_IMAGE_SIZES), 'fp-fill')}</div></div></div>`;
  }
  if (page.ogType === 'article') {
    const path = ownArtworkPath(page.imageUrl, page.canonicalUrl, 'journal');
    if (!path) return '';
    const picture = { src: path, srcset: `${path.replace(/\.webp$/, '-600w.webp')} 600w, ${path} 1200w`, sizes: '(min-width: 900px) 852px, 100vw', width: 1200, height: 675 };
    return `<div class="fp-c fp-md fp-page"><div class="fp-frame fp-wide">${img(picture, 'fp-fill')}</div></div>`;
  }
  return '';
}

/** index.html with the critical CSS in its head and the static first paint inside its (empty) root element. */
export function injectFirstPaint(html: string, page: PageMeta, listed: ListedImage = null): string {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  const closing = html.search(/<\/head>/i);
  if (at === -1 || closing === -1) return html;
  const markup = `<div id="root"><div aria-hidden="true">${header()}${body(page, listed)}</div></div>`;
  return `${html.slice(0, closing)}<style>${CSS}</style>\n  ${html.slice(closing, at)}${markup}${html.slice(at + root.length)}`;
}
