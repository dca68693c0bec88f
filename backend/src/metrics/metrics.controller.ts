import { Controller, Get, Header, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiJsonErrorResponse } from '../common/json-error-response';
import { MetricsTokenGuard } from './metrics-token.guard';
import { ShopMetrics } from './shop-metrics';

export const METRICS_SCHEME = 'metricsToken';

@ApiTags('metrics')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: ShopMetrics) {}

  @Get()
  @UseGuards(MetricsTokenGuard)
  @Header('Cache-Control', 'no-store')
  @ApiBearerAuth(METRICS_SCHEME)
  @ApiOperation({
    summary: 'Prometheus metrics',
    description:
      'Prometheus text format: request durations by route pattern and status, orders placed, payment failures by kind, ' +
      '429s by limit name, event-loop lag, process figures and the database pool. Needs `Authorization: Bearer <METRICS_TOKEN>` ' +
      'when METRICS_TOKEN is set; without it the page is open in development and answers 404 in production.',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Prometheus exposition text (version 0.0.4)', schema: { type: 'string' } })
  @ApiJsonErrorResponse(401, 'METRICS_TOKEN is set and the bearer token is missing or wrong')
  @ApiJsonErrorResponse(404, 'Production without METRICS_TOKEN')
  async prometheusMetrics(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    void reply.type(this.metrics.contentType);
    return this.metrics.render();
  }
}
