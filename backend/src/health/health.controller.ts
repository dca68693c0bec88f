import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnection } from '../redis/redis-connection';
import { OutboxService } from '../mail/outbox.service';

class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiProperty({ enum: ['mysql', 'sqlite'] }) type: 'mysql' | 'sqlite';
  @ApiProperty({ example: 2, required: false, description: 'Round trip of SELECT 1 in milliseconds (absent when down)' }) latencyMs?: number;
}

class RedisHealthDto {
  @ApiProperty({ enum: ['up', 'down', 'disabled'], description: 'disabled: REDIS_URL is unset (one instance, state in memory)' }) status: 'up' | 'down' | 'disabled';
  @ApiProperty({ example: 1, required: false, description: 'Round trip of PING in milliseconds (absent when down)' }) latencyMs?: number;
}

/** The oldest waiting message may be this old before the health answer warns about it. */
export const OUTBOX_WARNING_AGE_SECONDS = 600;

class OutboxHealthDto {
  @ApiProperty({ example: 0, description: 'Messages waiting to be sent (including those being sent)' }) queued: number;
  @ApiProperty({ example: 0, description: 'Messages given up on after their attempts' }) failed: number;
  @ApiProperty({ example: 12, nullable: true, type: Number, description: 'Age in seconds of the oldest waiting message; null when none waits' })
  oldestQueuedAgeSeconds: number | null;
  @ApiProperty({ required: false, example: 'The oldest queued e-mail has waited 900 s (over 600 s): is the SMTP relay reachable?' })
  warning?: string;
}

class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ example: 120 }) uptimeSeconds: number;
  @ApiProperty({ example: 'demo' }) paymentProvider: string;
  @ApiProperty({ type: DatabaseHealthDto }) database: DatabaseHealthDto;
  @ApiProperty({ type: RedisHealthDto, description: 'Down means degraded (limits per instance, catalogue read from the database), still 200' })
  redis: RedisHealthDto;
  @ApiProperty({ type: OutboxHealthDto, required: false, description: 'The e-mail outbox; absent while the database is down' }) outbox?: OutboxHealthDto;
}

/** Answers within about 1.5 s whatever the database does, so a monitor can tell "down" from "slow". */
const DATABASE_PROBE_TIMEOUT_MS = 1500;

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redisConnection: RedisConnection,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'The process, the database and Redis',
    description: 'For load balancers: 503 only when the database is down. Redis down makes the status "degraded" but stays 200, since the instance keeps serving.',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto, description: 'The database does not answer' })
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const [database, redis] = await Promise.all([this.probeDatabase(), this.probeRedis()]);
    reply.header('cache-control', 'no-store');
    if (database.status === 'down') reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: database.status === 'up' && redis.status !== 'down' ? 'ok' : 'degraded',
      uptimeSeconds: Math.round(process.uptime()),
      paymentProvider: this.config.paymentProvider,
      database,
      redis,
      outbox: database.status === 'up' ? await this.outboxHealth() : undefined,
    };
  }

  private async probeRedis(): Promise<RedisHealthDto> {
    if (!this.redisConnection.enabled) return { status: 'disabled' };
    const latencyMs = await this.redisConnection.ping();
    return latencyMs === null ? { status: 'down' } : { status: 'up', latencyMs };
  }

  private async outboxHealth(): Promise<OutboxHealthDto | undefined> {
    try {
      const counts = await this.outbox.counts();
      const age = counts.oldestQueuedAgeSeconds;
      const warning =
        age !== null && age > OUTBOX_WARNING_AGE_SECONDS ? `The oldest queued e-mail has waited ${age} s (over ${OUTBOX_WARNING_AGE_SECONDS} s): is the SMTP relay reachable?` : undefined;
      return { queued: counts.queued + counts.sending, failed: counts.failed, oldestQueuedAgeSeconds: age, warning };
    } catch {
      return undefined;
    }
  }

  private async probeDatabase(): Promise<DatabaseHealthDto> {
    const type = this.config.databaseUrl ? 'mysql' : 'sqlite';
    const started = Date.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.dataSource.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), DATABASE_PROBE_TIMEOUT_MS);
        }),
      ]);
      return { status: 'up', type, latencyMs: Date.now() - started };
    } catch {
      return { status: 'down', type };
    } finally {
      clearTimeout(timer);
    }
  }
}
