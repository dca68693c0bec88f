import type { SiteRoute } from '@shop/site';
import siteRoutes from '@shop/site/routes.json';
import { ComponentType, lazy, Suspense, type ReactElement } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { trackNavigation } from '../lib/navigationProgress';
import type { RouteData, RouteQuery } from '../lib/routeData';
import { AppLayout } from './layout/AppLayout';

interface ScreenHandle {
  /** The screen module's `routeData` queries for these route parameters (none when it has no such export). */
  data: (params: Params) => Promise<RouteQuery[]>;
  /** Starts (once) the download of the screen's chunk. */
  preload: () => Promise<unknown>;
  /** The screen's module id (`src/…`, as Vite's SSR manifest names it), for its modulepreload links. */
  module: string;
  /** Whether the route is rendered on the server (the back office is not). Its data: the screen's query hooks. */
  ssr: boolean;
}

interface ScreenRoute {
  element: ReactElement;
  handle: ScreenHandle;
}

/** React.lazy for a named export: every screen is its own chunk, loaded when its route is first visited (or preloaded). */
function screen<M extends Record<string, unknown>>(
  module: string,
  load: () => Promise<M>,
  name: keyof M & string,
): ScreenRoute {
  let loading: Promise<M> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    (loading ??= load().then((module) => {
      loaded = module[name] as ComponentType;
      return module;
    }));
  // Rendered only on a client navigation to a screen not loaded yet: the wait shows as the bar at the top.
  const LazyScreen = lazy(async () => ({ default: (await trackNavigation(loadOnce()))[name] as ComponentType }));
  // Once the chunk is in (preloaded before mount, or visited before), render it directly: React.lazy would still
  // suspend for a tick and flash the loading spinner.
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <LazyScreen />;
  }
  return {
    element: <Screen />,
    handle: {
      preload: loadOnce,
      module,
      ssr: true,
      data: async (params) => routeDataOf(await loadOnce())?.(params) ?? [],
    },
  };
}

function routeDataOf(module: Record<string, unknown>): RouteData | undefined {
  return typeof module.routeData === 'function' ? (module.routeData as RouteData) : undefined;
}

/** The back office: rendered in the browser only (behind its password, nothing to crawl); the server sends the shell. */
function clientOnly(route: ScreenRoute): ScreenRoute {
  return { ...route, handle: { ...route.handle, ssr: false } };
}

const adminScreens = () => import('../features/admin/adminScreens');
const ADMIN_SCREENS = 'src/features/admin/adminScreens.ts';
const adminShell = clientOnly(screen(ADMIN_SCREENS, adminScreens, 'AdminShell'));

/**
 * The screen at each address of the site's route table (docs/product.md, Screens). The addresses, their order and which
 * of them are
 * the back office come from the table both workspaces read (@shop/site routes.json); this file adds what each shows.
 */
const storefrontScreens: Record<string, ScreenRoute> = {
  '/': screen('src/features/home/HomePage.tsx', () => import('../features/home/HomePage'), 'HomePage'),
  '/products': screen(
    'src/features/products/ProductListPage.tsx',
    () => import('../features/products/ProductListPage'),
    'ProductListPage',
  ),
  '/products/:slug': screen(
    'src/features/products/ProductDetailPage.tsx',
    () => import('../features/products/ProductDetailPage'),
    'ProductDetailPage',
  ),
  '/checkout': screen(
    'src/features/checkout/CheckoutPage.tsx',
    () => import('../features/checkout/CheckoutPage'),
    'CheckoutPage',
  ),
  '/journal': screen(
    'src/features/journal/JournalListPage.tsx',
    () => import('../features/journal/JournalListPage'),
    'JournalListPage',
  ),
  '/journal/:slug': screen(
    'src/features/journal/JournalArticlePage.tsx',
    () => import('../features/journal/JournalArticlePage'),
    'JournalArticlePage',
  ),
  '/refills': screen(
    'src/features/refills/RefillsPage.tsx',
    () => import('../features/refills/RefillsPage'),
    'RefillsPage',
  ),
  '/holiday': screen(
    'src/features/holiday/HolidayPage.tsx',
    () => import('../features/holiday/HolidayPage'),
    'HolidayPage',
  ),
  '/orders/status': screen(
    'src/features/order-status/OrderStatusPage.tsx',
    () => import('../features/order-status/OrderStatusPage'),
    'OrderStatusPage',
  ),
  '/search': screen('src/features/search/SearchPage.tsx', () => import('../features/search/SearchPage'), 'SearchPage'),
  '/contact': screen(
    'src/features/policies/ContactPage.tsx',
    () => import('../features/policies/ContactPage'),
    'ContactPage',
  ),
  '/privacy': screen(
    'src/features/policies/PrivacyPage.tsx',
    () => import('../features/policies/PrivacyPage'),
    'PrivacyPage',
  ),
  '/terms': screen('src/features/policies/TermsPage.tsx', () => import('../features/policies/TermsPage'), 'TermsPage'),
  '/shipping-returns': screen(
    'src/features/policies/ShippingReturnsPage.tsx',
    () => import('../features/policies/ShippingReturnsPage'),
    'ShippingReturnsPage',
  ),
};

const backOfficeScreens: Record<string, ScreenRoute> = {
  '/admin': screen(ADMIN_SCREENS, adminScreens, 'AdminDashboardPage'),
  '/admin-promo-codes': screen(ADMIN_SCREENS, adminScreens, 'AdminPromoCodesPage'),
  '/admin-products': screen(ADMIN_SCREENS, adminScreens, 'AdminProductsPage'),
  '/admin-shipping': screen(ADMIN_SCREENS, adminScreens, 'AdminShippingPage'),
  '/admin-tax': screen(ADMIN_SCREENS, adminScreens, 'AdminTaxPage'),
  '/admin-subscriptions': screen(ADMIN_SCREENS, adminScreens, 'AdminSubscriptionsPage'),
  '/admin-orders': screen(ADMIN_SCREENS, adminScreens, 'AdminOrdersPage'),
  '/admin-orders/:id': screen(ADMIN_SCREENS, adminScreens, 'AdminOrderDetailPage'),
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
      {
        path: '*',
        ...screen(
          'src/features/not-found/NotFoundPage.tsx',
          () => import('../features/not-found/NotFoundPage'),
          'NotFoundPage',
        ),
      },
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

function matchesAt(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).filter((match) => match.route.handle);
}

function screensAt(pathname: string): ScreenHandle[] {
  return matchesAt(pathname).map((match) => match.route.handle as ScreenHandle);
}

/** The queries the route's screens declare (their `routeData`), for the server's first pass (entry-server.tsx). */
export async function routeQueries(pathname: string): Promise<RouteQuery[]> {
  const matches = matchesAt(pathname);
  return (await Promise.all(matches.map((match) => (match.route.handle as ScreenHandle).data(match.params)))).flat();
}

/**
 * Downloads the chunk of the screen at `pathname` before the app renders: the server renders the screen itself (not
 * the loading spinner), and the browser must have it before hydration to render the same.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  return Promise.all(screensAt(pathname).map((handle) => handle.preload()));
}

/** What the server needs to render `pathname`: whether it may, and the screens' module ids. */
export function screenPlan(pathname: string): { ssr: boolean; modules: string[] } {
  const found = screensAt(pathname);
  return {
    ssr: found.length > 0 && found.every((handle) => handle.ssr),
    modules: found.map((handle) => handle.module),
  };
}
