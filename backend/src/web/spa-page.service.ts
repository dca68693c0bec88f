import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { CatalogEntry, CatalogService } from '../catalog/catalog.service';
import { productCardPage, productCardQueryOf } from '../catalog/product-cards';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { injectPageMeta } from '@shop/site/page-head.js';
import { PageMeta } from '../seo/page-meta';
import { PageMetaService, ProductRead } from '../seo/page-meta.service';
import { inProcessFetch } from './in-process-fetch';
import { fillTemplate } from '@shop/site/page-document.js';
import { KeyContext, pageCacheKey, PageRenderCache, pathOf, RenderQueue } from './page-render-cache';
import { loadSsrBundle, SsrBundle } from './ssr-bundle';

export interface RenderedPage {
  status: number;
  html: string;
  /**
   * A catalogue page asked for at its own cache key (its canonical address): a cache in front (nginx) may share it.
   * Other spellings (unknown values, extra parameters) are served from this process's cache but not shared, so random
   * values cannot fill the proxy's cache either.
   */
  shareable?: boolean;
}

interface FreshPage extends RenderedPage {
  /** Whether React rendered the body (false: the shell only, after a failed render or without a server build). */
  rendered: boolean;
}

/** Paths the single-page app never answers: the API, the payment calls and the image folder. */
export function isServerOnlyPath(path: string): boolean {
  return /^\/(api(\/|$)|setup$|order(\/|$)|public-objects\/)/.test(path);
}

/**
 * Answers page routes, as Vite's SSR guide's server does: index.html with the route's head from PageMetaService (the
 * one source of every page's head, also served to the browser at /api/page-meta), and for storefront routes the
 * server entry's `render` (frontend/src/entry-server.tsx) in its placeholders: the body with its data, critical styles
 * and the route's modulepreload links, which the browser hydrates. The back office, and every page when there is no
 * server build or a render fails, get the shell and render in the browser. The build is read once: a rebuild needs a
 * restart (as for any deployment).
 *
 * Catalogue pages are kept rendered (PageRenderCache), keyed by their address and the catalogue's version, so a
 * render costs once per page and catalogue change rather than once per request.
 */
