import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RedisConnection } from './redis-connection';

/** The instance's optional Redis connection (REDIS_URL), injectable everywhere as RedisConnection. */
@Global()
@Module({
  providers: [
    {
      provide: RedisConnection,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new RedisConnection(config.redisUrl),
    },
  ],
  exports: [RedisConnection],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(RedisConnection) private readonly redis: RedisConnection) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.close();
  }
}
