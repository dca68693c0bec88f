// What the server's renders cost: the pages kept rendered (PageRenderCache) and the renders let run at once (RenderQueue).
import { LRUCache } from 'lru-cache';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { TemporarilyUnavailable } from '../common/errors/domain-errors';
import { PRODUCT_LIST } from '../common/site';

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

/** How a page reads one query parameter's value (the first one, as URLSearchParams.get does). */
type ParamReader = (value: string) => string;
const asIs: ParamReader = (value) => value;

/**
 * The query parameters each cached page reads, normalised as the page normalises them (frontend: productFilters.ts
 * for the list, ProductDetailPage for `?size=`); every other parameter is left out of the key, since the page's HTML
 * does not depend on it. A screen that starts reading a parameter must add it here. Maps, since the names are the
 * visitor's.
 */
const LIST_PARAMS = new Map<string, ParamReader>([
  ['filter', (value) => value.trim().toLowerCase()],
  ['scent', asIs],
  ['page', listPage],
]);
const PRODUCT_PARAMS = new Map<string, ParamReader>([['size', asIs]]);
const NO_PARAMS = new Map<string, ParamReader>();

/** `?page=` as the list reads it (pageFromQuery): 2 to maxPage as a plain number, anything else page 1 (no parameter). */
function listPage(value: string): string {
  const page = /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return page > 1 && page <= PRODUCT_LIST.maxPage ? String(page) : '';
}

/** Longer values are read by no page (they mean "all"), and are not worth a cache entry of their own. */
export const MAX_KEY_PARAM_LENGTH = 40;

function paramsReadOn(path: string): ReadonlyMap<string, ParamReader> {
  if (path === '/products') return LIST_PARAMS;
  return path.startsWith('/products/') ? PRODUCT_PARAMS : NO_PARAMS;
}

/**
 * The cache key of a page address (path and query), or undefined when the page is not cached: the path and the
 * normalised values of the parameters the page reads, in a fixed order. Random or unknown parameters (`?r=<random>`,
 * campaign tags) therefore hit the same entry; an over-long value is rendered (through the render queue), not kept.
 */
export function pageCacheKey(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!CATALOGUE_PAGE.test(path)) return undefined;
  if (queryAt === -1) return path;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const kept: string[] = [];
  for (const [name, read] of paramsReadOn(path)) {
    const raw = query.get(name);
    const value = raw === null ? '' : read(raw);
    if (value.length > MAX_KEY_PARAM_LENGTH) return undefined;
    if (value) kept.push(`${name}=${encodeURIComponent(value)}`);
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
