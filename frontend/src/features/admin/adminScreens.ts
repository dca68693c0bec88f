/**
 * Every back-office screen and the shell, behind one dynamic import: the storefront's entry then
 * references one admin chunk instead of one per screen and per shared helper, so adding screens to the back office
 * does not grow the home page's first-load JavaScript.
 */
export { AdminShell } from './shell/AdminShell';
export { AdminDashboardPage } from './dashboard/AdminDashboardPage';
export { AdminPromoCodesPage } from './promo-codes/AdminPromoCodesPage';
export { AdminProductsPage } from './products/AdminProductsPage';
export { AdminOrdersPage } from './orders/AdminOrdersPage';
export { AdminOrderDetailPage } from './orders/AdminOrderDetailPage';
export { AdminShippingPage } from './shipping/AdminShippingPage';
export { AdminTaxPage } from './tax/AdminTaxPage';
export { AdminSubscriptionsPage } from './subscriptions/AdminSubscriptionsPage';
