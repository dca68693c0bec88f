import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { STOCK_RESERVATION_MINUTES } from '../catalog/inventory/stock-reservations.service';
import { limitKeyOf } from '../common/address-key';
import { clientAddressOf } from '../common/client-address';
import { Throttled } from '../common/errors/domain-errors';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { createRateLimiter } from '../redis/create-rate-limiter';
import { RedisConnection } from '../redis/redis-connection';

/** The units a checkout body asks for (before validation: anything that is not a whole positive number counts as 1). */
function unitsAsked(body: unknown): number {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return 1;
  return items.reduce<number>((sum, item) => {
    const quantity = (item as { quantity?: unknown } | null)?.quantity;
    return sum + (Number.isInteger(quantity) && (quantity as number) > 0 ? Math.min(quantity as number, 1000) : 1);
  }, 0);
}

/**
 * Units one address may put on hold through checkouts within a hold's lifetime (MAX_UNITS_HELD_PER_ADDRESS): an
 * unpaid checkout holds its units for STOCK_RESERVATION_MINUTES, so this bounds what one address (an IPv6 client's
 * /64) holds at any moment, whatever number of checkouts it opens. Over it: 429 with Retry-After. Shared through
 * Redis when REDIS_URL is set.
 */
@Injectable()
export class HeldUnitsGuard implements CanActivate {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    redis: RedisConnection,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'maxUnitsHeldPerAddress' | 'ipv6LimitPrefixLength'>,
  ) {
    this.limiter = createRateLimiter(redis, {
      keyPrefix: 'held-units',
      points: config.maxUnitsHeldPerAddress,
      durationSeconds: STOCK_RESERVATION_MINUTES * 60,
    });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const key = limitKeyOf(clientAddressOf(request), this.config.ipv6LimitPrefixLength);
    try {
      await this.limiter.consume(key, unitsAsked(request.body));
      return true;
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      const minutes = Math.max(1, Math.ceil(refused.msBeforeNext / 60_000));
      throw new Throttled(
        'Too many items on hold from your address.',
        `Your address is already holding ${this.config.maxUnitsHeldPerAddress} items in unpaid checkouts. Please pay for them or try again in ${minutes} minutes.`,
        Math.max(1, Math.ceil(refused.msBeforeNext / 1000)),
      );
    }
  }
}
