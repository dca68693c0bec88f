import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { PromoCode } from './promo-code.entity';
import { PromoRedemption } from './promo-redemption.entity';
import { PromoRedemptionsService } from './promo-redemptions.service';
import { PromoCodeManagementService } from './promo-code-management.service';
import { PromoCodesAdminController } from './promo-codes-admin.controller';
import { PromoCodesRepository } from './promo-codes.repository';
import { PromoValidationController } from './promo-validation.controller';
import { PromosService } from './promos.service';

@Module({
  imports: [TypeOrmModule.forFeature([PromoCode, PromoRedemption]), AdminModule],
  controllers: [PromoValidationController, PromoCodesAdminController],
  providers: [PromoCodesRepository, PromosService, PromoCodeManagementService, PromoRedemptionsService],
  exports: [PromosService, PromoCodeManagementService, PromoRedemptionsService],
})
export class PromosModule {}
