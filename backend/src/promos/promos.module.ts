import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PromoCode } from './promo-code.entity';
import { PromoValidationController } from './promo-validation.controller';
import { PromosService } from './promos.service';

@Module({
  imports: [TypeOrmModule.forFeature([PromoCode])],
  controllers: [PromoValidationController],
  providers: [PromosService],
  exports: [PromosService],
})
export class PromosModule {}
