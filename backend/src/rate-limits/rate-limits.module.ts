import { Global, Module } from '@nestjs/common';
import { limitKeyOf } from '../common/address-key';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { createRateLimiter } from '../redis/create-rate-limiter';
import { RedisConnection } from '../redis/redis-connection';
import { RATE_LIMIT_DEFINITIONS } from './rate-limit-definitions';
import { RateLimiterStore } from './rate-limiter-store';

/**
 * The public per-address limits: one RateLimiterStore for the process (Redis-backed through createRateLimiter), used
 * by the guard that @RateLimit(name) attaches to its route. Other modules may also inject the store to count by hand.
 */
@Global()
@Module({
  providers: [
    {
      provide: RateLimiterStore,
      inject: [APP_CONFIG, RedisConnection],
      // Shared by every instance through Redis when REDIS_URL is set, per process otherwise (see docs/operations.md).
      useFactory: (config: AppConfig, redis: RedisConnection) =>
        new RateLimiterStore(
          config.rateLimits,
          (name, points) =>
            createRateLimiter(redis, {
              keyPrefix: `limit-${name}`,
              points,
              durationSeconds: RATE_LIMIT_DEFINITIONS[name].windowSeconds,
            }),
          (address) => limitKeyOf(address, config.ipv6LimitPrefixLength),
        ),
    },
  ],
  exports: [RateLimiterStore],
})
export class RateLimitsModule {}
