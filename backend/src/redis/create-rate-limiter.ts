import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { RedisConnection } from './redis-connection';

export interface RateLimitOptions {
  /** Names the limit's keys in Redis (e.g. "admin-password"); distinct per limit. */
  keyPrefix: string;
  /** How many points (attempts) one key may spend per window. */
  points: number;
  /** The window in seconds. */
  durationSeconds: number;
  /** When set, a key that runs out is refused for this many seconds. */
  blockSeconds?: number;
}

/**
 * The one way to build a limit: shared by every instance through Redis when REDIS_URL is set, per process otherwise.
 * While Redis is unreachable the Redis limiter hands each call to its in-memory insurance limiter at once, so limits
 * keep working per instance and become shared again as soon as the connection is back.
 */
export function createRateLimiter(redis: RedisConnection, options: RateLimitOptions): RateLimiterAbstract {
  const common = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    blockDuration: options.blockSeconds ?? 0,
  };
  if (!redis.client) return new RateLimiterMemory(common);
  return new RateLimiterRedis({
    ...common,
    storeClient: redis.client,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(common),
  });
}
