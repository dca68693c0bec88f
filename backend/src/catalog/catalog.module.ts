import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Media } from '../media/media.entity';
import { AdminModule } from '../admin/admin.module';
import { AdminProductsController } from './admin-products.controller';
import { CatalogVersion } from './catalog-version';
import { CatalogService } from './catalog.service';
import { AdminInventoryController } from './inventory/admin-inventory.controller';
import { AdminLowStockController } from './inventory/admin-low-stock.controller';
import { InventoryEvent } from './inventory/inventory-event.entity';
import { ProductStock } from './inventory/product-stock.entity';
import { StockReservation } from './inventory/stock-reservation.entity';
import { StockReservationSweeper } from './inventory/stock-reservation-sweeper';
import { StockReservationsService } from './inventory/stock-reservations.service';
import { StockLevelsService } from './inventory/stock-levels.service';
import { ProductManagementService } from './product-management.service';
import { Product } from './product.entity';
import { ProductCardsController } from './product-cards.controller';
import { ProductFaqsController } from './product-faqs.controller';
import { ProductsController } from './products.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Product, ProductStock, StockReservation, InventoryEvent, Media]), AdminModule],
  controllers: [
    ProductsController,
    ProductCardsController,
    ProductFaqsController,
    AdminProductsController,
    AdminInventoryController,
    AdminLowStockController,
  ],
  providers: [
    CatalogService,
    CatalogVersion,
    ProductManagementService,
    StockReservationsService,
    StockReservationSweeper,
    StockLevelsService,
  ],
  // StockLevelsService.restock is for a refund that puts an order's units back (and onRestocked for back-in-stock notices).
  exports: [CatalogService, StockReservationsService, StockLevelsService],
})
export class CatalogModule {}
