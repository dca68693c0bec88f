import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AdminModule } from '../admin/admin.module';
import { CatalogModule } from '../catalog/catalog.module';
import { MailModule } from '../mail/mail.module';
import { CheckoutWriteLock } from '../orders/checkout-write-lock';
import { OrdersModule } from '../orders/orders.module';
import { CheckoutPaymentsService } from './checkout-payments.service';
import { DemoPaymentProvider } from './demo/demo-payment-provider';
import { DemoPayment } from './demo/demo-payment.entity';
import { DemoRefund } from './demo/demo-refund.entity';
import { FreeOrdersController } from './free-orders.controller';
import { FreeOrdersService } from './free-orders.service';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentWebhookEvent } from './payment-webhook-event.entity';
import { PaymentWebhookService } from './payment-webhook.service';
import { PaymentsController } from './payments.controller';
import { PayPalPaymentProvider } from './paypal/paypal-payment-provider';
import { AdminOrderRefundsController } from './refunds/admin-order-refunds.controller';
import { OrderRefund } from './refunds/order-refund.entity';
import { OrderRefundsService } from './refunds/order-refunds.service';

/** PAYMENT_PROVIDER picks the adapter; the config already refuses the demo wallet in production. */
export function createPaymentProvider(config: AppConfig, demoPayments: Repository<DemoPayment>): PaymentProvider {
  if (config.paymentProvider === 'demo') return new DemoPaymentProvider(demoPayments);
  const { clientId, clientSecret, apiBase, webhookId, timeoutMs } = config.paypal;
  if (!clientId || !clientSecret) throw new Error('PayPal credentials are missing');
  return new PayPalPaymentProvider({ clientId, clientSecret, apiBase, webhookId, timeoutMs });
}

@Module({
  imports: [
    TypeOrmModule.forFeature([PaymentWebhookEvent, DemoPayment, DemoRefund, OrderRefund]),
    OrdersModule,
    AdminModule,
    MailModule,
    // StockLevelsService: a refund can put the order's units back in stock.
    CatalogModule,
  ],
  controllers: [PaymentsController, PaymentWebhookController, FreeOrdersController, AdminOrderRefundsController],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, getRepositoryToken(DemoPayment)],
      useFactory: createPaymentProvider,
    },
    CheckoutPaymentsService,
    PaymentWebhookService,
    FreeOrdersService,
    OrderRefundsService,
    // Stateless (the data source only): the refunds' writes join the same SQLite queue as the checkout's.
    CheckoutWriteLock,
  ],
  exports: [CheckoutPaymentsService],
})
export class PaymentsModule {}
