import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, Matches } from 'class-validator';
import { MONEY_STRING } from '../../orders/dto/cart-line.dto';
import { CheckoutDetailsDto } from '../../orders/dto/checkout-details.dto';

/** POST /order/free: the whole checkout of an order its promo code pays in full. */
export class FreeOrderDto extends CheckoutDetailsDto {
  @ApiProperty({
    example: '3b241101-e2bb-4255-8caf-4136c566a962',
    description:
      'A UUID the browser draws once per checkout: a repeat with the same key returns the same order, never a second one',
  })
  @IsUUID('all', { message: 'checkoutKey must be a UUID' })
  checkoutKey: string;

  @ApiProperty({ example: '0.00', description: "The browser's total; it must equal the server's, which must be 0.00" })
  @IsString({ message: 'amount must be an amount such as "0.00"' })
  @Matches(MONEY_STRING, { message: 'amount must be an amount such as "0.00"' })
  amount: string;
}
