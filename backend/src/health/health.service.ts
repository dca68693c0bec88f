import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OutboxService } from '../mail/outbox.service';
import { RedisConnection } from '../redis/redis-connection';
import { DatabaseHealthDto, HealthDto, OutboxHealthDto, RedisHealthDto } from './dto/health.dto';

/** The oldest waiting message may be this old before the health answer warns about it. */
export const OUTBOX_WARNING_AGE_SECONDS = 600;

/** Answers within about 1.5 s whatever the database does, so a monitor can tell "down" from "slow". */
const DATABASE_PROBE_TIMEOUT_MS = 1500;

/** Probes the process's dependencies; the controller only turns "database down" into its status code. */
@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redisConnection: RedisConnection,
  ) {}

  /** The probes run side by side, so a check costs one round trip to each dependency, even on a busy event loop. */
  async check(): Promise<HealthDto> {
    const [database, redis, outbox] = await Promise.all([
      this.probeDatabase(),
      this.probeRedis(),
      withinProbeTimeout(this.outboxHealth()).catch(() => undefined),
    ]);
    return {
      status: database.status === 'up' && redis.status !== 'down' ? 'ok' : 'degraded',
      uptimeSeconds: Math.round(process.uptime()),
      paymentProvider: this.config.paymentProvider,
      database,
      redis,
      outbox: database.status === 'up' ? outbox : undefined,
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
        age !== null && age > OUTBOX_WARNING_AGE_SECONDS
          ? `The oldest queued e-mail has waited ${age} s (over ${OUTBOX_WARNING_AGE_SECONDS} s): is the SMTP relay reachable?`
          : undefined;
      return { queued: counts.queued + counts.sending, failed: counts.failed, oldestQueuedAgeSeconds: age, warning };
    } catch {
      return undefined;
    }
  }

  private async probeDatabase(): Promise<DatabaseHealthDto> {
    const type = this.config.databaseUrl ? 'mysql' : 'sqlite';
    const started = Date.now();
    try {
      await withinProbeTimeout(this.dataSource.query('SELECT 1'));
      return { status: 'up', type, latencyMs: Date.now() - started };
    } catch {
      return { status: 'down', type };
    }
  }
}

/** The database's answer, or a rejection after DATABASE_PROBE_TIMEOUT_MS (the query itself is left to finish). */
async function withinProbeTimeout<T>(query: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      query,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), DATABASE_PROBE_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
