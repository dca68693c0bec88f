import { removeShippingAndTax, startBuiltShop, type BuiltShop } from '../../../infra/testing/built-shop.mjs';

export { REPO_ROOT } from '../../../infra/testing/built-shop.mjs';
export const E2E_ADMIN_PASSWORD = 'browser-test-admin-pass';

export type RunningShop = BuiltShop;

const E2E_RATE_LIMITS = {
  RATE_LIMIT_PROMO_VALIDATION_PER_MINUTE: '10000',
  RATE_LIMIT_CHECKOUT_QUOTE_PER_MINUTE: '10000',
  RATE_LIMIT_ORDER_CREATE_PER_MINUTE: '10000',
  MAX_UNITS_HELD_PER_ADDRESS: '1000000',
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: '10000',
  RATE_LIMIT_WAITLIST_PER_MINUTE: '10000',
  RATE_LIMIT_ORDER_LOOKUP_PER_15_MINUTES: '10000',
};

/**
 * Starts the built shop exactly as `npm start` does, on a fresh SQLite file (seeded at start) and a free port.
 * Requires `npm run build` first. `env` overrides configuration (e.g. DATABASE_URL for a MySQL run).
 */
export async function startShop(
  env: Record<string, string> = {},
  { shippingAndTax = false }: { shippingAndTax?: boolean } = {},
): Promise<RunningShop> {
  // One browser on 127.0.0.1 runs many checkouts and subscriptions a minute; the limits have their own API tests.
  const shop = await startBuiltShop({ ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, ...E2E_RATE_LIMITS, ...env });
  if (!shippingAndTax) await removeShippingAndTax(shop.baseUrl, E2E_ADMIN_PASSWORD);
  return shop;
}
