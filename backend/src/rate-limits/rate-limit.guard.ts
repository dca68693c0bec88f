import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { clientAddressOf } from '../common/client-address';
import { Throttled } from '../common/errors/domain-errors';
import { ShopMetrics } from '../metrics/shop-metrics';
import { RATE_LIMIT_METADATA } from './rate-limit-metadata';
import type { RateLimitName } from './rate-limit-definitions';
import { RateLimiterStore } from './rate-limiter-store';

/** The guard of routes marked with @RateLimit(name): counts each call per client address (request.ip, see TRUST_PROXY; X-Forwarded-For entries that are not addresses ignored). */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly store: RateLimiterStore,
    private readonly metrics: ShopMetrics,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_METADATA, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!name || context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const verdict = await this.store.consume(name, clientAddressOf(http.getRequest<FastifyRequest>()));
    if (verdict.allowed) return true;
    this.metrics.throttledBy(name);
    throw new Throttled(
      'Too many requests. Please wait a moment and try again.',
      `Too many requests from your address. Please wait ${verdict.retryAfterSeconds} seconds and try again.`,
      verdict.retryAfterSeconds,
    );
  }
}
