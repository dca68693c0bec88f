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

/** A format filter of the product list (spec 9); 'refill' also keeps every product offering a 'Refill Box' size. */
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
 * The storefront's server render, as the backend's web module calls it (frontend/src/entry-server.tsx, built by
 * `vite build --ssr` into frontend/dist-server/entry-server.cjs): one call renders one page. Declared here, once, so
 * the backend compiles without the frontend's sources and both sides check against the same contract.
 */
export interface RenderRequest {
  /** The request's path and query. */
  url: string;
  /** Reaches the API of the same process (the backend passes Fastify's inject: no socket, same endpoints). */
  fetch: (input: string | Request, init?: RequestInit) => Promise<Response>;
  /** The request's cart cookie (raw value), passed for the pages that paint the cart only. */
  cartCookie?: string;
}

/**
 * `State` is the store's API cache and `CartLine` a cart line, typed by the frontend; the backend writes them into
 * the page as JSON without reading them.
 */
export type RenderResult<State = unknown, CartLine = unknown> =
  | { rendered: false }
  | {
      rendered: true;
      /** The app's HTML, for inside <div id="root">. */
      html: string;
      /** The <style data-emotion> tags of the styles the page used (critical CSS). */
      styles: string;
      /** The store's API cache after the route's queries: the browser starts from it. */
      state: State;
      /** Module names of the route's screens and of the lazy parts the page rendered, to find their chunks in Vite's manifest. */
      screens: string[];
      /** The cart lines painted from the cart cookie (empty: none): the browser's store starts from them. */
      cart: CartLine[];
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
}
