import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { CatalogModule } from '../catalog/catalog.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { AdminSubscriptionsController } from './admin/admin-subscriptions.controller';
import { AdminSubscriptionsService } from './admin/admin-subscriptions.service';
import { SubscriptionLinks } from './manage/subscription-links.service';
import { SubscriptionManageController } from './manage/subscription-manage.controller';
import { SubscriptionManagementService } from './manage/subscription-management.service';
import { RenewalReminders } from './renewal-reminders';
import { RenewalRunner } from './renewal-runner';
import { SubscriptionFiguresService } from './subscription-figures';
import { SubscriptionNotices } from './subscription-notices';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Refill subscriptions (docs/subscriptions.md): the terms and what may be subscribed to, the subscriptions a first
 * payment starts, the renewals every instance may claim and charge once, and the signed management link.
 */
@Module({
  imports: [OrdersModule, PaymentsModule, CatalogModule, MailModule, AdminModule],
  controllers: [SubscriptionManageController, AdminSubscriptionsController],
  providers: [
    SubscriptionsService,
    RenewalRunner,
    SubscriptionLinks,
    SubscriptionManagementService,
    SubscriptionNotices,
    RenewalReminders,
    AdminSubscriptionsService,
    SubscriptionFiguresService,
  ],
  exports: [SubscriptionsService, SubscriptionLinks, SubscriptionFiguresService],
})
export class SubscriptionsModule {}
