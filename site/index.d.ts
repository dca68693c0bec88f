// Types of the JSON files of @shop/site. The files are imported by path (`@shop/site/routes.json`); each workspace
// assigns them to these types once, so a file that breaks its shape fails that workspace's typecheck.

/** One address of the site (spec section 2), written as both routers read it (`:name` is one path segment). */
export interface SiteRoute {
  path: string;
  /** The back office: behind its password, rendered in the browser only. */
  backOffice: boolean;
  /** Crawled and indexed; when false the page carries noindex and robots.txt asks crawlers to stay away. */
  indexed: boolean;
}

/** The head copy of a page whose content is not in the database or the journal. */
export interface HeadCopy {
  /** The page's name: the document title is "{title} | {brand}", except on the home page, where it is whole. */
  title: string;
  description: string;
  /** Name in breadcrumbs (indexable section pages only). */
  crumb?: string;
}

/** head-copy.json: per route path (as in routes.json), plus the two not-found pages. */
export interface HeadCopyFile {
  pages: Record<string, HeadCopy>;
  notFound: HeadCopy;
  productNotFound: HeadCopy;
}

/** One of the four fragrances (spec section 3). */
export interface Scent {
  /** Two digits, as in product names and slugs ("No. 42", "-no-42"). */
  number: string;
  name: string;
}
