import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString, Matches } from 'class-validator';
import { IsMoney } from '../../common/is-money';
import { Trim, TrimUpper } from '../../common/transforms';
import { DISCOUNT_TYPES, DiscountType } from '../promo-code.entity';
import { IsOmittable } from '../../common/omittable';
import { PromoRulesDto } from './promo-rules.dto';

export const DISCOUNT_VALUE_REQUIRED = 'Discount value is required';

export class CreatePromoCodeDto extends PromoRulesDto {
  @ApiProperty({ example: 'WELCOME15', description: 'Trimmed and upper-cased; 1-50 of A-Z, 0-9, _ and -' })
  @TrimUpper()
  @Matches(/^[A-Z0-9_-]{1,50}$/, { message: 'Code may only use letters, digits, "-" and "_" (50 characters at most)' })
  @IsNotEmpty({ message: 'Code is required' })
  @IsString({ message: 'Code is required' })
  code: string;

  @ApiProperty({ enum: DISCOUNT_TYPES, required: false, default: 'percentage' })
  @IsOmittable()
  @IsIn(DISCOUNT_TYPES, { message: `discountType must be one of ${DISCOUNT_TYPES.join(', ')}` })
  discountType?: DiscountType;

  @ApiProperty({
    example: '15',
    description: 'Percentage 0-100, or a fixed amount in dollars of at least 0; two decimals at most',
  })
  @Trim()
  @IsMoney({ message: 'Discount value must be a number of at least 0 with at most two decimals, e.g. 15 or 4.50' })
  @IsNotEmpty({ message: DISCOUNT_VALUE_REQUIRED })
  @IsString({ message: DISCOUNT_VALUE_REQUIRED })
  discountValue: string;

  @ApiProperty({ enum: [0, 1], required: false, default: 1, description: 'New codes are active (1) unless 0 is sent' })
  @IsOmittable()
  @IsIn([0, 1], { message: 'isActive must be 1 (active) or 0 (inactive)' })
  isActive?: number;
}
