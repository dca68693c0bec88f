import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { CatalogModule } from '../catalog/catalog.module';
import { OrderEventsModule } from '../order-events/order-events.module';
import { OrdersModule } from '../orders/orders.module';
import { PaymentsModule } from '../payments/payments.module';
import { PromosModule } from '../promos/promos.module';
import { AdminOrderRefundsController } from './admin-order-refunds.controller';
import { OrderRefund } from './order-refund.entity';
import { OrderRefundsService } from './order-refunds.service';

/** Staff refunds through the payment provider, and the provider's refund events (from checkout's webhook). */
@Module({
  imports: [
    TypeOrmModule.forFeature([OrderRefund]),
    // OrderRefundLedger (the order's cents and status) and OrderRefundReads (where the payment card is read from).
    OrdersModule,
    PaymentsModule,
    AdminModule,
    // The order event that mail turns into the refund e-mail.
    OrderEventsModule,
    // A redeemed promo code's use given back.
    PromosModule,
    // StockLevelsService: a refund can put the order's units back in stock.
    CatalogModule,
  ],
  controllers: [AdminOrderRefundsController],
  providers: [OrderRefundsService],
  exports: [OrderRefundsService],
})
export class RefundsModule {}
