import { ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../features/layout/AppLayout';

/** React.lazy for a named export: every screen is its own chunk, loaded when its route is first visited. */
function screen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) {
  const Screen = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Screen />;
}

/** The route table of spec 2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: screen(() => import('../features/home/HomePage'), 'HomePage') },
      { path: '/products', element: screen(() => import('../features/products/ProductListPage'), 'ProductListPage') },
      { path: '/products/:slug', element: screen(() => import('../features/products/ProductDetailPage'), 'ProductDetailPage') },
      { path: '/checkout', element: screen(() => import('../features/checkout/CheckoutPage'), 'CheckoutPage') },
      { path: '/journal', element: screen(() => import('../features/journal/JournalListPage'), 'JournalListPage') },
      { path: '/journal/:slug', element: screen(() => import('../features/journal/JournalArticlePage'), 'JournalArticlePage') },
      { path: '/refills', element: screen(() => import('../features/refills/RefillsPage'), 'RefillsPage') },
      { path: '/holiday', element: screen(() => import('../features/holiday/HolidayPage'), 'HolidayPage') },
      { path: '/admin-promo-codes', element: screen(() => import('../features/admin/AdminPromoCodesPage'), 'AdminPromoCodesPage') },
      { path: '/admin-products', element: screen(() => import('../features/admin/AdminProductsPage'), 'AdminProductsPage') },
      { path: '/admin-orders', element: screen(() => import('../features/admin/AdminOrdersPage'), 'AdminOrdersPage') },
      { path: '/admin-orders/:id', element: screen(() => import('../features/admin/AdminOrderDetailPage'), 'AdminOrderDetailPage') },
      { path: '*', element: screen(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage') },
    ],
  },
];
