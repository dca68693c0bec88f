import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { TrimUpper } from '../../common/transforms';
import { CheckoutCartDto } from '../../orders/dto/checkout-cart.dto';
import { IsUsState } from '../../orders/dto/us-address';
import { FreeShippingDto } from '../../shipping/dto/shipping-method.dto';
import { SubscriptionChoiceDto } from './create-payment-order.dto';

/** POST /api/checkout/quote: what the summary needs priced; the state and method may not be known yet. */
export class CheckoutQuoteRequestDto extends CheckoutCartDto {
  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    example: 'IN',
    description: 'Destination state (USPS code); null or omitted before the address is known: no tax yet',
  })
  @TrimUpper()
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsUsState()
  shippingState?: string | null;

  @ApiProperty({
    type: SubscriptionChoiceDto,
    required: false,
    description:
      "Price it as a subscription's first delivery: subscribable sizes only, no promo code; the discount is the subscription's saving",
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => SubscriptionChoiceDto)
  subscription?: SubscriptionChoiceDto;
}

export class QuoteLineDto {
  @ApiProperty({ example: 7 }) productId: number;
  @ApiProperty({ example: 'Hand Soap No. 42' }) productName: string;
  @ApiProperty({ example: '16 oz' }) size: string;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: '18.00' }) unitPrice: string;
  @ApiProperty({ example: '36.00', description: 'unitPrice × quantity' }) lineTotal: string;
  @ApiProperty({ example: '5.40', description: "This line's share of the discount" }) discount: string;
  @ApiProperty({ example: '2.14', description: 'Tax on lineTotal − discount, rounded half up' }) tax: string;
}

/** A method as offered for this cart. */
export class ShippingOptionDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Standard' }) name: string;
  @ApiProperty({ example: '7.95', description: "The method's price" }) price: string;
  @ApiProperty({ example: '0.00', description: 'What it costs for this cart (0.00 when free from freeFrom)' })
  amount: string;
  @ApiProperty({ type: String, nullable: true, example: '100.00' }) freeFrom: string | null;
  @ApiProperty({ example: 3 }) estimateDaysMin: number;
  @ApiProperty({ example: 5 }) estimateDaysMax: number;
  @ApiProperty({ example: true }) taxable: boolean;
}

/** The cart priced as the order will be: total = subtotal − discount + shipping + tax. */
export class CheckoutQuoteDto {
  @ApiProperty({ type: [QuoteLineDto] }) lines: QuoteLineDto[];
  @ApiProperty({ example: '36.00' }) subtotal: string;
  @ApiProperty({ type: String, nullable: true, example: 'WELCOME15', description: 'The code applied; null: none' })
  promoCode: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '5.40',
    description: "The code's discount, or a subscription's saving; null without either",
  })
  discountAmount: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description:
      'Why the code sent does not apply (it was left out of these figures); null when it applies or none was sent',
  })
  promoRefusal: string | null;
  @ApiProperty({ type: [ShippingOptionDto], description: 'Active methods in order, priced for this cart' })
  shippingOptions: ShippingOptionDto[];
  @ApiProperty({ type: Number, nullable: true, example: 1, description: 'The method priced in; null: none offered' })
  shippingMethodId: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Standard' }) shippingMethodName: string | null;
  @ApiProperty({ example: '7.95' }) shippingAmount: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'IN',
    description: 'The destination state; null: not known yet (tax not calculated)',
  })
  taxState: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '7.000',
    description: "The state's rate in percent; null when the state has no rate or is not known",
  })
  taxRate: string | null;
  @ApiProperty({ example: '2.09', description: 'Tax on the lines plus tax on shipping' }) taxAmount: string;
  @ApiProperty({ example: '0.56', description: 'The part of taxAmount charged on shipping' }) shippingTaxAmount: string;
  @ApiProperty({ example: '40.64' }) total: string;
  @ApiProperty({ type: FreeShippingDto, nullable: true, description: 'null when no active method is ever free' })
  freeShipping: FreeShippingDto | null;
}
