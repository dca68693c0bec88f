import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OrdersModule } from '../orders/orders.module';
import { CheckoutPaymentsService } from './checkout-payments.service';
import { DemoPaymentProvider } from './demo/demo-payment-provider';
import { FreeOrdersController } from './free-orders.controller';
import { FreeOrdersService } from './free-orders.service';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { PaymentWebhookController } from './payment-webhook.controller';
import { PaymentWebhookEvent } from './payment-webhook-event.entity';
import { PaymentWebhookService } from './payment-webhook.service';
import { PaymentsController } from './payments.controller';
import { PayPalPaymentProvider } from './paypal/paypal-payment-provider';

/** PAYMENT_PROVIDER picks the adapter; the config already refuses the demo wallet in production. */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  if (config.paymentProvider === 'demo') return new DemoPaymentProvider();
  const { clientId, clientSecret, apiBase, webhookId, timeoutMs } = config.paypal;
  if (!clientId || !clientSecret) throw new Error('PayPal credentials are missing');
  return new PayPalPaymentProvider({ clientId, clientSecret, apiBase, webhookId, timeoutMs });
}

@Module({
  imports: [TypeOrmModule.forFeature([PaymentWebhookEvent]), OrdersModule],
  controllers: [PaymentsController, PaymentWebhookController, FreeOrdersController],
  providers: [{ provide: PAYMENT_PROVIDER, inject: [APP_CONFIG], useFactory: createPaymentProvider }, CheckoutPaymentsService, PaymentWebhookService, FreeOrdersService],
  exports: [CheckoutPaymentsService],
})
export class PaymentsModule {}
