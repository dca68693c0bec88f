import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { MONEY_STRING } from '../../orders/dto/cart-line.dto';
import { CheckoutDetailsDto } from '../../orders/dto/checkout-details.dto';

/** POST /order: the whole checkout, so the server can price it and ask the provider for its own total. */
export class CreatePaymentOrderDto extends CheckoutDetailsDto {
  @ApiProperty({
    example: '30.60',
    description: "The browser's total; the payment is created for the server's total and a different amount is a 409",
  })
  @IsString({ message: 'amount must be an amount such as "30.60"' })
  @Matches(MONEY_STRING, { message: 'amount must be an amount such as "30.60"' })
  amount: string;

  @ApiProperty({ enum: ['USD'], example: 'USD' })
  @IsIn(['USD'], { message: 'currency must be USD' })
  currency: 'USD';

  @ApiProperty({ enum: ['CAPTURE'], example: 'CAPTURE' })
  @IsIn(['CAPTURE'], { message: 'intent must be CAPTURE' })
  intent: 'CAPTURE';
}
