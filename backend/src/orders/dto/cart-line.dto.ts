import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsString, Matches, Max, Min } from 'class-validator';
import { MaxChars } from '../../common/max-chars';
import { Trim } from '../../common/transforms';
import { MAX_LINE_QUANTITY } from '../cart-pricing';
import { IsOmittable } from '../../common/omittable';

export const MONEY_STRING = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * A line of the browser's cart (docs/product.md, What the shop keeps). Only productId, size and quantity are used; the
 * server prices it.
 */
export class CartLineDto {
  @ApiProperty({ example: 7, description: 'Catalogue product id' })
  @IsInt({ message: '$path must be a product id (a whole number)' })
  @Min(1, { message: '$path must be a product id (a whole number)' })
  productId: number;

  @ApiProperty({
    required: false,
    example: 'Hand Soap No. 42',
    description: 'Shown by the browser; ignored (the catalogue name is stored)',
  })
  @IsOmittable()
  @IsString()
  @MaxChars(200)
  productName?: string;

  @ApiProperty({
    example: '16 oz',
    description: "One of the product's sizes; 'Refill Box' is priced at the product's refillPrice",
  })
  @Trim()
  @IsNotEmpty({ message: '$path is required' })
  @IsString({ message: '$path is required' })
  @MaxChars(60)
  size: string;

  @ApiProperty({ example: 2, minimum: 1, maximum: MAX_LINE_QUANTITY })
  @IsInt({ message: `$path must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
  @Min(1, { message: `$path must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
  @Max(MAX_LINE_QUANTITY, { message: `$path must be a whole number from 1 to ${MAX_LINE_QUANTITY}` })
  quantity: number;

  @ApiProperty({
    required: false,
    example: '18.00',
    description: 'Unit price the browser shows; compared with the catalogue (409 when it differs)',
  })
  @IsOmittable()
  @IsString({ message: '$path must be an amount such as "18.00"' })
  @Matches(MONEY_STRING, { message: '$path must be an amount such as "18.00"' })
  price?: string;

  @ApiProperty({
    required: false,
    example: '/public-objects/products/hand-soap-42.webp',
    description: 'Shown by the browser; ignored',
  })
  @IsOmittable()
  @IsString()
  @MaxChars(500)
  image?: string;
}
