import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { CatalogModule } from '../catalog/catalog.module';
import { MailModule } from '../mail/mail.module';
import { PromosModule } from '../promos/promos.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { CapturedCheckoutSweeper } from './captured-checkout-sweeper';
import { CheckoutWriteLock } from './checkout-write-lock';
import { OrderCsvExportService } from './order-csv-export.service';
import { OrderItem } from './order-item.entity';
import { OrderNumberSequence } from './order-number-sequence.entity';
import { OrderPlacementService } from './order-placement.service';
import { OrderPricingService } from './order-pricing.service';
import { OrderSubmissionService } from './order-submission.service';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { PendingCheckout } from './pending-checkout.entity';
import { PendingCheckoutsService } from './pending-checkouts.service';

/**
 * Checkout pricing, pending checkouts and order placement (the payments module drives them; it never touches
 * their tables), plus the back office's order list, fulfilment updates and CSV export.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem, OrderNumberSequence, PendingCheckout]), CatalogModule, PromosModule, AdminModule, MailModule],
  controllers: [OrdersController, AdminOrdersController],
  providers: [
    OrderPricingService,
    OrderPlacementService,
    OrderSubmissionService,
    PendingCheckoutsService,
    CheckoutWriteLock,
    CapturedCheckoutSweeper,
    AdminOrdersService,
    OrderCsvExportService,
  ],
  exports: [OrderPricingService, OrderPlacementService, PendingCheckoutsService, CapturedCheckoutSweeper],
})
export class OrdersModule {}
