import { ApiProperty } from '@nestjs/swagger';
import { DISCOUNT_TYPES, DiscountType } from '../promo-code.entity';

/** A promo code as the back office sees it. */
export class PromoCodeDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'WELCOME15' }) code: string;
  @ApiProperty({ enum: DISCOUNT_TYPES, example: 'percentage' }) discountType: DiscountType;
  @ApiProperty({ example: '15.00', description: 'Percent (0-100) or dollars, two-decimal string' })
  discountValue: string;
  @ApiProperty({ enum: [0, 1], example: 1, description: '1 active, 0 inactive' }) isActive: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Validates from this instant (UTC); null: no start',
  })
  startsAt: Date | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'No longer validates from this instant (UTC); null: no end',
  })
  endsAt: Date | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '50.00',
    description: 'Smallest subtotal the code accepts; null: none',
  })
  minimumSubtotal: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 100, description: 'Total uses allowed; null: unlimited' })
  usageLimit: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 1, description: 'Uses per e-mail address; null: unlimited' })
  usageLimitPerCustomer: number | null;
  @ApiProperty({ example: 3, description: 'Orders placed with the code (checkouts still paying are not counted)' })
  redemptionCount: number;
}
