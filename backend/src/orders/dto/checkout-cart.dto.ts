import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MaxChars } from '../../common/max-chars';
import { TrimUpper } from '../../common/transforms';
import { CartLineDto } from './cart-line.dto';

/** What is priced: the cart lines, the promo code and the shipping method (a quote and every checkout body). */
export class CheckoutCartDto {
  @ApiProperty({ type: [CartLineDto], description: 'The cart lines; 1 to 100 lines' })
  @IsArray({ message: 'items must be a list of cart lines' })
  @ArrayNotEmpty({ message: 'Your cart is empty: items must list at least one product' })
  @ArrayMaxSize(100, { message: 'items must have at most 100 lines' })
  @ValidateNested({ each: true })
  @Type(() => CartLineDto)
  items: CartLineDto[];

  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    example: 'WELCOME15',
    description: 'Case-insensitive; null or omitted without a code',
  })
  @TrimUpper()
  @IsOptional()
  @IsString({ message: 'promoCode must be text or null' })
  @MaxChars(50, { message: 'promoCode must be at most 50 characters' })
  promoCode?: string | null;

  @ApiProperty({
    type: Number,
    required: false,
    nullable: true,
    example: 1,
    description:
      'The chosen shipping method (GET /api/shipping-methods): required to place an order while any method is active; a quote without it prices the first',
  })
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsInt({ message: 'shippingMethodId must be a shipping method id' })
  @Min(1, { message: 'shippingMethodId must be a shipping method id' })
  shippingMethodId?: number | null;
}
