import { Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DemoPaymentProvider } from './demo/demo-payment-provider';
import { DemoPayment } from './demo/demo-payment.entity';
import { DemoRefund } from './demo/demo-refund.entity';
import { PAYMENT_PROVIDER, PaymentProvider } from './payment-provider';
import { PayPalPaymentProvider } from './paypal/paypal-payment-provider';

/** PAYMENT_PROVIDER picks the adapter; the config already refuses the demo wallet in production. */
export function createPaymentProvider(config: AppConfig, demoPayments: Repository<DemoPayment>): PaymentProvider {
  if (config.paymentProvider === 'demo') return new DemoPaymentProvider(demoPayments);
  const { clientId, clientSecret, apiBase, webhookId, timeoutMs } = config.paypal;
  if (!clientId || !clientSecret) throw new Error('PayPal credentials are missing');
  return new PayPalPaymentProvider({ clientId, clientSecret, apiBase, webhookId, timeoutMs });
}

/** The payment provider port (payment-provider.ts) and its adapters: the demo wallet and PayPal. */
@Module({
  imports: [TypeOrmModule.forFeature([DemoPayment, DemoRefund])],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG, getRepositoryToken(DemoPayment)],
      useFactory: createPaymentProvider,
    },
  ],
  exports: [PAYMENT_PROVIDER],
})
export class PaymentsModule {}
