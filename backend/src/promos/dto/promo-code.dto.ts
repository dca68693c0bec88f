import { ApiProperty } from '@nestjs/swagger';
import { DISCOUNT_TYPES, DiscountType } from '../promo-code.entity';

/** A promo code as the back office sees it. */
export class PromoCodeDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'WELCOME15' }) code: string;
  @ApiProperty({ enum: DISCOUNT_TYPES, example: 'percentage' }) discountType: DiscountType;
  @ApiProperty({ example: '15.00', description: 'Percent (0-100) or dollars, two-decimal string' }) discountValue: string;
  @ApiProperty({ enum: [0, 1], example: 1, description: '1 active, 0 inactive' }) isActive: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}
