import { ApiProperty } from '@nestjs/swagger';
import { DISCOUNT_TYPES, DiscountType } from '../promo-code.entity';

/** What the checkout needs to show a discount: the maths is redone by the server at order time. */
export class PromoValidationDto {
  @ApiProperty({ example: 'WELCOME15' }) code: string;
  @ApiProperty({ enum: DISCOUNT_TYPES, example: 'percentage' }) discountType: DiscountType;
  @ApiProperty({ example: '15.00', description: 'Percent (0-100) or dollars, two-decimal string' })
  discountValue: string;
}
