import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { createRateLimiter } from '../redis/create-rate-limiter';
import { RedisConnection } from '../redis/redis-connection';
import { RATE_LIMIT_DEFINITIONS } from './rate-limit-definitions';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimiterStore } from './rate-limiter-store';

/**
 * The public per-address limits: one RateLimiterStore for the process (Redis-backed through createRateLimiter) and
 * the global guard that applies @RateLimit(name). Other modules may also inject the store to count by hand.
 */
@Global()
@Module({
  providers: [
    {
      provide: RateLimiterStore,
      inject: [APP_CONFIG, RedisConnection],
      // Shared by every instance through Redis when REDIS_URL is set, per process otherwise (see docs/operations.md).
      useFactory: (config: AppConfig, redis: RedisConnection) =>
        new RateLimiterStore(config.rateLimits, (name, points) => createRateLimiter(redis, { keyPrefix: `limit-${name}`, points, durationSeconds: RATE_LIMIT_DEFINITIONS[name].windowSeconds })),
    },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [RateLimiterStore],
})
export class RateLimitsModule {}
