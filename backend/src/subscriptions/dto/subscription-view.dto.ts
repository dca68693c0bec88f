import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { CheckoutDetailsDto } from '../../orders/dto/checkout-details.dto';
import { SUBSCRIPTION_STATUSES } from '../subscription.entity';

/** Where the renewals go: checked like the checkout's (a state from the list, a ZIP within that state's ranges). */
export class SubscriptionShippingAddressDto extends PickType(CheckoutDetailsDto, [
  'shippingAddress',
  'shippingAddress2',
  'shippingCity',
  'shippingState',
  'shippingZip',
] as const) {}

export class SubscriptionLineDto {
  @ApiProperty({ example: 12 }) productId: number;
  @ApiProperty({ example: 'Hand Soap No. 42', description: "The product's current name" }) productName: string;
  @ApiProperty({ example: 'Refill Box' }) size: string;
  @ApiProperty({ example: 1 }) quantity: number;
}

/** What the management page shows: the next delivery, what it will cost today, and the terms. */
export class SubscriptionViewDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, example: 'active' }) status: string;
  @ApiProperty({ enum: [1, 2, 3], example: 2, description: 'Months between deliveries' }) frequencyMonths: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the next renewal is charged' })
  nextRenewalAt: Date;
  @ApiProperty({ example: '10.00', description: 'The saving every renewal takes, in percent' })
  discountPercent: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '66.29',
    description:
      "The next renewal's total at today's prices, with shipping and tax; null when a product is no longer sold",
  })
  nextAmount: string | null;
  @ApiProperty({ type: [SubscriptionLineDto] }) lines: SubscriptionLineDto[];
  @ApiProperty({
    type: SubscriptionShippingAddressDto,
    description: 'Where the renewals are sent; its state sets their tax',
  })
  address: SubscriptionShippingAddressDto;
}

export class SubscriptionLineChangeDto {
  @ApiProperty({ example: 12 })
  @IsInt({ message: 'lines[].productId must be a whole number' })
  productId: number;

  @ApiProperty({ example: 'Refill Box' })
  @IsString({ message: 'lines[].size must be text' })
  @MaxLength(50, { message: 'lines[].size must be at most 50 characters' })
  size: string;

  @ApiProperty({ example: 2, minimum: 1, maximum: 10 })
  @IsInt({ message: 'lines[].quantity must be a whole number from 1 to 10' })
  @Min(1, { message: 'lines[].quantity must be a whole number from 1 to 10' })
  @Max(10, { message: 'lines[].quantity must be a whole number from 1 to 10' })
  quantity: number;
}

/** PATCH body: a new frequency, new quantities of the subscription's own lines, a new address, or several. */
export class ChangeSubscriptionDto {
  @ApiPropertyOptional({ enum: [1, 2, 3], example: 3 })
  @IsOptional()
  @IsInt({ message: 'frequencyMonths must be 1, 2 or 3' })
  @IsIn([1, 2, 3], { message: 'frequencyMonths must be 1, 2 or 3' })
  frequencyMonths?: number;

  @ApiPropertyOptional({ type: [SubscriptionLineChangeDto] })
  @IsOptional()
  @ArrayMinSize(1, { message: 'lines must name at least one line' })
  @ArrayMaxSize(50, { message: 'lines must name at most 50 lines' })
  @ValidateNested({ each: true })
  @Type(() => SubscriptionLineChangeDto)
  lines?: SubscriptionLineChangeDto[];

  @ApiPropertyOptional({
    type: SubscriptionShippingAddressDto,
    description: 'The shipping address of the next renewals; they are taxed for its state',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => SubscriptionShippingAddressDto)
  address?: SubscriptionShippingAddressDto;
}
