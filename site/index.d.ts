// Types of the JSON files of @shop/site. The files are imported by path (`@shop/site/routes.json`); each workspace
// assigns them to these types once, so a file that breaks its shape fails that workspace's typecheck.

/**
 * One address of the site (docs/product.md, Screens), written as both routers read it (`:name` is one path segment).
 */
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

/** One of the four fragrances (docs/product.md, What the shop keeps). */
export interface Scent {
  /** Two digits, as in product names and slugs ("No. 42", "-no-42"). */
  number: string;
  name: string;
}

/**
 * A format filter of the product list (docs/product.md, Constants); 'refill' also keeps every product offering a
 * 'Refill Box' size.
 */
export interface ProductFormat {
  value: string;
  label: string;
  categories: string[];
}

/** product-list.json: the storefront list's filters and paging, read by the API that pages it and the page. */
export interface ProductListFile {
  /** Cards (products with their scent variants) a page. */
  pageSize: number;
  /** Higher `?page=` values are read as page 1, so the render cache keeps a bounded set of pages. */
  maxPage: number;
  formats: ProductFormat[];
  /** Other spellings seen in links (`?filter=aromatherapy`) and the format each means (read into a Map). */
  formatAliases: Record<string, string>;
}

/**
 * The storefront's server render, as both servers call it (frontend/src/entry-server.tsx; the backend loads its build,
 * `npm run dev` loads it through Vite): one call renders one page, whose `head` and `html` go into index.html's
 * placeholders (page-document.js). Declared here, once, so the backend compiles without the frontend's sources.
 */
export interface RenderRequest {
  /** The request's path and query. */
  url: string;
  /** Reaches the API (the backend passes Fastify's inject: no socket, same endpoints). */
  fetch: (input: string | Request, init?: RequestInit) => Promise<Response>;
  /** The request's cart cookie (raw value), passed for the pages that paint the cart only. */
  cartCookie?: string;
  /** The build's manifests, for the route's modulepreload links; none in development (Vite serves the modules). */
  manifest?: BuildManifests;
  /**
   * A product page's product (its ProductDto, as GET /api/products/{slug} answers), read by the server for the page's
   * head too: the render puts it in the store instead of asking the API for it again.
   */
  product?: object;
}

/** Vite's two manifests of the client build, as written (`build.manifest`, `build.ssrManifest`). */
export interface BuildManifests {
  /** dist/.vite/ssr-manifest.json: each source module (`src/…`) → the files of the chunk holding it. */
  ssr: Record<string, string[]>;
  /** dist/.vite/manifest.json: each chunk with its file and the chunks it imports statically. */
  client: Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
}

export type RenderResult =
  | { rendered: false }
  | {
      rendered: true;
      /** For index.html's head: the early-actions script, the route's modulepreload links and critical CSS. */
      head: string;
      /** For inside <div id="root">: the app's HTML, then the store's state (and the cookie's cart) as JSON data. */
      html: string;
    };

/** The server bundle's module. */
export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}

/** One of the 50 states or DC, where the shop ships (us-states.json). */
export interface UsState {
  /** USPS code, "IN". */
  code: string;
  name: string;
  /** Inclusive ranges of five-digit ZIP codes, as strings ("46000", "47999"). */
  zipRanges: string[][];
}

/** us-states.json: the shipping and billing state list, with each state's ZIP ranges. */
export interface UsStatesFile {
  states: UsState[];
}

/** shop-policies.json: the facts of the Shipping & Returns page and the product JSON-LD besides the managed methods. */
export interface ShopPoliciesFile {
  shipsFrom: { state: string; name: string };
  returns: {
    /** Days after delivery to start a return. */
    days: number;
    /** schema.org ReturnFeesEnumeration member without its prefix. */
    fees: string;
    statement: string;
  };
  /** YYYY-MM-DD: when the text of /privacy, /terms and /contact last changed (shown on them, their sitemap lastmod). */
  policyPagesUpdated: string;
}
