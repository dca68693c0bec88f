import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { limitKeyOf } from '../common/address-key';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { createRateLimiter } from '../redis/create-rate-limiter';
import { RedisConnection } from '../redis/redis-connection';

/** Failed attempts an address may make within the window before it is refused. */
export const MAX_FAILED_ATTEMPTS = 10;
export const FAILURE_WINDOW_SECONDS = 60;

/**
 * Failed admin-password attempts per address, counted by rate-limiter-flexible: in Redis when REDIS_URL is set, so
 * every instance shares one count, and per process otherwise or while Redis is down (see docs/operations.md).
 */
@Injectable()
export class LoginThrottle {
  private readonly limiter: RateLimiterAbstract;

  constructor(
    redis: RedisConnection,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'ipv6LimitPrefixLength'>,
  ) {
    this.limiter = createRateLimiter(redis, {
      keyPrefix: 'admin-password-failures',
      points: MAX_FAILED_ATTEMPTS,
      durationSeconds: FAILURE_WINDOW_SECONDS,
    });
  }

  /** Seconds the address must wait before trying again, or 0 when it may try now. */
  async retryAfterSeconds(address: string): Promise<number> {
    const state = await this.limiter.get(this.keyOf(address));
    if (!state || state.consumedPoints < MAX_FAILED_ATTEMPTS) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  /** An IPv6 client counts by its network (common/address-key.ts), so a /64 cannot multiply the ten tries. */
  private keyOf(address: string): string {
    return limitKeyOf(address, this.config.ipv6LimitPrefixLength);
  }

  /** Records one failed attempt; returns how many the address has made within the window. */
  async recordFailure(address: string): Promise<number> {
    try {
      return (await this.limiter.consume(this.keyOf(address))).consumedPoints;
    } catch (refused) {
      // Over the limit already (a concurrent failure got there first): still a failure, already counted.
      if (refused instanceof RateLimiterRes) return refused.consumedPoints;
      throw refused;
    }
  }
}
