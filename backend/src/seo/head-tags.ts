import { BRAND } from '../common/brand';
import { lcpPreloadTag } from './lcp-preload';
import { PageMeta } from './page-meta';

/** Marks every tag the server writes, so the storefront can replace exactly these on client-side navigation. */
export const PAGE_META_ATTRIBUTE = 'data-page-meta';

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** JSON inside <script>: `<` and friends are escaped so no string in the data can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" ${PAGE_META_ATTRIBUTE}>`;
}

/** The tags after <title> and the description: canonical, robots, Open Graph, Twitter card and JSON-LD. */
export function renderHeadTags(page: PageMeta): string {
  const tags = [
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}" ${PAGE_META_ATTRIBUTE}>`,
    meta('name', 'robots', page.robots),
    meta('property', 'og:site_name', BRAND.name),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonicalUrl),
    ...(page.imageUrl ? [meta('property', 'og:image', page.imageUrl)] : []),
    meta('name', 'twitter:card', page.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...(page.imageUrl ? [meta('name', 'twitter:image', page.imageUrl)] : []),
    ...page.jsonLd.map(
      (data) => `<script type="application/ld+json" ${PAGE_META_ATTRIBUTE}>${scriptSafeJson(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}

/** Tags of the same kinds already in the built index.html are dropped so each appears exactly once. */
const TEMPLATE_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s[^>]*name=["'](?:description|robots|twitter:[^"']*)["'][^>]*>\s*/gi,
  /<meta\s[^>]*property=["']og:[^"']*["'][^>]*>\s*/gi,
  /<link\s[^>]*rel=["']canonical["'][^>]*>\s*/gi,
  /<script\s[^>]*type=["']application\/ld\+json["'][^>]*>[\s\S]*?<\/script>\s*/gi,
];

/**
 * The template's viewport tag (after its `<meta charset>`): a responsive preload must come after it, or the browser
 * picks its candidate for the default 980 px layout width and fetches the phone the 1600 px picture.
 */
const VIEWPORT_TAG = /<meta\s+name=["']viewport["'][^>]*>/i;
const CHARSET_TAG = /<meta\s+charset=[^>]*>/i;

/**
 * Writes the page's head into the storefront's index.html (the body is left to the browser). The largest paint's
 * picture is announced right after the viewport, before the entry's scripts and the fonts: the browser (and a link of
 * six connections) starts its downloads in the order it meets them, and that picture is what the page waits for to
 * look finished.
 */
export function injectPageMeta(indexHtml: string, page: PageMeta): string {
  const stripped = TEMPLATE_TAGS.reduce((html, pattern) => html.replace(pattern, ''), indexHtml);
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" ${PAGE_META_ATTRIBUTE}>`,
    renderHeadTags(page),
  ].join('\n    ');
  // Spliced rather than String.replace: descriptions contain "$8", which a replacement string reads as a pattern.
  const closing = stripped.search(/<\/head>/i);
  const withHead =
    closing === -1
      ? `${head}\n${stripped}`
      : `${stripped.slice(0, closing).trimEnd()}\n    ${head}\n  ${stripped.slice(closing)}`;
  const picture = lcpPreloadTag(page);
  if (!picture) return withHead;
  const anchor = VIEWPORT_TAG.exec(withHead) ?? CHARSET_TAG.exec(withHead) ?? /<head\b[^>]*>/i.exec(withHead);
  if (!anchor) return `${picture}\n${withHead}`;
  const at = anchor.index + anchor[0].length;
  return `${withHead.slice(0, at)}\n    ${picture}${withHead.slice(at)}`;
}
