import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthDto } from './dto/health.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(private readonly probes: HealthService) {}

  @Get()
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'The process, the database and Redis',
    description:
      'For load balancers: 503 only when the database is down. Redis down makes the status "degraded" but stays 200, since the instance keeps serving.',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database does not answer' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const report = await this.probes.check();
    reply.header('cache-control', 'no-store');
    if (report.database.status === 'down') reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return report;
  }
}
