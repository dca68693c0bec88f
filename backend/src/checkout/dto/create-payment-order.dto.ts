import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { MONEY_STRING } from '../../orders/dto/cart-line.dto';
import { CheckoutDetailsDto } from '../../orders/dto/checkout-details.dto';

/** 'Subscribe & save': the checkout's lines are delivered again every N months, charged to the wallet it stores. */
export class SubscriptionChoiceDto {
  @ApiProperty({ enum: [1, 2, 3], example: 2, description: 'Months between deliveries' })
  @IsInt({ message: 'subscription.frequencyMonths must be 1, 2 or 3' })
  @IsIn([1, 2, 3], { message: 'subscription.frequencyMonths must be 1, 2 or 3' })
  frequencyMonths: number;
}

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

  @ApiPropertyOptional({
    type: SubscriptionChoiceDto,
    description:
      "Subscribe to these lines (subscribable sizes only, no promo code): the total takes the subscription's saving and the payment stores the wallet for the renewals",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => SubscriptionChoiceDto)
  subscription?: SubscriptionChoiceDto;
}
