import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { RenewalRunner } from './renewal-runner';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Refill subscriptions (docs/subscriptions.md): the terms and what may be subscribed to, the subscriptions a first
 * payment starts, and the renewals every instance may claim and charge once.
 */
@Module({
  imports: [OrdersModule, PaymentsModule],
  providers: [SubscriptionsService, RenewalRunner],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
