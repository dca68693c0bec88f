import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { SubscriptionLinks } from './manage/subscription-links.service';
import { SubscriptionManageController } from './manage/subscription-manage.controller';
import { SubscriptionManagementService } from './manage/subscription-management.service';
import { RenewalRunner } from './renewal-runner';
import { SubscriptionNotices } from './subscription-notices';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Refill subscriptions (docs/subscriptions.md): the terms and what may be subscribed to, the subscriptions a first
 * payment starts, the renewals every instance may claim and charge once, and the signed management link.
 */
@Module({
  imports: [OrdersModule, PaymentsModule, CatalogModule, MailModule],
  controllers: [SubscriptionManageController],
  providers: [
    SubscriptionsService,
    RenewalRunner,
    SubscriptionLinks,
    SubscriptionManagementService,
    SubscriptionNotices,
  ],
  exports: [SubscriptionsService, SubscriptionLinks],
})
export class SubscriptionsModule {}
