import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrderEventsModule } from '../order-events/order-events.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { RefundsModule } from '../refunds/refunds.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutQuoteController } from './checkout-quote.controller';
import { CheckoutPaymentsService } from './checkout-payments.service';
import { FreeOrdersController } from './free-orders.controller';
import { FreeOrdersService } from './free-orders.service';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentWebhookEvent } from './payment-webhook-event.entity';
import { PaymentWebhookService } from './payment-webhook.service';

/**
 * A checkout from cart to order: price it, hold its promo code and stock, create and capture the payment, place the
 * order (orders, promos through orders, payments' provider), plus free orders and the provider's webhook, which
 * finishes captures and hands refund events to refunds.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentWebhookEvent]),
    OrdersModule,
    // The signed status link the call that places an order hands the payer.
    OrderEventsModule,
    PaymentsModule,
    RefundsModule,
    SubscriptionsModule,
  ],
  controllers: [CheckoutController, CheckoutQuoteController, PaymentWebhookController, FreeOrdersController],
  providers: [CheckoutPaymentsService, PaymentWebhookService, FreeOrdersService],
})
export class CheckoutModule {}
