import { Controller, Get, Header, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminPasswordAuth } from '../admin/admin-auth.decorators';
import { ApiJsonErrorResponse } from '../common/json-error-response';
import { TaxReportDto, TaxReportQueryDto } from './dto/tax-report.dto';
import { TaxReportService } from './tax-report.service';

@ApiTags('admin tax')
@AdminPasswordAuth()
@Controller('api/admin/tax-report')
export class AdminTaxReportController {
  constructor(private readonly report: TaxReportService) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'getTaxReport',
    summary: 'Tax by destination state and month: taxable sales, tax collected, tax refunded',
    description:
      "Months are the shop's calendar months (SHOP_TIME_ZONE), by the order's placing date; refunds count in the month of their order.",
  })
  @ApiOkResponse({ type: TaxReportDto })
  @ApiJsonErrorResponse(400, 'A month is not YYYY-MM, to is before from, or the range is longer than 36 months')
  getTaxReport(@Query() query: TaxReportQueryDto): Promise<TaxReportDto> {
    return this.report.report(query);
  }

  @Get('csv')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'exportTaxReport',
    summary: 'The tax report as a CSV file for filing, downloaded as tax-report-{from}-to-{to}.csv',
    description: 'The same rows as the JSON report, then a Total row.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'RFC 4180 CSV, UTF-8 with a byte-order mark',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiJsonErrorResponse(400, 'A month is not YYYY-MM, to is before from, or the range is longer than 36 months')
  async exportTaxReport(@Query() query: TaxReportQueryDto): Promise<StreamableFile> {
    const { fileName, body } = await this.report.csv(query);
    return new StreamableFile(Buffer.from(body, 'utf8'), {
      type: 'text/csv; charset=utf-8; header=present',
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}
