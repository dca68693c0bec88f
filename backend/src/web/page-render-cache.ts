// What the server's renders cost: the pages kept rendered (PageRenderCache) and the renders let run at once (RenderQueue).
import { LRUCache } from 'lru-cache';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { productCardQueryOf } from '../catalog/product-cards';
import { TemporarilyUnavailable } from '../common/errors/domain-errors';

/**
 * The most rendered pages kept. The catalogue pages are a few per product and article (tens in this shop); the
 * bound keeps the memory of a much larger catalogue, or of a crawler walking every address, to a fixed number of
 * pages, and the least recently asked pages go first.
 */
export const PAGE_CACHE_MAX_ENTRIES = 300;

/**
 * Catalogue pages whose HTML depends only on their address and on the catalogue (products, their FAQs, journal
 * articles built into the app): the same for every visitor, since what only a browser knows (the cart, the checkout
 * in progress) is never rendered into them (only /checkout, never cached, is painted with the cart cookie).
 */
const CATALOGUE_PAGE = /^\/(products(\/[^/]+)?|journal(\/[^/]+)?|refills|holiday)?$/;

/** What the key needs beyond the address, from the catalogue (undefined: not known, the parameter is left out). */
export interface KeyContext {
  /** The sizes the product of a product page sells. */
  productSizes?: readonly string[];
  /** The page the list shows for the address (past its last page the list shows the last). */
  listPage?: number;
}

/** The path of a page address, without its query. */
export function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * The cache key of a page address (path and query), or undefined when the page is not cached: the path and the
 * parameters the page reads, each reduced to what the page makes of it (the list: productCardQueryOf, as the
 * storefront's productFilters.ts; a product page: `?size=` only when the product sells that size). A value the page
 * does not know means its default and is left out, and so is every other parameter, so random `?scent=`, `?filter=`,
 * `?size=`, `?page=` or `?r=` values all hit one entry: the keys are bounded by the catalogue. A screen that starts
 * reading a parameter must add it here.
 */
export function pageCacheKey(url: string, context: KeyContext = {}): string | undefined {
  const path = pathOf(url);
  if (!CATALOGUE_PAGE.test(path)) return undefined;
  if (path.length === url.length) return path;
  const query = new URLSearchParams(url.slice(path.length + 1));
  let kept: string[] = [];
  if (path === '/products') {
    const list = productCardQueryOf(query);
    const page = context.listPage ?? list.page;
    if (list.filter !== 'all') kept.push(`filter=${list.filter}`);
    if (list.scent) kept.push(`scent=${list.scent}`);
    if (page > 1) kept.push(`page=${page}`);
  } else if (path.startsWith('/products/')) {
    const size = query.get('size');
    if (size !== null && context.productSizes?.includes(size)) kept = [`size=${encodeURIComponent(size)}`];
  }
  return kept.length ? `${path}?${kept.join('&')}` : path;
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

/**
 * Server renders at once: one. A render is CPU bound (its data comes from the process), so a second at once only
 * interleaves with it: each takes longer, and a turn of the event loop holds two render passes instead of one.
 */
export const MAX_ACTIVE_RENDERS = 1;
/** Renders that may wait for a slot; past this a page answers 503, so a flood cannot queue unbounded work. */
export const MAX_WAITING_RENDERS = 16;
export const RENDER_RETRY_AFTER_SECONDS = 2;

const BUSY = 'The shop is busy right now. Please try again in a moment.';

/**
 * Bounded concurrency for server renders: at most MAX_ACTIVE_RENDERS run, the next MAX_WAITING_RENDERS wait in
 * arrival order, and the rest are refused at once with a 503 and Retry-After (uncached pages are the one thing a
 * stranger can ask for endlessly, with a fresh query string each time).
 */
export class RenderQueue {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly maxActive = MAX_ACTIVE_RENDERS,
    readonly maxWaiting = MAX_WAITING_RENDERS,
  ) {}

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) {
      if (this.waiting.length >= this.maxWaiting)
        throw new TemporarilyUnavailable(BUSY, BUSY, RENDER_RETRY_AFTER_SECONDS);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      // A turn of the event loop before each render: a hand-off is a promise, and without the turn the renders in line
      // would run back to back as one chain of microtasks, so no request (a health check) is read until all are done.
      await nextTurn();
      return await render();
    } finally {
      // Hand the slot straight to the next in line (active stays counted), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  get queued(): number {
    return this.waiting.length;
  }
}
