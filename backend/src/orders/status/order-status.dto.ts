import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../common/transforms';
import { ORDER_STATUSES } from '../order-constants';
import { TIMELINE_STEPS } from './order-timeline';

/** Body of POST /api/orders/lookup. */
export class LookupOrderDto {
  @ApiProperty({ example: '1042', description: 'The order number from the confirmation (a leading # is ignored)' })
  // Shoppers copy "#1042" from the confirmation; a JSON number is accepted too.
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/^#\s*/, '') : value,
  )
  @IsString({ message: 'orderNumber must be text such as 1042' })
  @Matches(/^\d{1,9}$/, { message: 'orderNumber must be the number from your confirmation, such as 1042' })
  orderNumber: string;

  @ApiProperty({ example: 'ada@example.com', description: 'The e-mail address used at checkout (any case)' })
  @Trim()
  @IsString({ message: 'email must be text' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be an email address such as ada@example.com' })
  email: string;
}

export class OrderStatusStepDto {
  @ApiProperty({ enum: TIMELINE_STEPS, example: 'shipped' }) step: string;
  @ApiProperty({ example: true }) reached: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When it was reached, when known' })
  at: Date | null;
}

export class OrderStatusLineDto {
  @ApiProperty({ example: 'Hand Soap No. 42' }) productName: string;
  @ApiProperty({ nullable: true, type: String, example: '42' }) scent: string | null;
  @ApiProperty({ nullable: true, type: String, example: '16 oz' }) size: string | null;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: '18.00', description: 'Unit price charged' }) price: string;
  @ApiProperty({ example: '36.00', description: 'Quantity times unit price' }) lineTotal: string;
  @ApiProperty({ example: '2.14', description: 'Tax charged on the line' }) tax: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '/public-objects/products/hand-soap-42.webp',
    description: "The product's picture (the refill box's for a Refill Box); null once the product is gone",
  })
  image: string | null;
}

export class OrderStatusShippingDto {
  @ApiProperty({ example: 'Ada Lovelace' }) name: string;
  @ApiProperty({ example: '12 Elm Street' }) address: string;
  @ApiProperty({ nullable: true, type: String, example: 'Apt 4B' }) address2: string | null;
  @ApiProperty({ example: 'Indianapolis' }) city: string;
  @ApiProperty({ example: 'IN' }) state: string;
  @ApiProperty({ example: '46204' }) zip: string;
}

/** A refund as the shopper sees it: what, when, and whether the money is back yet (no staff reason or note). */
export class OrderStatusRefundDto {
  @ApiProperty({ example: '15.30' }) amount: string;
  @ApiProperty({
    enum: ['pending', 'completed'],
    example: 'completed',
    description: 'pending until the wallet has moved the money',
  })
  status: string;
  @ApiProperty({ type: String, format: 'date-time' }) at: Date;
}

/** What the guest order status page shows, and nothing more (no e-mail, phone, billing address, payment id or notes). */
export class OrderStatusDto {
  @ApiProperty({ example: 1042 }) orderNumber: number;
  @ApiProperty({ type: String, format: 'date-time' }) placedAt: Date;
  @ApiProperty({
    enum: ORDER_STATUSES,
    example: 'shipped',
    description: 'Older rows may hold another value; show it raw',
  })
  status: string;
  @ApiProperty({ type: [OrderStatusStepDto], description: 'placed, processing, shipped, delivered' })
  timeline: OrderStatusStepDto[];
  @ApiProperty({ type: [OrderStatusLineDto] }) items: OrderStatusLineDto[];
  @ApiProperty({ example: '36.00' }) subtotal: string;
  @ApiProperty({ nullable: true, type: String, example: 'WELCOME15' }) promoCode: string | null;
  @ApiProperty({ nullable: true, type: String, example: '5.40' }) discountAmount: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Standard', description: 'null: no shipping method' })
  shippingMethodName: string | null;
  @ApiProperty({ example: '7.95', description: 'Shipping charged' }) shippingAmount: string;
  @ApiProperty({ example: '2.65', description: 'Tax charged (lines and shipping)' }) taxAmount: string;
  @ApiProperty({ nullable: true, type: String, example: 'IN', description: 'null: no tax' }) taxState: string | null;
  @ApiProperty({ nullable: true, type: String, example: '7.000', description: 'Percent' }) taxRate: string | null;
  @ApiProperty({ example: '30.60' }) total: string;
  @ApiProperty({ type: OrderStatusShippingDto }) shipping: OrderStatusShippingDto;
  @ApiProperty({ example: 'UPS' }) carrier: string;
  @ApiProperty({ nullable: true, type: String, example: '1Z999AA10123456784' }) trackingNumber: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    description: "The carrier's tracking page",
  })
  trackingUrl: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) shippedAt: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) deliveredAt: Date | null;
  @ApiProperty({
    type: [OrderStatusRefundDto],
    description: 'Refunds given or under way, oldest first (failed ones are not shown)',
  })
  refunds: OrderStatusRefundDto[];
  @ApiProperty({ example: '15.30', description: 'Completed refunds in total' }) refunded: string;
}
