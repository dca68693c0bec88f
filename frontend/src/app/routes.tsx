import { ComponentType, lazy, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';

interface ScreenRoute {
  element: ReactElement;
  /** Starts (once) the download of the screen's chunk. */
  handle: { preload: () => Promise<unknown> };
}

/** React.lazy for a named export: every screen is its own chunk, loaded when its route is first visited (or preloaded). */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M): ScreenRoute {
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
  return { element: <Screen />, handle: { preload: loadOnce } };
}

const adminScreens = () => import('../features/admin/adminScreens');

/** The route table of spec 2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', ...screen(() => import('../features/home/HomePage'), 'HomePage') },
      { path: '/products', ...screen(() => import('../features/products/ProductListPage'), 'ProductListPage') },
      { path: '/products/:slug', ...screen(() => import('../features/products/ProductDetailPage'), 'ProductDetailPage') },
      { path: '/checkout', ...screen(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage') },
      { path: '/journal', ...screen(() => import('../features/journal/JournalListPage'), 'JournalListPage') },
      { path: '/journal/:slug', ...screen(() => import('../features/journal/JournalArticlePage'), 'JournalArticlePage') },
      { path: '/refills', ...screen(() => import('../features/refills/RefillsPage'), 'RefillsPage') },
      { path: '/holiday', ...screen(() => import('../features/holiday/HolidayPage'), 'HolidayPage') },
      { path: '/orders/status', ...screen(() => import('../features/order-status/OrderStatusPage'), 'OrderStatusPage') },
      {
        // The back office's shell bar (issue 19) wraps every admin screen; all of it is one chunk, never the storefront's.
        ...screen(adminScreens, 'AdminShell'),
        children: [
          { path: '/admin', ...screen(adminScreens, 'AdminDashboardPage') },
          { path: '/admin-promo-codes', ...screen(adminScreens, 'AdminPromoCodesPage') },
          { path: '/admin-products', ...screen(adminScreens, 'AdminProductsPage') },
          { path: '/admin-orders', ...screen(adminScreens, 'AdminOrdersPage') },
          { path: '/admin-orders/:id', ...screen(adminScreens, 'AdminOrderDetailPage') },
        ],
      },
      { path: '*', ...screen(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];

/**
 * Downloads the chunk of the screen at `pathname` before the app mounts, so the first render shows the screen itself
 * instead of the loading spinner over the server's first paint.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((match) => (match.route.handle as ScreenRoute['handle'] | undefined)?.preload() ?? Promise.resolve()));
}
