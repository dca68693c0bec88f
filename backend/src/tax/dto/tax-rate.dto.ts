import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches } from 'class-validator';
import { IsOmittable } from '../../common/omittable';

/** One state's rate. */
export class TaxRateDto {
  @ApiProperty({ example: 'IN', description: 'USPS code of one of the 50 states or DC' }) state: string;
  @ApiProperty({ example: 'Indiana' }) stateName: string;
  @ApiProperty({ example: '7.000', description: 'Percent, three decimals' }) rate: string;
  @ApiProperty({ example: true, description: "Whether a taxable method's shipping charge is taxed too" })
  shippingTaxable: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export const RATE_PERCENT = /^(\d|[1-2]\d)(\.\d{1,3})?$/;

/** PUT body: a state's rate (created or replaced). */
export class SaveTaxRateDto {
  @ApiProperty({ example: '7', description: 'Percent from 0 to 29.999, three decimals at most ("7", "6.875")' })
  @IsString({ message: 'rate must be a percentage such as "7" or "6.875"' })
  @Matches(RATE_PERCENT, { message: 'rate must be a percentage from 0 to 29.999 with at most three decimals' })
  rate: string;

  @ApiProperty({ required: false, default: false, example: true })
  @IsOmittable()
  @IsBoolean({ message: 'shippingTaxable must be true or false' })
  shippingTaxable?: boolean;
}
