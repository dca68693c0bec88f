import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsString } from 'class-validator';
import { IsMoney } from '../../common/is-money';
import { IsOmittable } from '../../common/omittable';
import { Trim } from '../../common/transforms';
import { DISCOUNT_TYPES, DiscountType } from '../promo-code.entity';
import { DISCOUNT_VALUE_REQUIRED } from './create-promo-code.dto';
import { PromoRulesDto } from './promo-rules.dto';

/** PATCH body: any of the discount, the active flag and the rules; the code itself never changes. */
export class UpdatePromoCodeDto extends PromoRulesDto {
  @ApiProperty({ enum: DISCOUNT_TYPES, required: false })
  @IsOmittable()
  @IsIn(DISCOUNT_TYPES, { message: `discountType must be one of ${DISCOUNT_TYPES.join(', ')}` })
  discountType?: DiscountType;

  @ApiProperty({
    required: false,
    example: '20',
    description: 'Percentage 0-100, or a fixed amount in dollars; two decimals at most',
  })
  @IsOmittable()
  @Trim()
  @IsMoney({ message: 'Discount value must be a number of at least 0 with at most two decimals, e.g. 15 or 4.50' })
  @IsNotEmpty({ message: DISCOUNT_VALUE_REQUIRED })
  @IsString({ message: DISCOUNT_VALUE_REQUIRED })
  discountValue?: string;

  @ApiProperty({ enum: [0, 1], required: false, description: '1 active, 0 inactive' })
  @IsOmittable()
  @IsIn([0, 1], { message: 'isActive must be 1 (active) or 0 (inactive)' })
  isActive?: number;
}
