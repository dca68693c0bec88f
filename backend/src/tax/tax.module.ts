import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AdminTaxRatesController } from './admin-tax-rates.controller';
import { AdminTaxReportController } from './admin-tax-report.controller';
import { TaxRate } from './tax-rate.entity';
import { TaxRatesService } from './tax-rates.service';
import { TaxReportService } from './tax-report.service';

/** Sales tax rates by state that staff manage (the checkout asks it for a state's rate) and the tax report. */
@Module({
  imports: [TypeOrmModule.forFeature([TaxRate]), AdminModule],
  controllers: [AdminTaxRatesController, AdminTaxReportController],
  providers: [TaxRatesService, TaxReportService],
  exports: [TaxRatesService],
})
export class TaxModule {}
