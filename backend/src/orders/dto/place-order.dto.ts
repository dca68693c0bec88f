import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { MaxChars } from '../../common/max-chars';
import { Trim } from '../../common/transforms';
import { CheckoutDetailsDto } from './checkout-details.dto';
import { MONEY_STRING } from './cart-line.dto';

const amountMessage = (field: string) => ({ message: `${field} must be an amount such as "24.00"` });

/**
 * POST /api/orders (docs/product.md, Talking to the server): the checkout plus the browser's figures, which are
 * compared with the server's
 * and never used, and the payment id the order is for. Card fields are accepted and dropped, never stored or logged.
 */
export class PlaceOrderDto extends CheckoutDetailsDto {
  @ApiProperty({ example: '36.00', description: 'Browser subtotal; must equal the server subtotal to the cent' })
  @IsString(amountMessage('subtotal'))
  @Matches(MONEY_STRING, amountMessage('subtotal'))
  subtotal: string;

  @ApiProperty({ example: '30.60', description: 'Browser total; must equal the server total to the cent' })
  @IsString(amountMessage('total'))
  @Matches(MONEY_STRING, amountMessage('total'))
  total: string;

  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    example: '5.40',
    description: 'Browser discount; null without a promo code',
  })
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsString(amountMessage('discountAmount'))
  @Matches(MONEY_STRING, amountMessage('discountAmount'))
  discountAmount?: string | null;

  @ApiProperty({ example: '5O190127TN364715T', description: 'The payment (provider order) id returned by POST /order' })
  @Trim()
  @MaxChars(100, { message: 'paymentId must be at most 100 characters' })
  @IsNotEmpty({ message: 'paymentId is required: pay first, then place the order' })
  @IsString({ message: 'paymentId is required: pay first, then place the order' })
  paymentId: string;

  @ApiProperty({ required: false, writeOnly: true, description: 'Accepted for compatibility; never stored or logged' })
  @IsOptional()
  @IsString()
  @MaxChars(40)
  cardNumber?: string;

  @ApiProperty({ required: false, writeOnly: true, description: 'Accepted for compatibility; never stored or logged' })
  @IsOptional()
  @IsString()
  @MaxChars(10)
  expiry?: string;

  @ApiProperty({ required: false, writeOnly: true, description: 'Accepted for compatibility; never stored or logged' })
  @IsOptional()
  @IsString()
  @MaxChars(4)
  cvv?: string;
}
