import { Inject, Injectable } from '@nestjs/common';
import { ShippingMethodsService } from '../shipping/shipping-methods.service';
import { CatalogEntry, CatalogService } from '../catalog/catalog.service';
import { faqsForCategory } from '../catalog/category-faqs';
import type { Product } from '../catalog/product.entity';
import { productCardPage, productCardQueryOf } from '../catalog/product-cards';
import { absoluteUrl } from '../common/absolute-url';
import { BRAND } from '../common/brand';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { JournalService } from '../journal/journal.service';
import { JsonLd, PageMeta } from './page-meta';
import { matchSiteRoute } from '../common/site';
import { NOT_FOUND_PAGE, pageTitle, PRODUCT_NOT_FOUND_PAGE, STATIC_PAGES, StaticPage } from './static-pages';
import {
  articleLd,
  breadcrumbLd,
  Crumb,
  faqPageLd,
  itemListLd,
  organizationLd,
  productLd,
  websiteLd,
} from './structured-data';

/** Reads one product of the catalogue by its slug (CatalogService.product, or a read the request already made). */
export type ProductRead = (slug: string) => Promise<CatalogEntry | undefined>;

/** Meta descriptions longer than this are cut at a word boundary (search engines show about this much). */
const DESCRIPTION_LIMIT = 160;

/**
 * The head of every storefront route (docs/product.md, Screens): title, description, canonical URL, share image, robots
 * and
 * JSON-LD, for the routes of the shared route table (@shop/site). Products come from the catalogue (fresh after admin writes: CatalogService is invalidated on every write),
 * articles from the journal content; anything else is a 404 with the not-found head.
 */
