import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AdminProductsController } from './admin-products.controller';
import { CatalogVersion } from './catalog-version';
import { CatalogService } from './catalog.service';
import { ProductManagementService } from './product-management.service';
import { Product } from './product.entity';
import { ProductFaqsController } from './product-faqs.controller';
import { ProductsController } from './products.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Product]), AdminModule],
  controllers: [ProductsController, ProductFaqsController, AdminProductsController],
  providers: [CatalogService, CatalogVersion, ProductManagementService],
  exports: [CatalogService],
})
export class CatalogModule {}
