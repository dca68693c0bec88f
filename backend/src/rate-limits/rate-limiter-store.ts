import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RATE_LIMIT_DEFINITIONS, RATE_LIMIT_NAMES, RateLimitName, RateLimitSettings } from './rate-limit-definitions';

/** What one counted request learns: go ahead, or wait this many seconds. */
export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The counters behind the named limits. In memory, per process (one instance, `make run`); a shared store (Redis)
 * replaces only `createLimiter`, so every limit follows.
 */
export class RateLimiterStore {
  private readonly limiters: Record<RateLimitName, RateLimiterAbstract>;

  constructor(
    settings: RateLimitSettings,
    createLimiter: (name: RateLimitName, points: number) => RateLimiterAbstract = memoryLimiter,
    /** The key an address counts under (an IPv6 client's network, see common/address-key.ts). */
    private readonly keyOf: (address: string) => string = (address) => address,
  ) {
    this.limiters = Object.fromEntries(
      RATE_LIMIT_NAMES.map((name) => [name, createLimiter(name, settings[name])]),
    ) as Record<RateLimitName, RateLimiterAbstract>;
  }

  /** Counts one request of the client's address against the named limit. */
  async consume(name: RateLimitName, address: string): Promise<RateLimitVerdict> {
    try {
      await this.limiters[name].consume(this.keyOf(address));
      return { allowed: true };
    } catch (rejection) {
      // The library rejects with its result object when the limit is reached, with an Error when its store fails.
      if (rejection instanceof RateLimiterRes)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      throw rejection;
    }
  }
}

function memoryLimiter(name: RateLimitName, points: number): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: name, points, duration: RATE_LIMIT_DEFINITIONS[name].windowSeconds });
}
