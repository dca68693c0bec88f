import { ApiProperty } from '@nestjs/swagger';

export class DatabaseHealthDto {
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiProperty({ enum: ['mysql', 'sqlite'] }) type: 'mysql' | 'sqlite';
  @ApiProperty({
    example: 2,
    required: false,
    description: 'Round trip of SELECT 1 in milliseconds (absent when down)',
  })
  latencyMs?: number;
}

export class RedisHealthDto {
  @ApiProperty({
    enum: ['up', 'down', 'disabled'],
    description: 'disabled: REDIS_URL is unset (one instance, state in memory)',
  })
  status: 'up' | 'down' | 'disabled';
  @ApiProperty({ example: 1, required: false, description: 'Round trip of PING in milliseconds (absent when down)' })
  latencyMs?: number;
}

export class OutboxHealthDto {
  @ApiProperty({ example: 0, description: 'Messages waiting to be sent (including those being sent)' }) queued: number;
  @ApiProperty({ example: 0, description: 'Messages given up on after their attempts' }) failed: number;
  @ApiProperty({
    example: 12,
    nullable: true,
    type: Number,
    description: 'Age in seconds of the oldest waiting message; null when none waits',
  })
  oldestQueuedAgeSeconds: number | null;
  @ApiProperty({
    required: false,
    example: 'The oldest queued e-mail has waited 900 s (over 600 s): is the SMTP relay reachable?',
  })
  warning?: string;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ example: 120 }) uptimeSeconds: number;
  @ApiProperty({ example: 'demo' }) paymentProvider: string;
  @ApiProperty({ type: DatabaseHealthDto }) database: DatabaseHealthDto;
  @ApiProperty({
    type: RedisHealthDto,
    description: 'Down means degraded (limits per instance, catalogue read from the database), still 200',
  })
  redis: RedisHealthDto;
  @ApiProperty({
    type: OutboxHealthDto,
    required: false,
    description: 'The e-mail outbox; absent while the database is down',
  })
  outbox?: OutboxHealthDto;
}
