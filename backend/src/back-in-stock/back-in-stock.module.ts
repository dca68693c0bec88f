import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { MailModule } from '../mail/mail.module';
import { BackInStockRequest } from './back-in-stock-request.entity';
import { BackInStockUnsubscribeController } from './back-in-stock-unsubscribe.controller';
import { BackInStockController } from './back-in-stock.controller';
import { BackInStockService } from './back-in-stock.service';

/** 'Notify me when it's back' on sold-out sizes, and its one e-mail when the size returns (docs/inventory.md). */
@Module({
  imports: [TypeOrmModule.forFeature([BackInStockRequest]), CatalogModule, MailModule],
  controllers: [BackInStockController, BackInStockUnsubscribeController],
  providers: [BackInStockService],
})
export class BackInStockModule {}
