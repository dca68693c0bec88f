import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AdminShippingMethodsController } from './admin-shipping-methods.controller';
import { ShippingController } from './shipping.controller';
import { ShippingMethod } from './shipping-method.entity';
import { ShippingMethodsService } from './shipping-methods.service';

/** Shipping methods staff manage; the checkout asks it for the methods, the policy page and the JSON-LD read it. */
@Module({
  imports: [TypeOrmModule.forFeature([ShippingMethod]), AdminModule],
  controllers: [ShippingController, AdminShippingMethodsController],
  providers: [ShippingMethodsService],
  exports: [ShippingMethodsService],
})
export class ShippingModule {}
