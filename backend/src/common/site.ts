import type { HeadCopyFile, ProductListFile, Scent, ShopPoliciesFile, SiteRoute, UsState } from '@shop/site';
import headCopy from '@shop/site/head-copy.json';
import productList from '@shop/site/product-list.json';
import routes from '@shop/site/routes.json';
import scents from '@shop/site/scents.json';
import shopPolicies from '@shop/site/shop-policies.json';
import usStates from '@shop/site/us-states.json';

// The site's facts shared with the storefront (site/, package @shop/site; docs/architecture.md, "Where the route
// table lives"). Typed here once: a JSON file that breaks its shape fails the backend's typecheck.

/** Every page address (docs/product.md, Screens), storefront and back office, in the route table's order. */
export const SITE_ROUTES: readonly SiteRoute[] = routes;

/** The head copy of the pages whose content is not in the database or the journal. */
export const HEAD_COPY: HeadCopyFile = headCopy;

/** The four fragrances (docs/product.md, What the shop keeps), in catalogue order. */
export const SCENTS: readonly Scent[] = scents;

/** The storefront product list's format filters and paging (the API pages it; the page and its cache key read `?page=`). */
export const PRODUCT_LIST: ProductListFile = productList;

/** The route of the table that a path's (decoded) segments match, with the values of its `:name` segments. */
export function matchSiteRoute(
  segments: readonly string[],
): { route: SiteRoute; params: Record<string, string> } | undefined {
  for (const route of SITE_ROUTES) {
    const pattern = route.path === '/' ? [] : route.path.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) {
        params[part.slice(1)] = segments[i];
        return true;
      }
      return part === segments[i];
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/** The 50 states and DC with their ZIP ranges: the only shipping and billing states the shop accepts. */
export const US_STATES: readonly UsState[] = usStates.states;
const STATE_BY_CODE = new Map(US_STATES.map((s) => [s.code, s]));

/** The state with that USPS code ("IN"), or undefined. */
export function usState(code: string): UsState | undefined {
  return STATE_BY_CODE.get(code);
}

/** Where parcels leave from and the return policy (the Shipping & Returns page, the product JSON-LD). */
export const SHOP_POLICIES: ShopPoliciesFile = shopPolicies;
