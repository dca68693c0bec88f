import type { SiteRoute } from '@shop/site';
import siteRoutes from '@shop/site/routes.json';
import { ComponentType, lazy, Suspense, type ReactElement } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
// Type only: the API client (RTK Query) stays out of the first load; the server passes it in (screenPlan's load).
import type { api as ShopApi } from '../api/enhanced';
import { productCardsArg } from '../features/products';
import { AppLayout } from './layout/AppLayout';
import type { AppDispatch } from './store';

/**
 * Starts the API queries a screen makes on its first render, with the same arguments (from the route's params and
 * the address's query), so the server can run them first.
 */
type ScreenData = (
  params: Params,
  dispatch: AppDispatch,
  api: typeof ShopApi,
  search: URLSearchParams,
) => Array<PromiseLike<unknown>>;

interface ScreenHandle {
  /** Starts (once) the download of the screen's chunk. */
  preload: () => Promise<unknown>;
  /** The screen's module name (its file's base name), to find its chunk in Vite's manifest. */
  screen: string;
  /** Server-side rendering: whether the route is rendered on the server (the back office is not), and its data. */
  ssr: boolean;
  data?: ScreenData;
}

interface ScreenRoute {
  element: ReactElement;
  handle: ScreenHandle;
}

/** React.lazy for a named export: every screen is its own chunk, loaded when its route is first visited (or preloaded). */
function screen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  data?: ScreenData,
): ScreenRoute {
  let loading: Promise<M> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as ComponentType;
      return module;
    }));
  const LazyScreen = lazy(async () => ({ default: (await loadOnce())[name] as ComponentType }));
  // Once the chunk is in (preloaded before mount, or visited before), render it directly: React.lazy would still
  // suspend for a tick and flash the loading spinner.
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <LazyScreen />;
  }
  return { element: <Screen />, handle: { preload: loadOnce, screen: name, ssr: true, data } };
}

/** The back office: rendered in the browser only (behind its password, nothing to crawl); the server sends the shell. */
function clientOnly(route: ScreenRoute): ScreenRoute {
  return { ...route, handle: { ...route.handle, ssr: false } };
}

const productList: ScreenData = (_params, dispatch, api) => [dispatch(api.endpoints.listProducts.initiate())];
const productCards: ScreenData = (_params, dispatch, api, search) => [
  dispatch(api.endpoints.listProductCards.initiate(productCardsArg(search))),
];
const slugOf = (params: Params) => ({ slug: params.slug ?? '' });

const adminScreens = () => import('../features/admin/adminScreens');
const adminShell = clientOnly(screen(adminScreens, 'AdminShell'));

/**
 * The screen at each address of the site's route table (spec 2). The addresses, their order and which of them are
 * the back office come from the table both workspaces read (@shop/site routes.json); this file adds what each shows.
 */
const storefrontScreens: Record<string, ScreenRoute> = {
  '/': screen(() => import('../features/home/HomePage'), 'HomePage', productList),
  '/products': screen(() => import('../features/products/ProductListPage'), 'ProductListPage', productCards),
  '/products/:slug': screen(
    () => import('../features/products/ProductDetailPage'),
    'ProductDetailPage',
    (params, dispatch, api) => [
      dispatch(api.endpoints.getProduct.initiate(slugOf(params))),
      dispatch(api.endpoints.getProductFaqs.initiate(slugOf(params))),
    ],
  ),
  '/checkout': screen(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage'),
  '/journal': screen(
    () => import('../features/journal/JournalListPage'),
    'JournalListPage',
    (_params, dispatch, api) => [dispatch(api.endpoints.listJournalArticles.initiate())],
  ),
  '/journal/:slug': screen(
    () => import('../features/journal/JournalArticlePage'),
    'JournalArticlePage',
    (params, dispatch, api) => [dispatch(api.endpoints.getJournalArticle.initiate(slugOf(params)))],
  ),
  '/refills': screen(() => import('../features/refills/RefillsPage'), 'RefillsPage'),
  '/holiday': screen(() => import('../features/holiday/HolidayPage'), 'HolidayPage'),
  '/orders/status': screen(() => import('../features/order-status/OrderStatusPage'), 'OrderStatusPage'),
};

const backOfficeScreens: Record<string, ScreenRoute> = {
  '/admin': screen(adminScreens, 'AdminDashboardPage'),
  '/admin-promo-codes': screen(adminScreens, 'AdminPromoCodesPage'),
  '/admin-products': screen(adminScreens, 'AdminProductsPage'),
  '/admin-orders': screen(adminScreens, 'AdminOrdersPage'),
  '/admin-orders/:id': screen(adminScreens, 'AdminOrderDetailPage'),
};

const SITE_ROUTES: readonly SiteRoute[] = siteRoutes;

/** The shared table's routes of one area, each with its screen (routes.test.ts fails on a route without a screen or a screen without a route). */
function routesOf(backOffice: boolean, screens: Record<string, ScreenRoute>): RouteObject[] {
  return SITE_ROUTES.filter((route) => route.backOffice === backOffice).map(({ path }) => ({ path, ...screens[path] }));
}

/** The screens by address, for routes.test.ts. */
export const screensByArea = { storefront: storefrontScreens, backOffice: backOfficeScreens };

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...routesOf(false, storefrontScreens),
      { path: '*', ...screen(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage') },
    ],
  },
  {
    // The back office has its own layout (issue 37: no storefront header, cart or footer) around its shell bar
    // (issue 19); all of it is one chunk, never the storefront's.
    ...adminShell,
    element: <Suspense fallback={null}>{adminShell.element}</Suspense>,
    children: routesOf(true, backOfficeScreens),
  },
];

function screensAt(pathname: string): Array<{ handle: ScreenHandle; params: Params }> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap((match) =>
    match.route.handle ? [{ handle: match.route.handle as ScreenHandle, params: match.params }] : [],
  );
}

/**
 * Downloads the chunk of the screen at `pathname` before the app renders: the server renders the screen itself (not
 * the loading spinner), and the browser must have it before hydration to render the same.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  return Promise.all(screensAt(pathname).map(({ handle }) => handle.preload()));
}

/** What the server needs to render `pathname` with its query: whether it may, the screens' module names, and their data. */
export function screenPlan(
  pathname: string,
  search = new URLSearchParams(),
): {
  ssr: boolean;
  screens: string[];
  load: (dispatch: AppDispatch, api: typeof ShopApi) => Array<PromiseLike<unknown>>;
} {
  const found = screensAt(pathname);
  return {
    ssr: found.length > 0 && found.every(({ handle }) => handle.ssr),
    screens: found.map(({ handle }) => handle.screen),
    load: (dispatch, api) => found.flatMap(({ handle, params }) => handle.data?.(params, dispatch, api, search) ?? []),
  };
}
