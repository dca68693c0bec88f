// The benchmarks' shop: the built server on a fresh SQLite file, or on DATABASE_URL when the caller passes it.
import { freePort, REPO_ROOT, startBuiltShop } from '../infra/testing/built-shop.mjs';

export { freePort, REPO_ROOT };
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

// Every benchmark client is 127.0.0.1 (500 orders from 20 clients): the per-address limits would measure themselves.
const UNLIMITED = {
  RATE_LIMIT_PROMO_VALIDATION_PER_MINUTE: '1000000',
  RATE_LIMIT_ORDER_CREATE_PER_MINUTE: '1000000',
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1000000',
  RATE_LIMIT_WAITLIST_PER_MINUTE: '1000000',
  RATE_LIMIT_ORDER_LOOKUP_PER_15_MINUTES: '1000000',
};

export function startShop(env = {}, nodeArgs = []) {
  return startBuiltShop({ ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, ...UNLIMITED, ...env }, nodeArgs);
}
