import { Injectable } from '@nestjs/common';
import { CatalogService } from '../catalog/catalog.service';
import { JournalService } from '../journal/journal.service';
import { PageMetaService } from './page-meta.service';
import { SHOP_POLICIES } from '../common/site';
import { DISALLOWED_PATHS } from './static-pages';

/** The contact and policy pages: their text changes only with the date in shop-policies.json. */
const POLICY_PAGES = ['/contact', '/privacy', '/terms', '/shipping-returns'];

interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD. */
  lastmod: string;
}

function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );
}

function day(date: Date | string): string {
  return new Date(date).toISOString().slice(0, 10);
}

function newest(days: string[]): string {
  return days.reduce((a, b) => (b > a ? b : a));
}

/** robots.txt and sitemap.xml: every indexable page, with the date its content last changed. */
@Injectable()
export class SitemapService {
  constructor(
    private readonly catalog: CatalogService,
    private readonly journal: JournalService,
    private readonly pageMeta: PageMetaService,
  ) {}

  robotsTxt(): string {
    return [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.pageMeta.absolute('/sitemap.xml')}`,
      '',
    ].join('\n');
  }

  async sitemapXml(): Promise<string> {
    const urls = (await this.entries()).map(
      (entry) =>
        `  <url>\n    <loc>${xmlEscape(this.pageMeta.absolute(entry.path))}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }

  private async entries(): Promise<SitemapEntry[]> {
    const { products } = await this.catalog.list();
    const articles = this.journal.listArticles();
    const productEntries = products.map((p) => ({
      path: `/products/${encodeURIComponent(p.slug)}`,
      lastmod: day(p.updatedAt),
    }));
    const articleEntries = articles.map((a) => ({ path: `/journal/${a.slug}`, lastmod: a.dateModified }));
    // Home, the list and the refill hub show catalogue data (products, prices), so they change when it does.
    const catalogueDay = newest(productEntries.map((e) => e.lastmod).concat(articleEntries.map((e) => e.lastmod)));
    return [
      { path: '/', lastmod: catalogueDay },
      { path: '/products', lastmod: catalogueDay },
      ...productEntries,
      { path: '/refills', lastmod: catalogueDay },
      { path: '/journal', lastmod: newest(articleEntries.map((e) => e.lastmod)) },
      ...articleEntries,
      ...POLICY_PAGES.map((path) => ({ path, lastmod: SHOP_POLICIES.policyPagesUpdated })),
    ];
  }
}