@Injectable()
export class PageMetaService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalog: CatalogService,
    private readonly journal: JournalService,
    private readonly shipping: ShippingMethodsService,
  ) {}

  /**
   * `url`: the page's path and query (the product list's head names the products of the page the query asks for).
   * `productOf`: how a product page reads its product, when the caller has read it already for the same request.
   */
  async metaFor(url: string, productOf: ProductRead = (slug) => this.catalog.product(slug)): Promise<PageMeta> {
    const [pathPart, query = ''] = url.split('#')[0].split('?');
    const path = pathPart || '/';
    const segments = decodeSegments(path);
    if (!segments) return this.notFound(path);
    const match = matchSiteRoute(segments);
    if (!match) return this.notFound(path);
    // The two routes whose head comes from content; every other route's head is its static copy.
    if (match.route.path === '/products/:slug') return this.productMeta(path, await productOf(match.params.slug));
    if (match.route.path === '/journal/:slug') return this.articleMeta(path, match.params.slug);
    const page = STATIC_PAGES[match.route.path] as StaticPage | undefined;
    if (!page) throw new Error(`No head copy for the route ${match.route.path} (site/head-copy.json)`);
    return this.staticMeta(path, page, await this.jsonLdFor(path, page, new URLSearchParams(query)));
  }

  /** The not-found head (also used when a known route must answer 404). */
  notFound(path: string, page: StaticPage = NOT_FOUND_PAGE): PageMeta {
    return { ...this.staticMeta(path, page), status: 404, imageUrl: null };
  }

  /** When the catalogue cannot be read: the site's own head, kept out of search indexes until the page is whole again. */
  unavailable(path: string): PageMeta {
    return { ...this.staticMeta(path, { ...STATIC_PAGES['/'], robots: 'noindex,nofollow' }), imageUrl: null };
  }

  /** Resolves a site path (or keeps an absolute URL) against PUBLIC_BASE_URL. */
  readonly absolute = (pathOrUrl: string): string => absoluteUrl(this.config.publicBaseUrl, pathOrUrl);

  private async productMeta(path: string, entry: CatalogEntry | undefined): Promise<PageMeta> {
    const product = entry?.product;
    if (!product) return this.notFound(path, PRODUCT_NOT_FOUND_PAGE);
    const url = this.absolute(`/products/${encodeURIComponent(product.slug)}`);
    return {
      path,
      status: 200,
      title: pageTitle(product.name),
      description: clip(product.description),
      canonicalUrl: url,
      imageUrl: this.absolute(product.imageUrl ?? product.image),
      ...(product.imageUrl ? {} : storedWidthOf(product)),
      robots: 'index,follow',
      ogType: 'product',
      jsonLd: [
        organizationLd(this.absolute),
        productLd(
          product,
          url,
          this.absolute,
          await this.catalog.availabilityOf(product),
          await this.shipping.listActive(),
        ),
        faqPageLd(faqsForCategory(product.category)),
        breadcrumbLd([...this.crumbsTo('/products'), { name: product.name, url }]),
      ],
    };
  }

  private articleMeta(path: string, slug: string): PageMeta {
    const article = this.journal.findBySlug(slug);
    if (!article) return this.notFound(path);
    const url = this.absolute(`/journal/${article.slug}`);
    return {
      path,
      status: 200,
      title: article.metaTitle,
      description: clip(article.metaDescription),
      canonicalUrl: url,
      imageUrl: this.absolute(article.heroImage),
      robots: 'index,follow',
      ogType: 'article',
      jsonLd: [
        articleLd(article, url, this.absolute),
        faqPageLd(article.faq),
        breadcrumbLd([...this.crumbsTo('/journal'), { name: article.title, url }]),
      ],
    };
  }

  private staticMeta(path: string, page: StaticPage, jsonLd: JsonLd[] = []): PageMeta {
    const indexable = page.robots === 'index,follow';
    return {
      path,
      status: 200,
      title: page.title,
      description: page.description,
      canonicalUrl: this.absolute(path),
      // Back-office and not-found pages are never shared, so they carry no share image.
      imageUrl: indexable || path === '/holiday' ? this.absolute(BRAND.shareImagePath) : null,
      robots: page.robots,
      ogType: 'website',
      jsonLd,
    };
  }

  private async jsonLdFor(path: string, page: StaticPage, query: URLSearchParams): Promise<JsonLd[]> {
    if (path === '/') return [organizationLd(this.absolute), websiteLd(this.absolute)];
    if (!page.crumb) return [];
    const breadcrumb = breadcrumbLd(this.crumbsTo(path));
    if (path === '/products') {
      // The products of this page's cards, not the whole catalogue: a large catalogue would weigh on every page.
      const { dtos } = await this.catalog.list();
      const products = productCardPage(dtos, productCardQueryOf(query)).items.flatMap((card) => card.variants);
      return [
        breadcrumb,
        itemListLd(
          products.map((p) => ({ name: p.name, url: this.absolute(`/products/${encodeURIComponent(p.slug)}`) })),
        ),
      ];
    }
    if (path === '/journal') {
      return [
        breadcrumb,
        itemListLd(
          this.journal.listArticles().map((a) => ({ name: a.title, url: this.absolute(`/journal/${a.slug}`) })),
        ),
      ];
    }
    return [breadcrumb];
  }

  /** Home, then the section page (e.g. Home › Products). */
  private crumbsTo(sectionPath: string): Crumb[] {
    return [
      { name: 'Home', url: this.absolute('/') },
      { name: STATIC_PAGES[sectionPath].crumb ?? sectionPath, url: this.absolute(sectionPath) },
    ];
  }
}

/** Path segments, decoded; undefined when the path is not valid percent-encoding (such a page cannot exist). */
function decodeSegments(path: string): string[] | undefined {
  try {
    return path === '/' ? [] : path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_LIMIT) return flat;
  const cut = flat.slice(0, DESCRIPTION_LIMIT - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:]+$/, '')}…`;
}

/** The main picture's stored width when it is an uploaded photo. */
function storedWidthOf(product: Product): { imageWidth?: number } {
  const width = product.imageSizes?.[product.images.indexOf(product.image)]?.[0];
  return width ? { imageWidth: width } : {};
}
