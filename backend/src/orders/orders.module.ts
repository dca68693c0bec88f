import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { CatalogModule } from '../catalog/catalog.module';
import { OrderEventsModule } from '../order-events/order-events.module';
import { PromosModule } from '../promos/promos.module';
import { ShippingModule } from '../shipping/shipping.module';
import { TaxModule } from '../tax/tax.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { CapturedCheckoutSweeper } from './captured-checkout-sweeper';
import { CheckoutWriteLock } from './checkout-write-lock';
import { AdminOrderHistoryController } from './history/admin-order-history.controller';
import { OrderHistoryService } from './history/order-history.service';
import { OrderCsvExportService } from './order-csv-export.service';
import { OrderItem } from './order-item.entity';
import { OrderNumberSequence } from './order-number-sequence.entity';
import { OrderPlacementService } from './order-placement.service';
import { OrderPricingService } from './order-pricing.service';
import { OrderRefundLedger } from './order-refund-ledger.service';
import { OrderRefundReads } from './order-refund-reads';
import { OrderSubmissionService } from './order-submission.service';
import { Order } from './order.entity';
import { OrdersController } from './orders.controller';
import { PendingCheckoutPurge } from './pending-checkout-purge';
import { PendingCheckout } from './pending-checkout.entity';
import { PendingCheckoutsService } from './pending-checkouts.service';
import { OrderStatusController } from './status/order-status.controller';
import { OrderStatusService } from './status/order-status.service';

/**
 * Checkout pricing, pending checkouts and order placement (the payments module drives them; it never touches
 * their tables), plus the back office's order list, fulfilment updates, history and CSV export, and the guest status page.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, OrderNumberSequence, PendingCheckout]),
    CatalogModule,
    PromosModule,
    ShippingModule,
    TaxModule,
    AdminModule,
    // The events it tells (mail listens) and the signed links its status page checks.
    OrderEventsModule,
  ],
  controllers: [OrdersController, AdminOrdersController, AdminOrderHistoryController, OrderStatusController],
  providers: [
    OrderPricingService,
    OrderPlacementService,
    OrderSubmissionService,
    PendingCheckoutsService,
    CheckoutWriteLock,
    CapturedCheckoutSweeper,
    PendingCheckoutPurge,
    AdminOrdersService,
    OrderCsvExportService,
    OrderHistoryService,
    OrderStatusService,
    OrderRefundLedger,
    OrderRefundReads,
  ],
  exports: [
    OrderPricingService,
    OrderPlacementService,
    PendingCheckoutsService,
    CapturedCheckoutSweeper,
    // The refunds module's way in: it holds cents and cancels through the ledger and registers its reader.
    OrderRefundLedger,
    OrderRefundReads,
  ],
})
export class OrdersModule {}
