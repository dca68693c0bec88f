import { Env, readInt } from '../config/env-readers';

/**
 * The named per-address limits of the public calls. A module limits its route with `@RateLimit('name')`; adding a
 * limit is one entry here (its variable then belongs in README's table): how many calls an address may make per window.
 */
export const RATE_LIMIT_DEFINITIONS = {
  /** GET /api/promo-codes/validate/{code}: a shopper tries a code or two; thousands of guesses find real codes. */
  promoValidation: { variable: 'RATE_LIMIT_PROMO_VALIDATION_PER_MINUTE', limit: 30, windowSeconds: 60 },
  /** POST /order: each call stores a pending checkout and, with PayPal, creates a PayPal order. */
  orderCreate: { variable: 'RATE_LIMIT_ORDER_CREATE_PER_MINUTE', limit: 20, windowSeconds: 60 },
  /** POST /api/checkout/quote: the summary asks again when the state, method, cart or code changes; it also says whether a code is valid. */
  checkoutQuote: { variable: 'RATE_LIMIT_CHECKOUT_QUOTE_PER_MINUTE', limit: 30, windowSeconds: 60 },
  /** POST /api/newsletter/subscribe: a person subscribes once; a flood fills the subscriber table. */
  newsletter: { variable: 'RATE_LIMIT_NEWSLETTER_PER_MINUTE', limit: 10, windowSeconds: 60 },
  /** POST /api/contact: a person writes once or twice; each message is an e-mail to staff. */
  contact: { variable: 'RATE_LIMIT_CONTACT_PER_MINUTE', limit: 5, windowSeconds: 60 },
  /** POST /api/waitlist: one 'Notify Me' per person; a flood fills the waitlist table. */
  waitlist: { variable: 'RATE_LIMIT_WAITLIST_PER_MINUTE', limit: 10, windowSeconds: 60 },
  /** POST /api/products/{slug}/back-in-stock: a shopper asks for a size or two; a flood fills the list. */
  backInStock: { variable: 'RATE_LIMIT_BACK_IN_STOCK_PER_MINUTE', limit: 10, windowSeconds: 60 },
  /**
   * POST /api/payments/webhook, counted before the signature is checked: each delivery costs a verification call to
   * PayPal, so forged ones must not be free. PayPal sends a few events per order and delivers a refused one again later.
   */
  webhook: { variable: 'RATE_LIMIT_WEBHOOK_PER_MINUTE', limit: 120, windowSeconds: 60 },
  /** POST /api/orders/lookup: enough for a few typos, far too few to walk through pairs of order number and e-mail. */
  orderLookup: { variable: 'RATE_LIMIT_ORDER_LOOKUP_PER_15_MINUTES', limit: 10, windowSeconds: 15 * 60 },
  /**
   * GET /api/search: the header asks as the shopper types (debounced), a few dozen calls a search at most; a flood
   * costs a comparison of the whole catalogue per call.
   */
  search: { variable: 'RATE_LIMIT_SEARCH_PER_MINUTE', limit: 120, windowSeconds: 60 },
} as const satisfies Record<string, { variable: string; limit: number; windowSeconds: number }>;

export type RateLimitName = keyof typeof RATE_LIMIT_DEFINITIONS;

/** Requests each address may make per window, per named limit (the window is the definition's). */
export type RateLimitSettings = Record<RateLimitName, number>;

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMIT_DEFINITIONS) as RateLimitName[];

export const RATE_LIMIT_VARIABLES = RATE_LIMIT_NAMES.map((name) => RATE_LIMIT_DEFINITIONS[name].variable);

export function readRateLimits(env: Env): RateLimitSettings {
  return Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => {
      const { variable, limit } = RATE_LIMIT_DEFINITIONS[name];
      return [name, readInt(env, variable, limit, 1, 1_000_000)];
    }),
  ) as RateLimitSettings;
}
