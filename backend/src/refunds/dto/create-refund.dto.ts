import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsNotEmpty,
  IsString,
  IsUUID,
  Matches,
  ValidateNested,
} from 'class-validator';
import { MaxChars } from '../../common/max-chars';
import { IsOmittable } from '../../common/omittable';
import { Trim } from '../../common/transforms';
import { MONEY_STRING } from '../../orders/dto/cart-line.dto';
import { RefundLineDto } from '../../orders/dto/payment-card.dto';

export { RefundLineDto };

/**
 * Body of POST /api/admin/orders/{id}/refunds: the whole remaining amount (no amount, lines or shipping), an amount, or
 * lines and/or shipping.
 */
export class CreateRefundDto {
  @ApiProperty({
    required: false,
    example: '12.50',
    description: 'Dollars to refund; omit both amount and lines to refund the whole remaining amount',
  })
  @IsOmittable()
  @IsString({ message: 'amount must be an amount such as "12.50"' })
  @Matches(MONEY_STRING, { message: 'amount must be an amount such as "12.50"' })
  amount?: string;

  @ApiProperty({
    required: false,
    type: [RefundLineDto],
    description: 'Order lines and units to refund; the order discount is apportioned as the order priced it',
  })
  @IsOmittable()
  @IsArray({ message: 'lines must be a list of order lines' })
  @ArrayNotEmpty({ message: 'lines must list at least one order line' })
  @ArrayMaxSize(100, { message: 'lines must have at most 100 entries' })
  @ValidateNested({ each: true })
  @Type(() => RefundLineDto)
  lines?: RefundLineDto[];

  @ApiProperty({
    required: false,
    example: '7.95',
    description:
      "Dollars of the order's shipping charge to refund, before its tax: its share of the shipping's tax goes back with it. At most the shipping not yet refunded (400 naming what is left); alone or with lines, not with amount",
  })
  @IsOmittable()
  @IsString({ message: 'shipping must be an amount such as "7.95"' })
  @Matches(MONEY_STRING, { message: 'shipping must be an amount such as "7.95"' })
  shipping?: string;

  @ApiProperty({ example: 'Damaged in transit', maxLength: 200 })
  @Trim()
  @IsString({ message: 'reason is required' })
  @IsNotEmpty({ message: 'reason is required' })
  @MaxChars(200, { message: 'reason must be at most 200 characters' })
  reason: string;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    example: 'Sorry about the broken jar.',
    maxLength: 2000,
    description: 'Kept in the history and shown to the payer',
  })
  @Trim()
  @IsOmittable()
  @IsString({ message: 'note must be text' })
  @MaxChars(2000, { message: 'note must be at most 2000 characters' })
  note?: string;

  @ApiProperty({
    required: false,
    example: false,
    description:
      "Set the order to 'cancelled' in the same step; only for a refund of the whole remaining amount of a pending or processing order",
  })
  @IsOmittable()
  @IsBoolean({ message: 'cancelOrder must be true or false' })
  cancelOrder?: boolean;

  @ApiProperty({
    required: false,
    format: 'uuid',
    description: "The client's key for this refund: sending it again retries the same refund (never a second one)",
  })
  @IsOmittable()
  @IsUUID('all', { message: 'requestId must be a UUID' })
  requestId?: string;

  @ApiProperty({
    required: false,
    example: true,
    description:
      "'Put back in stock': the refunded lines' units (every line's for a refund of the whole remaining amount) go back to their tracked sizes once the provider accepts the refund; never more units than the order sold; not with amount, nor with shipping alone",
  })
  @IsOmittable()
  @IsBoolean({ message: 'restock must be true or false' })
  restock?: boolean;
}
