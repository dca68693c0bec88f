import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CatalogService } from '../catalog/catalog.service';
import { productCardPage, productCardQueryOf } from '../catalog/product-cards';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { injectPageMeta } from '../seo/head-tags';
import { PageMeta } from '../seo/page-meta';
import { PageMetaService } from '../seo/page-meta.service';
import { inProcessFetch } from './in-process-fetch';
import { withRenderedApp } from './page-html';
import { RenderQueue } from './render-queue';
import { KeyContext, pageCacheKey, PageRenderCache, pathOf } from './page-render-cache';
import { loadSsrBundle, SsrBundle } from './ssr-bundle';

export interface RenderedPage {
  status: number;
  html: string;
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
 * Answers page routes: the built storefront's index.html with its head filled for the route by PageMetaService (the
 * one source of every page's head, also served to the browser at /api/page-meta), and for storefront routes the body
 * rendered by React on the server (frontend/src/entry-server.tsx) with its data and critical styles, which the
 * browser hydrates. The back office, and every page when there is no server build or a render fails, get the shell
 * and render in the browser. The build is read once: a rebuild needs a restart (as for any deployment).
 *
 * Catalogue pages are kept rendered (PageRenderCache), keyed by their address and the catalogue's version, so a
 * render costs once per page and catalogue change rather than once per request.
 */
@Injectable()
export class SpaPageService {
  private readonly logger = new Logger('Web');
  private indexHtml?: string;
  private bundle?: SsrBundle | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pageMeta: PageMetaService,
    private readonly adapterHost: HttpAdapterHost,
    private readonly catalog: CatalogService,
  ) {}

  private readonly cache = new PageRenderCache<RenderedPage>();
  private readonly renders = new RenderQueue();

  /** How many rendered pages are kept (tests, and a figure to watch). */
  get cachedPageCount(): number {
    return this.cache.size;
  }

  /**
   * `url` is the request's path and query; `status` 404 forces the not-found head; otherwise the route decides (unknown
   * slugs answer 404). `cartCookie`: the cart cookie's value for a page that shows the cart (cart-cookie.ts); only
   * pages the cache does not keep are rendered with it, so no shopper's cart can reach a cached page.
   */
  async render(url: string, status = 200, cartCookie?: string): Promise<RenderedPage> {
    if (status !== 200 || pageCacheKey(url) === undefined) return this.renderFresh(url, status, cartCookie);
    const version = await this.catalogVersion();
    if (version === undefined) return this.renderFresh(url, status);
    const key = pageCacheKey(url, await this.keyContext(url)) as string;
    const cached = this.cache.get(version, key);
    if (cached) return cached;
    const { rendered, ...page } = await this.renderFresh(url, status);
    // Only full renders that answer 200: a failed render (the shell) is retried, and unknown slugs (404) are not kept.
    if (rendered && page.status === 200) this.cache.set(version, key, page);
    return page;
  }

  /** What the cache key reads from the catalogue snapshot (in process): the product's sizes, the list's shown page. */
  private async keyContext(url: string): Promise<KeyContext> {
    const path = pathOf(url);
    if (path === '/products') {
      const query = productCardQueryOf(new URLSearchParams(url.slice(path.length + 1)));
      return { listPage: productCardPage((await this.catalog.list()).dtos, query).page };
    }
    if (!path.startsWith('/products/')) return {};
    let slug: string;
    try {
      slug = decodeURIComponent(path.slice('/products/'.length));
    } catch {
      return {};
    }
    return { productSizes: (await this.catalog.product(slug))?.product.sizes };
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
  private renderFresh(url: string, status: number, cartCookie?: string): Promise<FreshPage> {
    return this.renders.run(async () => {
      const html = this.loadIndexHtml();
      if (!html) return { status: 503, html: this.notBuiltPage(), rendered: false };
      const [meta, app] = await Promise.all([this.metaFor(url, status), this.renderApp(url, cartCookie)]);
      const page = injectPageMeta(html, meta);
      return { status: meta.status, html: app ? withRenderedApp(page, app) : page, rendered: app !== undefined };
    });
  }

  private async renderApp(url: string, cartCookie?: string) {
    const bundle = this.loadBundle();
    if (!bundle) return undefined;
    try {
      const fetch = inProcessFetch(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
      const result = await bundle.entry.render({ url, fetch, ...(cartCookie === undefined ? {} : { cartCookie }) });
      if (!result.rendered) return undefined;
      return {
        html: result.html,
        styles: result.styles,
        state: result.state,
        chunks: bundle.chunksFor(result.screens),
        cart: result.cart,
      };
    } catch (error) {
      // The shell still works: the browser renders the page itself.
      this.logger.error(
        `Server render of ${url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return undefined;
    }
  }

  private async metaFor(url: string, status: number): Promise<PageMeta> {
    const path = url.split('?')[0];
    if (status === 404) return this.pageMeta.notFound(path);
    try {
      return await this.pageMeta.metaFor(url);
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
        if (!this.bundle)
          this.logger.warn('No server build of the storefront: pages render in the browser only (run `npm run build`)');
      } catch (error) {
        // A broken server build (e.g. a package it needs is missing) must not take the pages down with it.
        this.bundle = null;
        this.logger.error(
          `The storefront's server build cannot be loaded, pages render in the browser only: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return this.bundle ?? undefined;
  }

  private loadIndexHtml(): string | undefined {
    if (this.indexHtml === undefined) {
      const file = join(this.config.webDistDir, 'index.html');
      if (!existsSync(file)) {
        this.logger.warn(`No storefront build at ${file}: run \`npm run build\``);
        return undefined;
      }
      this.indexHtml = readFileSync(file, 'utf8');
    }
    return this.indexHtml;
  }

  private notBuiltPage(): string {
    return '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront not built</title></head><body><p>The storefront has not been built yet: run <code>npm run build</code>. The API is at <a href="/api/docs">/api/docs</a>.</p></body></html>';
  }
}
