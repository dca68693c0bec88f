import { Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FirstPaintService } from '../seo/first-paint.service';
import { injectPageMeta } from '../seo/head-tags';
import { PageMeta } from '../seo/page-meta';
import { PageMetaService } from '../seo/page-meta.service';

export interface RenderedPage {
  status: number;
  html: string;
}

/** Paths the single-page app never answers: the API, the payment calls and the image folder. */
export function isServerOnlyPath(path: string): boolean {
  return /^\/(api(\/|$)|setup$|order(\/|$)|public-objects\/)/.test(path);
}

/**
 * Answers page routes with the built storefront's index.html, its head filled for the route (title, description,
 * canonical, share tags, JSON-LD) so crawlers and link previews see the page without running JavaScript, and its root
 * holding a static first paint (seo/first-paint.ts) until the browser's JavaScript renders the body. index.html is
 * read once: a rebuild needs a restart (as for any deployment).
 */
@Injectable()
export class SpaPageService {
  private readonly logger = new Logger('Web');
  private indexHtml?: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pageMeta: PageMetaService,
    private readonly firstPaint: FirstPaintService,
  ) {}

  /** `url` is the request's path and query; `status` 404 forces the not-found head; otherwise the route decides (unknown slugs answer 404). */
  async render(url: string, status = 200): Promise<RenderedPage> {
    const html = this.loadIndexHtml();
    if (!html) return { status: 503, html: this.notBuiltPage() };
    const [path, query] = url.split('?');
    const meta = await this.metaFor(path, status);
    return { status: meta.status, html: await this.firstPaint.inject(injectPageMeta(html, meta), meta, Boolean(query)) };
  }

  private async metaFor(path: string, status: number): Promise<PageMeta> {
    if (status === 404) return this.pageMeta.notFound(path);
    try {
      return await this.pageMeta.metaFor(path);
    } catch (error) {
      // The catalogue is unreachable: still serve the app (it shows its own error), with a head crawlers will not index.
      this.logger.error(`No head for ${path}: ${error instanceof Error ? error.message : String(error)}`);
      return this.pageMeta.unavailable(path);
    }
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
