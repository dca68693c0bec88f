import { LRUCache } from 'lru-cache';

/**
 * The most rendered pages kept. The catalogue pages are a few per product and article (tens in this shop); the
 * bound keeps the memory of a much larger catalogue, or of a crawler walking every address, at a few tens of MB
 * (pages are ~50-150 KB), and the least recently asked pages go first.
 */
export const PAGE_CACHE_MAX_ENTRIES = 300;

/**
 * Catalogue pages whose HTML depends only on their address and on the catalogue (products, their FAQs, journal
 * articles built into the app): the same for every visitor, since what only a browser knows (the cart, the checkout
 * in progress) is never rendered into them (only /checkout, never cached, is painted with the cart cookie).
 */
const CATALOGUE_PAGE = /^\/(products(\/[^/]+)?|journal(\/[^/]+)?|refills|holiday)?$/;

/**
 * Query parameters no screen reads (campaign and click tags): dropped from the key, so a shared link with them is
 * served from the cache. Any other parameter might be read by a screen (the list's filters, a product's `?size=`):
 * such an address is rendered every time rather than cached, so neither a parameter a screen starts reading later
 * nor an attacker's endless values can serve a wrong page or fill the cache.
 */
const IGNORED_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/i;

/** The cache key of a page address (path and query), or undefined when the page is not cached. */
export function pageCacheKey(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!CATALOGUE_PAGE.test(path)) return undefined;
  if (queryAt !== -1) {
    for (const name of new URLSearchParams(url.slice(queryAt + 1)).keys()) if (!IGNORED_PARAM.test(name)) return undefined;
  }
  return path;
}

/**
 * Rendered catalogue pages of one catalogue version. The version (the product list's entity tag, which changes with
 * any catalogue write) is given with every read: a new version empties the cache, so an admin write shows on the
 * very next render, and pages of an old version never linger. Only pages that rendered fully and answer 200 are
 * stored (the caller's job), so unknown slugs (404) cannot fill it.
 */
export class PageRenderCache<Page extends object> {
  private readonly pages: LRUCache<string, Page>;
  private version?: string;

  constructor(maxEntries = PAGE_CACHE_MAX_ENTRIES) {
    this.pages = new LRUCache({ max: maxEntries });
  }

  get(version: string, key: string): Page | undefined {
    if (version !== this.version) {
      this.pages.clear();
      this.version = version;
    }
    return this.pages.get(key);
  }

  /** Stores a page rendered at `version`; a page rendered while the catalogue changed under it is dropped. */
  set(version: string, key: string, page: Page): void {
    if (version === this.version) this.pages.set(key, page);
  }

  get size(): number {
    return this.pages.size;
  }
}
