import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { MailModule } from '../mail/mail.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';
import { SalesStatsQueries } from './sales-stats.queries';

/** The back office's sales dashboard (`GET /api/admin/stats`): read-only aggregations over orders and sign-ups,
 * and the subscriptions module's figures. */
@Module({
  imports: [AdminModule, MailModule, SubscriptionsModule],
  controllers: [AdminStatsController],
  providers: [SalesStatsQueries, AdminStatsService],
})
export class AdminStatsModule {}
