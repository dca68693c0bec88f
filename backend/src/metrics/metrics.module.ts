import { Global, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { RATE_LIMIT_DEFINITIONS } from '../rate-limits/rate-limit-definitions';
import { databasePoolReader } from './database-pool-use';
import { MetricsController } from './metrics.controller';
import { MetricsTokenGuard } from './metrics-token.guard';
import { ADMIN_LOGIN_LIMIT, ShopMetrics } from './shop-metrics';

/** GET /metrics and the one ShopMetrics of the app; global so services can count without importing this module. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [
    MetricsTokenGuard,
    {
      provide: ShopMetrics,
      inject: [getDataSourceToken()],
      useFactory: (dataSource: DataSource) => {
        const metrics = new ShopMetrics([...Object.keys(RATE_LIMIT_DEFINITIONS), ADMIN_LOGIN_LIMIT]);
        const pool = databasePoolReader(dataSource);
        if (pool) metrics.watchPool(pool);
        return metrics;
      },
    },
  ],
  exports: [ShopMetrics],
})
export class MetricsModule {}
