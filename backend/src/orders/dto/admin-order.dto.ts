import { ApiProperty } from '@nestjs/swagger';
import { PaymentCardDto } from './payment-card.dto';
import { ORDER_STATUSES, STORE_CODES } from '../order-constants';

/** One line of an order as the back office sees it. */
export class AdminOrderItemDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 41 }) orderId: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    example: 7,
    description: 'Catalogue product at purchase time; it may since have been deleted',
  })
  productId: number | null;
  @ApiProperty({ example: 'Hand Soap No. 42' }) productName: string;
  @ApiProperty({ nullable: true, type: String, example: '42' }) scent: string | null;
  @ApiProperty({ nullable: true, type: String, example: '16 oz' }) size: string | null;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: '18.00', description: 'Unit price charged' }) price: string;
  @ApiProperty({ example: '5.40', description: "The line's share of the order's discount" }) discount: string;
  @ApiProperty({ example: '2.14', description: 'Tax charged on the line (after its discount share)' }) tax: string;
}

/** An order without its lines (the list); money as two-decimal strings, times as ISO 8601. */
export class AdminOrderDto {
  @ApiProperty({ example: 41 }) id: number;
  @ApiProperty({ example: 1041 }) orderNumber: number;
  @ApiProperty({ enum: STORE_CODES, example: 'NHA' }) storeCode: string;
  @ApiProperty({ example: 'Ada Lovelace' }) customerName: string;
  @ApiProperty({
    nullable: true,
    type: Number,
    example: null,
    description: "The subscription whose renewal placed the order; null for a shopper's own order",
  })
  renewalOf: number | null;
  @ApiProperty({ example: 'ada@example.com' }) customerEmail: string;
  @ApiProperty({ nullable: true, type: String, example: '+1 317 555 0100' }) customerPhone: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Leave at the back door' }) customerNotes: string | null;
  @ApiProperty({ example: '12 Elm Street' }) shippingAddress: string;
  @ApiProperty({ nullable: true, type: String, example: 'Apt 4B' }) shippingAddress2: string | null;
  @ApiProperty({ example: 'Indianapolis' }) shippingCity: string;
  @ApiProperty({ example: 'IN' }) shippingState: string;
  @ApiProperty({ example: '46204' }) shippingZip: string;
  @ApiProperty({ nullable: true, type: String, description: 'Null when the same as shipping' }) billingAddress:
    string | null;
  @ApiProperty({ nullable: true, type: String }) billingAddress2: string | null;
  @ApiProperty({ nullable: true, type: String }) billingCity: string | null;
  @ApiProperty({ nullable: true, type: String }) billingState: string | null;
  @ApiProperty({ nullable: true, type: String }) billingZip: string | null;
  @ApiProperty({ example: '36.00' }) subtotal: string;
  @ApiProperty({ example: '30.60' }) total: string;
  @ApiProperty({ nullable: true, type: String, example: 'WELCOME15' }) promoCode: string | null;
  @ApiProperty({ nullable: true, type: String, example: '5.40' }) discountAmount: string | null;
  @ApiProperty({
    nullable: true,
    type: Number,
    example: 1,
    description: 'The method chosen; it may since have been changed or deleted (its name and price are below)',
  })
  shippingMethodId: number | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Standard',
    description: 'The shipping method as it was named when the order was placed; null: no method',
  })
  shippingMethodName: string | null;
  @ApiProperty({ nullable: true, type: String, example: '7.95', description: "The method's price at the time" })
  shippingPrice: string | null;
  @ApiProperty({ example: '7.95', description: 'Shipping charged (0.00 when free)' }) shippingAmount: string;
  @ApiProperty({ example: '2.65', description: 'Tax charged: lines plus shipping' }) taxAmount: string;
  @ApiProperty({ example: '0.56', description: 'The part of taxAmount on shipping' }) shippingTaxAmount: string;
  @ApiProperty({ example: '38.55', description: 'The amount the tax was charged on' }) taxableAmount: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'IN',
    description: 'The state whose rate applied; null: no tax',
  })
  taxState: string | null;
  @ApiProperty({ nullable: true, type: String, example: '7.000', description: 'The rate applied, percent' })
  taxRate: string | null;
  @ApiProperty({ nullable: true, type: String, example: '5O190127TN364715T' }) paymentId: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '3C679366HH908993F',
    description: "The provider's capture; null for a free order, or when unknown (refund in the provider's dashboard)",
  })
  captureId: string | null;
  @ApiProperty({ example: 0, description: 'Cents of refunds requested, pending or completed' }) refundedCents: number;
  @ApiProperty({ nullable: true, type: String, example: '1Z999AA10123456784' }) trackingNumber: string | null;
  @ApiProperty({ example: 'UPS' }) carrier: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) shippedAt: Date | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) deliveredAt: Date | null;
  @ApiProperty({
    enum: ORDER_STATUSES,
    example: 'pending',
    description: 'Older rows may hold another value; show it raw',
  })
  orderStatus: string;
  @ApiProperty({ nullable: true, type: String }) netsuiteOrderId: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

/** An order with its lines (the detail screen). */
export class AdminOrderDetailDto extends AdminOrderDto {
  @ApiProperty({ type: [AdminOrderItemDto] }) items: AdminOrderItemDto[];
  @ApiProperty({
    type: PaymentCardDto,
    nullable: true,
    description: 'What was captured, refunded and remains; null for a free order',
  })
  payment: PaymentCardDto | null;
}

/** One page of the order list. */
export class AdminOrderPageDto {
  @ApiProperty({ type: [AdminOrderDto] }) items: AdminOrderDto[];
  @ApiProperty({ example: 137, description: 'Orders matching the search, on all pages' }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 50 }) pageSize: number;
}
