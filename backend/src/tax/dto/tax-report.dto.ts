import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MONTH_MESSAGE = { message: '$property must be a month such as 2026-11' };

/** ?from=2026-01&to=2026-12: whole months in the shop's time zone; both default to the current month. */
export class TaxReportQueryDto {
  @ApiProperty({ required: false, example: '2026-01', description: 'First month, YYYY-MM' })
  @IsOptional()
  @Matches(MONTH, MONTH_MESSAGE)
  from?: string;

  @ApiProperty({
    required: false,
    example: '2026-12',
    description: 'Last month, YYYY-MM (at most 36 months after from)',
  })
  @IsOptional()
  @Matches(MONTH, MONTH_MESSAGE)
  to?: string;
}

/** One state in one month; money as two-decimal strings. */
export class TaxReportRowDto {
  @ApiProperty({ example: '2026-11' }) month: string;
  @ApiProperty({ example: 'IN' }) state: string;
  @ApiProperty({ example: 12, description: 'Orders placed that month to that state' }) orders: number;
  @ApiProperty({ example: '1234.50', description: 'Amounts taxed: lines after discount, plus taxed shipping' })
  taxableSales: string;
  @ApiProperty({ example: '86.42', description: 'Tax charged on the orders placed that month' }) taxCollected: string;
  @ApiProperty({ example: '4.20', description: 'Tax returned by refunds of those orders' }) taxRefunded: string;
}

export class TaxReportTotalsDto {
  @ApiProperty({ example: 12 }) orders: number;
  @ApiProperty({ example: '1234.50' }) taxableSales: string;
  @ApiProperty({ example: '86.42' }) taxCollected: string;
  @ApiProperty({ example: '4.20' }) taxRefunded: string;
}

/** The tax report: a row per month and state with tax, in month then state order. */
export class TaxReportDto {
  @ApiProperty({ example: '2026-01' }) from: string;
  @ApiProperty({ example: '2026-12' }) to: string;
  @ApiProperty({ type: [TaxReportRowDto] }) rows: TaxReportRowDto[];
  @ApiProperty({ type: TaxReportTotalsDto }) totals: TaxReportTotalsDto;
}
