/**
 * Every back-office screen and the shell, behind one dynamic import: the storefront's entry then
 * references one admin chunk instead of one per screen and per shared helper, so adding screens to the back office
 * does not grow the home page's first-load JavaScript.
 */
export { AdminShell } from './AdminShell';
export { AdminDashboardPage } from './AdminDashboardPage';
export { AdminPromoCodesPage } from './AdminPromoCodesPage';
export { AdminProductsPage } from './AdminProductsPage';
export { AdminOrdersPage } from './AdminOrdersPage';
export { AdminOrderDetailPage } from './AdminOrderDetailPage';
