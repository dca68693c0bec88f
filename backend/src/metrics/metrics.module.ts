import { Global, Module } from '@nestjs/common';
import { RATE_LIMIT_DEFINITIONS } from '../rate-limits/rate-limit-definitions';
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
      useFactory: () => new ShopMetrics([...Object.keys(RATE_LIMIT_DEFINITIONS), ADMIN_LOGIN_LIMIT]),
    },
  ],
  exports: [ShopMetrics],
})
export class MetricsModule {}
