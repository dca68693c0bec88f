import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogService } from './catalog.service';
import { Product } from './product.entity';
import { ProductFaqsController } from './product-faqs.controller';
import { ProductsController } from './products.controller';

@Module({
  imports: [TypeOrmModule.forFeature([Product])],
  controllers: [ProductsController, ProductFaqsController],
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
