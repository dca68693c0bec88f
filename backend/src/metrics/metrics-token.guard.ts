import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotAuthenticated, NotFound } from '../common/errors/domain-errors';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { metricsAccess } from './metrics-access';

/** Applies metricsAccess: 404 as if the route did not exist, or 401 naming the bearer token. */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const access = metricsAccess(this.config, http.getRequest<FastifyRequest>().headers.authorization);
    if (access === 'allowed') return true;
    if (access === 'hidden') throw new NotFound('Not found', 'Cannot GET /metrics');
    void http.getResponse<FastifyReply>().header('www-authenticate', 'Bearer realm="metrics"');
    throw new NotAuthenticated(
      'Authentication required',
      'The metrics need the METRICS_TOKEN as a bearer token: Authorization: Bearer <token>.',
    );
  }
}
