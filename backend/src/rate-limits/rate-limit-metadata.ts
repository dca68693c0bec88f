/** The route metadata key @RateLimit writes and RateLimitGuard reads (its own file: the decorator imports the guard). */
export const RATE_LIMIT_METADATA = 'shop:rate-limit';
