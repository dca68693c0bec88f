import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { MailModule } from '../mail/mail.module';
import { CheckoutWriteLock } from '../orders/checkout-write-lock';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { AdminOrderRefundsController } from './admin-order-refunds.controller';
import { OrderRefund } from './order-refund.entity';
import { OrderRefundsService } from './order-refunds.service';

/** Staff refunds through the payment provider, and the provider's refund events (from checkout's webhook). */
@Module({
  imports: [TypeOrmModule.forFeature([OrderRefund]), OrdersModule, PaymentsModule, AdminModule, MailModule],
  controllers: [AdminOrderRefundsController],
  providers: [
    OrderRefundsService,
    // Stateless (the data source only): the refunds' writes join the same SQLite queue as the checkout's.
    CheckoutWriteLock,
  ],
  exports: [OrderRefundsService],
})
export class RefundsModule {}
