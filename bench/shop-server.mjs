// The benchmarks' shop: the built server on a fresh SQLite file, or on DATABASE_URL when the caller passes it.
import { freePort, REPO_ROOT, startBuiltShop } from '../infra/testing/built-shop.mjs';

export { freePort, REPO_ROOT };
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

// Every benchmark client is 127.0.0.1 (500 orders from 20 clients): the per-address limits would measure themselves.
const UNLIMITED = {
  RATE_LIMIT_PROMO_VALIDATION_PER_MINUTE: '1000000',
  RATE_LIMIT_ORDER_CREATE_PER_MINUTE: '1000000',
  MAX_UNITS_HELD_PER_ADDRESS: '1000000',
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1000000',
  RATE_LIMIT_WAITLIST_PER_MINUTE: '1000000',
  RATE_LIMIT_ORDER_LOOKUP_PER_15_MINUTES: '1000000',
};

export function startShop(env = {}, nodeArgs = [], options = {}) {
  return startBuiltShop({ ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, ...UNLIMITED, ...env }, nodeArgs, options);
}

/**
 * The shop as an operator runs it (infra/Dockerfile): NODE_ENV=production, which also makes React, MUI and emotion load
 * their production builds on the server, and LOG_LEVEL unset (`info`: one access line per request). Production refuses
 * the demo wallet and wants its secrets: a PayPal configuration that is never called here, and no mail.
 */
export const OPERATOR_DEFAULTS = {
  NODE_ENV: 'production',
  LOG_LEVEL: undefined,
  PAYMENT_PROVIDER: 'paypal',
  PAYPAL_CLIENT_ID: 'bench',
  PAYPAL_CLIENT_SECRET: 'bench',
  PAYPAL_API_BASE: 'http://127.0.0.1:9',
  ORDER_STATUS_SECRET: 'bench-order-status-secret-0123456789abcdef',
  MAIL_LINK_SECRET: 'bench-mail-link-secret-0123456789abcdef',
  MAIL_DISABLED: 'true',
};
