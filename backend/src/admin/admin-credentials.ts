import type { FastifyRequest } from 'fastify';

export const ADMIN_PASSWORD_HEADER = 'x-admin-password';
const BEARER = /^Bearer\s+(.+)$/i;

/**
 * How each admin route family takes the password (docs/product.md, Who may do what): a header of its own, or a bearer
 * token.
 */
export type AdminScheme = 'password' | 'bearer';

/**
 * Route templates (Fastify's, e.g. /api/admin/products/:id) by scheme, the first matching prefix wins; the promo check
 * is the one public route here.
 */
const ADMIN_ROUTE_FAMILIES: ReadonlyArray<{ prefix: string; scheme: AdminScheme }> = [
  // The dashboard's low-stock card, read with the dashboard's (orders') bearer password.
  { prefix: '/api/admin/inventory/low-stock', scheme: 'bearer' },
  { prefix: '/api/admin/products', scheme: 'password' },
  { prefix: '/api/admin/inventory', scheme: 'password' },
  { prefix: '/api/admin/shop-settings', scheme: 'password' },
  { prefix: '/api/admin/shipping-methods', scheme: 'password' },
  { prefix: '/api/admin/tax-rates', scheme: 'password' },
  { prefix: '/api/admin/media', scheme: 'password' },
  { prefix: '/api/admin/tax-report', scheme: 'password' },
  { prefix: '/api/admin/subscriptions', scheme: 'password' },
  { prefix: '/api/admin/subscription-settings', scheme: 'password' },
  { prefix: '/api/promo-codes', scheme: 'password' },
  { prefix: '/api/admin/orders', scheme: 'bearer' },
  { prefix: '/api/admin/stats', scheme: 'bearer' },
];
const PUBLIC_ROUTES = new Set(['/api/promo-codes/validate/:code']);

/** The scheme guarding a route template, or undefined for a public route. */
export function adminSchemeOf(routeUrl: string | undefined): AdminScheme | undefined {
  if (!routeUrl || PUBLIC_ROUTES.has(routeUrl)) return undefined;
  return ADMIN_ROUTE_FAMILIES.find(({ prefix }) => routeUrl === prefix || routeUrl.startsWith(`${prefix}/`))?.scheme;
}

/** The password a request offers under its scheme, if any. */
export function offeredPassword(request: FastifyRequest, scheme: AdminScheme): string | undefined {
  if (scheme === 'bearer') return BEARER.exec(request.headers.authorization ?? '')?.[1];
  const header = request.headers[ADMIN_PASSWORD_HEADER];
  return typeof header === 'string' ? header : undefined;
}

/** Completes the 401's sentence: where the password belongs. */
export const HOW_TO_SEND: Readonly<Record<AdminScheme, string>> = {
  password: `send it in the ${ADMIN_PASSWORD_HEADER} header`,
  bearer: 'send it as "Authorization: Bearer <password>"',
};
