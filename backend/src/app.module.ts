import { DynamicModule, Module } from '@nestjs/common';
import { AfterAnswerModule } from './common/after-answer';
import { APP_FILTER } from '@nestjs/core';
import { AccountsModule } from './accounts/accounts.module';
import { AdminModule } from './admin/admin.module';
import { AdminStatsModule } from './admin-stats/admin-stats.module';
import { BackInStockModule } from './back-in-stock/back-in-stock.module';
import { ContactModule } from './contact/contact.module';
import { CatalogModule } from './catalog/catalog.module';
import { CheckoutModule } from './checkout/checkout.module';
import { AllExceptionsFilter } from './http/filters/all-exceptions.filter';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { JournalModule } from './journal/journal.module';
import { MailModule } from './mail/mail.module';
import { MediaModule } from './media/media.module';
import { MetricsModule } from './metrics/metrics.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { PromosModule } from './promos/promos.module';
import { RedisModule } from './redis/redis.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { RefundsModule } from './refunds/refunds.module';
import { SearchModule } from './search/search.module';
import { ShippingModule } from './shipping/shipping.module';
import { TaxModule } from './tax/tax.module';
import { WaitlistModule } from './waitlist/waitlist.module';
import { WebModule } from './web/web.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      // WebModule stays last: its page routes must not shadow API routes.
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        RateLimitsModule,
        AfterAnswerModule,
        AccountsModule,
        CatalogModule,
        MediaModule,
        PromosModule,
        NewsletterModule,
        HealthModule,
        AdminModule,
        ShippingModule,
        TaxModule,
        OrdersModule,
        AdminStatsModule,
        PaymentsModule,
        CheckoutModule,
        RefundsModule,
        JournalModule,
        SearchModule,
        MailModule,
        WaitlistModule,
        BackInStockModule,
        ContactModule,
        MetricsModule,
        WebModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}
