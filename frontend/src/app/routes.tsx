import type { SiteRoute } from '@shop/site';
import siteRoutes from '@shop/site/routes.json';
import { ComponentType, lazy, Suspense, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';

interface ScreenHandle {
  /** Starts (once) the download of the screen's chunk. */
  preload: () => Promise<unknown>;
  /** The screen's module name (its file's base name), to find its chunk in Vite's manifest. */
  screen: string;
  /** Whether the route is rendered on the server (the back office is not). Its data: the screen's query hooks. */
  ssr: boolean;
}

interface ScreenRoute {
  element: ReactElement;
  handle: ScreenHandle;
}

/** React.lazy for a named export: every screen is its own chunk, loaded when its route is first visited (or preloaded). */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ScreenRoute {
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
  return { element: <Screen />, handle: { preload: loadOnce, screen: name, ssr: true } };
}

/** The back office: rendered in the browser only (behind its password, nothing to crawl); the server sends the shell. */
function clientOnly(route: ScreenRoute): ScreenRoute {
  return { ...route, handle: { ...route.handle, ssr: false } };
}

const adminScreens = () => import('../features/admin/adminScreens');
const adminShell = clientOnly(screen(adminScreens, 'AdminShell'));

/**
 * The screen at each address of the site's route table (docs/product.md, Screens). The addresses, their order and which
 * of them are
 * the back office come from the table both workspaces read (@shop/site routes.json); this file adds what each shows.
 */
const storefrontScreens: Record<string, ScreenRoute> = {
  '/': screen(() => import('../features/home/HomePage'), 'HomePage'),
  '/products': screen(() => import('../features/products/ProductListPage'), 'ProductListPage'),
  '/products/:slug': screen(() => import('../features/products/ProductDetailPage'), 'ProductDetailPage'),
  '/checkout': screen(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage'),
  '/journal': screen(() => import('../features/journal/JournalListPage'), 'JournalListPage'),
  '/journal/:slug': screen(() => import('../features/journal/JournalArticlePage'), 'JournalArticlePage'),
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
    // The back office has its own layout (no storefront header, cart or footer) around its shell bar
    //; all of it is one chunk, never the storefront's.
    ...adminShell,
    element: <Suspense fallback={null}>{adminShell.element}</Suspense>,
    children: routesOf(true, backOfficeScreens),
  },
];

function screensAt(pathname: string): ScreenHandle[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.flatMap((match) => (match.route.handle ? [match.route.handle as ScreenHandle] : []));
}

/**
 * Downloads the chunk of the screen at `pathname` before the app renders: the server renders the screen itself (not
 * the loading spinner), and the browser must have it before hydration to render the same.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  return Promise.all(screensAt(pathname).map((handle) => handle.preload()));
}

/** What the server needs to render `pathname`: whether it may, and the screens' module names. */
export function screenPlan(pathname: string): { ssr: boolean; screens: string[] } {
  const found = screensAt(pathname);
  return {
    ssr: found.length > 0 && found.every((handle) => handle.ssr),
    screens: found.map((handle) => handle.screen),
  };
}
