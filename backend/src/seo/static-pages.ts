import type { HeadCopy } from '@shop/site';
import { BRAND } from '../common/brand';
import { HEAD_COPY, SITE_ROUTES } from '../common/site';
import { PageMeta } from './page-meta';

export interface StaticPage {
  title: string;
  description: string;
  robots: PageMeta['robots'];
  /** Name in breadcrumbs (indexable pages only). */
  crumb?: string;
}

export function pageTitle(name: string): string {
  return `${name} | ${BRAND.name}`;
}

function staticPage(copy: HeadCopy, indexed: boolean, whole = false): StaticPage {
  return {
    title: whole ? copy.title : pageTitle(copy.title),
    description: copy.description,
    robots: indexed ? 'index,follow' : 'noindex,nofollow',
    ...(copy.crumb === undefined ? {} : { crumb: copy.crumb }),
  };
}

/**
 * The head of every page route whose content is not in the database or the journal, by route path (docs/product.md,
 * Screens):
 * its copy from the shared head-copy.json, its robots from the shared route table.
 */
export const STATIC_PAGES: Record<string, StaticPage> = Object.fromEntries(
  SITE_ROUTES.filter((route) => Object.hasOwn(HEAD_COPY.pages, route.path)).map((route) => [
    route.path,
    staticPage(HEAD_COPY.pages[route.path], route.indexed, route.path === '/'),
  ]),
);

export const NOT_FOUND_PAGE: StaticPage = staticPage(HEAD_COPY.notFound, false);

/** /products/{slug} for a slug the catalogue does not hold: the screen says 'Product not found', so does the title. */
export const PRODUCT_NOT_FOUND_PAGE: StaticPage = staticPage(HEAD_COPY.productNotFound, false);

/**
 * Paths crawlers are asked to stay away from (robots.txt): every route that is not indexed (they carry noindex too),
 * cut before its first parameter, since a Disallow line covers every path it begins.
 */
export const DISALLOWED_PATHS: string[] = [
  ...new Set(SITE_ROUTES.filter((route) => !route.indexed).map((route) => route.path.replace(/\/:.*$/, ''))),
];
