import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { OrderCsvExportService } from './order-csv-export.service';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Order, OrderItem]), AdminModule],
  controllers: [AdminOrdersController],
  providers: [AdminOrdersService, OrderCsvExportService],
})
export class OrdersModule {}