@Injectable()
export class SpaPageService {
  private readonly logger = new Logger('Web');
  private bundle?: SsrBundle | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pageMeta: PageMetaService,
    private readonly adapterHost: HttpAdapterHost,
    private readonly catalog: CatalogService,
  ) {}

  private readonly cache = new PageRenderCache<RenderedPage>();
  private readonly renders = new RenderQueue();
  private readonly rendersInFlight = new Map<string, Promise<FreshPage>>();

  /** How many rendered pages are kept (tests, and a figure to watch). */
  get cachedPageCount(): number {
    return this.cache.size;
  }

  /**
   * `url` is the request's path and query; `status` 404 forces the not-found head; otherwise the route decides (unknown
   * slugs answer 404). `cartCookie`: the cart cookie's value for a page that shows the cart (@shop/site page-document.js); only
   * pages the cache does not keep are rendered with it, so no shopper's cart can reach a cached page.
   * `clientAddress`: the visitor's, for the render's rate-limited API calls (the search page's); cached pages make none.
   */
  async render(url: string, status = 200, cartCookie?: string, clientAddress?: string): Promise<RenderedPage> {
    // The request's product is read once: its cache key, its head and its render share the read.
    const productOf = readOncePerRequest(this.catalog);
    if (status !== 200 || pageCacheKey(url) === undefined)
      return this.renderFresh(url, status, productOf, cartCookie, clientAddress);
    const version = await this.catalogVersion();
    if (version === undefined) return this.renderFresh(url, status, productOf);
    const key = pageCacheKey(url, await this.keyContext(url, productOf)) as string;
    const shareable = key === url;
    const cached = this.cache.get(version, key);
    if (cached) return { ...cached, shareable };
    const page = await this.renderOnce(`${version}\n${key}`, () => this.renderFresh(url, status, productOf));
    // Only full renders that answer 200: a failed render (the shell) is retried, and unknown slugs (404) are not kept.
    if (page.rendered && page.status === 200) this.cache.set(version, key, { status: page.status, html: page.html });
    return { status: page.status, html: page.html, shareable };
  }

  /**
   * One render per cache key at a time: requests that miss the cache together (many spellings of one page after a
   * catalogue change) share the first one's render instead of each taking a place in the render queue.
   */
  private renderOnce(key: string, render: () => Promise<FreshPage>): Promise<FreshPage> {
    const running = this.rendersInFlight.get(key);
    if (running) return running;
    const started = render().finally(() => this.rendersInFlight.delete(key));
    this.rendersInFlight.set(key, started);
    return started;
  }

  /** What the cache key reads from the catalogue snapshot (in process): the product's sizes, the list's shown page. */
  private async keyContext(url: string, productOf: ProductRead): Promise<KeyContext> {
    const path = pathOf(url);
    if (path === '/products') {
      const query = productCardQueryOf(new URLSearchParams(url.slice(path.length + 1)));
      return { listPage: productCardPage((await this.catalog.list()).dtos, query).page };
    }
    const slug = productSlugOf(path);
    return slug === undefined ? {} : { productSizes: (await productOf(slug))?.product.sizes };
  }

  /**
   * The product list's entity tag: it changes with any catalogue write (CatalogService drops its snapshot, and with
   * Redis every instance sees the shared version), and it is read from the in-process snapshot, so asking costs
   * nothing. The year is part of it for the footer's copyright line. Undefined (no caching) while the catalogue is away.
   */
  private async catalogVersion(): Promise<string | undefined> {
    try {
      return `${(await this.catalog.list()).json.etag}|${new Date().getUTCFullYear()}`;
    } catch {
      return undefined;
    }
  }

  /** A render through the queue: past its bound a TemporarilyUnavailable (503 with Retry-After) instead of a wait. */
  private renderFresh(
    url: string,
    status: number,
    productOf: ProductRead,
    cartCookie?: string,
    clientAddress?: string,
  ): Promise<FreshPage> {
    return this.renders.run(async () => {
      const bundle = this.loadBundle();
      if (!bundle) return { status: 503, html: this.notBuiltPage(), rendered: false };
      const [meta, app] = await Promise.all([
        this.metaFor(url, status, productOf),
        this.renderApp(bundle, url, productOf, cartCookie, clientAddress),
      ]);
      const page = fillTemplate(injectPageMeta(bundle.template, meta), app ?? { head: '', html: '' });
      return { status: meta.status, html: page, rendered: app !== undefined };
    });
  }

  private async renderApp(
    { entry, manifest }: SsrBundle,
    url: string,
    productOf: ProductRead,
    cartCookie?: string,
    clientAddress?: string,
  ) {
    if (!entry) return undefined;
    try {
      const fetch = inProcessFetch(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), clientAddress);
      const product = await productDtoOf(url, productOf);
      const result = await entry.render({
        url,
        fetch,
        manifest,
        ...(cartCookie === undefined ? {} : { cartCookie }),
        ...(product === undefined ? {} : { product }),
      });
      return result.rendered ? { head: result.head, html: result.html } : undefined;
    } catch (error) {
      // The shell still works: the browser renders the page itself.
      this.logger.error(
        `Server render of ${url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return undefined;
    }
  }

  private async metaFor(url: string, status: number, productOf: ProductRead): Promise<PageMeta> {
    const path = url.split('?')[0];
    if (status === 404) return this.pageMeta.notFound(path);
    try {
      return await this.pageMeta.metaFor(url, productOf);
    } catch (error) {
      // The catalogue is unreachable: still serve the app (it shows its own error), with a head crawlers will not index.
      this.logger.error(`No head for ${path}: ${error instanceof Error ? error.message : String(error)}`);
      return this.pageMeta.unavailable(path);
    }
  }

  private loadBundle(): SsrBundle | undefined {
    if (this.bundle === undefined) {
      try {
        this.bundle = loadSsrBundle(this.config.webDistDir) ?? null;
        if (!this.bundle) this.logger.warn(`No storefront build in ${this.config.webDistDir}: run \`npm run build\``);
        else if (!this.bundle.entry)
          this.logger.warn('No server build of the storefront: pages render in the browser only (run `npm run build`)');
      } catch (error) {
        // A broken server build (e.g. a package it needs is missing) must not take the pages down with it.
        this.bundle = loadSsrBundle(this.config.webDistDir, { serverEntry: false }) ?? null;
        this.logger.error(
          `The storefront's server build cannot be loaded, pages render in the browser only: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return this.bundle ?? undefined;
  }

  private notBuiltPage(): string {
    return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront not built</title></head><body><p>The storefront has not been built yet: run <code>npm run build</code>. The API is at <a href="/api/docs">/api/docs</a>.</p></body></html>';
  }
}

/** A product read that asks the catalogue once per slug, for the length of one request. */
function readOncePerRequest(catalog: CatalogService): ProductRead {
  const reads = new Map<string, Promise<CatalogEntry | undefined>>();
  return (slug) => {
    let read = reads.get(slug);
    if (!read) reads.set(slug, (read = catalog.product(slug)));
    return read;
  };
}

/** The slug of a product page's path (`/products/{slug}`); undefined for any other path or a malformed escape. */
function productSlugOf(path: string): string | undefined {
  const rest = path.startsWith('/products/') ? path.slice('/products/'.length) : '';
  if (!rest || rest.includes('/')) return undefined;
  try {
    return decodeURIComponent(rest);
  } catch {
    return undefined;
  }
}

/** The product page's ProductDto (the bytes GET /api/products/{slug} answers with), for the render's store. */
async function productDtoOf(url: string, productOf: ProductRead): Promise<object | undefined> {
  const slug = productSlugOf(pathOf(url));
  const entry = slug === undefined ? undefined : await productOf(slug).catch(() => undefined);
  return entry && (JSON.parse(entry.json.body.toString('utf8')) as object);
}
