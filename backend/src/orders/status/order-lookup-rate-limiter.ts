import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ShopError } from '../../common/shop-error';

/** Lookups per client address per window: enough for a few typos, far too few to walk through order numbers. */
export const ORDER_LOOKUP_LIMIT = 10;
export const ORDER_LOOKUP_WINDOW_SECONDS = 15 * 60;

/**
 * Counts order lookups per client address (request.ip; the app trusts X-Forwarded-For). In process memory for now;
 * the shared per-address limiter of the hardening work can replace the store without changing the guard.
 */
@Injectable()
export class OrderLookupRateLimiter {
  private readonly limiter = new RateLimiterMemory({ keyPrefix: 'order-lookup', points: ORDER_LOOKUP_LIMIT, duration: ORDER_LOOKUP_WINDOW_SECONDS });

  /** Seconds to wait before the next lookup is allowed; 0 when this one is allowed (and counted). */
  async consume(address: string): Promise<number> {
    try {
      await this.limiter.consume(address);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }
}

/** Every lookup counts, found or not, so guessing pairs of number and e-mail is as slow as the limit. */
@Injectable()
export class OrderLookupThrottleGuard implements CanActivate {
  constructor(private readonly limiter: OrderLookupRateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const retryAfter = await this.limiter.consume(request.ip);
    if (retryAfter === 0) return true;
    void http.getResponse<FastifyReply>().header('retry-after', String(retryAfter));
    throw new ShopError(429, 'Too many order lookups.', `Too many order lookups from this address. Please wait ${retryAfter} seconds and try again.`);
  }
}
