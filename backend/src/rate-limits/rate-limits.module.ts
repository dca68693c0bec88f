import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimiterStore } from './rate-limiter-store';

/**
 * The public per-address limits: one RateLimiterStore for the process (the one place a shared store plugs in) and
 * the global guard that applies @RateLimit(name). Other modules may also inject the store to count by hand.
 */
@Global()
@Module({
  providers: [
    { provide: RateLimiterStore, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new RateLimiterStore(config.rateLimits) },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [RateLimiterStore],
})
export class RateLimitsModule {}
