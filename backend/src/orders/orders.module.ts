import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { PromosModule } from '../promos/promos.module';
import { CapturedCheckoutSweeper } from './captured-checkout-sweeper';
import { CheckoutWriteLock } from './checkout-write-lock';
import { OrderItem } from './order-item.entity';
import { OrderNumberSequence } from './order-number-sequence.entity';
import { OrderPlacementService } from './order-placement.service';
import { OrderPricingService } from './order-pricing.service';
import { OrderSubmissionService } from './order-submission.service';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { PendingCheckout } from './pending-checkout.entity';
import { PendingCheckoutsService } from './pending-checkouts.service';

/** Checkout pricing, pending checkouts and order placement. The payments module drives them; it never touches their tables. */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, OrderNumberSequence, PendingCheckout]), CatalogModule, PromosModule],
  controllers: [OrdersController],
  providers: [OrderPricingService, OrderPlacementService, OrderSubmissionService, PendingCheckoutsService, CheckoutWriteLock, CapturedCheckoutSweeper],
  exports: [OrderPricingService, OrderPlacementService, PendingCheckoutsService, CapturedCheckoutSweeper],
})
export class OrdersModule {}
