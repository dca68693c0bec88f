import { ApiProperty } from '@nestjs/swagger';
import type { PlacedOrder } from '../order-placement.service';

export class PlacedOrderItemDto {
  @ApiProperty({ type: Number, example: 7, nullable: true }) productId: number | null;
  @ApiProperty({ example: 'Hand Soap No. 42' }) productName: string;
  @ApiProperty({ type: String, example: '42', nullable: true }) scent: string | null;
  @ApiProperty({ type: String, example: '16 oz', nullable: true }) size: string | null;
  @ApiProperty({ example: 2 }) quantity: number;
  @ApiProperty({ example: '18.00', description: 'Unit price charged' }) price: string;
}

/** An order as the shopper's browser sees it right after paying. */
export class PlacedOrderDto {
  @ApiProperty({ example: 12 }) id: number;
  @ApiProperty({ example: 1012 }) orderNumber: number;
  @ApiProperty({ example: 'NHA' }) storeCode: string;
  @ApiProperty({ example: 'Ada Lovelace' }) customerName: string;
  @ApiProperty({ example: 'ada@example.com' }) customerEmail: string;
  @ApiProperty({ type: String, example: '+1 317 555 0100', nullable: true }) customerPhone: string | null;
  @ApiProperty({ type: String, example: null, nullable: true }) customerNotes: string | null;
  @ApiProperty({ example: '12 Garden Lane' }) shippingAddress: string;
  @ApiProperty({ example: 'Indianapolis' }) shippingCity: string;
  @ApiProperty({ example: 'IN' }) shippingState: string;
  @ApiProperty({ example: '46204' }) shippingZip: string;
  @ApiProperty({ type: String, example: null, nullable: true }) billingAddress: string | null;
  @ApiProperty({ type: String, example: null, nullable: true }) billingCity: string | null;
  @ApiProperty({ type: String, example: null, nullable: true }) billingState: string | null;
  @ApiProperty({ type: String, example: null, nullable: true }) billingZip: string | null;
  @ApiProperty({ type: [PlacedOrderItemDto] }) items: PlacedOrderItemDto[];
  @ApiProperty({ example: '36.00' }) subtotal: string;
  @ApiProperty({ example: '30.60' }) total: string;
  @ApiProperty({ type: String, example: 'WELCOME15', nullable: true }) promoCode: string | null;
  @ApiProperty({ type: String, example: '5.40', nullable: true }) discountAmount: string | null;
  @ApiProperty({ type: String, example: '5O190127TN364715T', nullable: true }) paymentId: string | null;
  @ApiProperty({ example: 'UPS' }) carrier: string;
  @ApiProperty({ example: 'pending' }) orderStatus: string;
  @ApiProperty({ example: '2025-11-21T10:15:00.000Z' }) createdAt: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '12.LXEWQrcmsEQBYnyp-6wy9chTD7GQPMTbAiWHF5IaSIE',
    description:
      "The order status page's signed token (as in the confirmation e-mail's link), only with 201 (this call saved the order); null on a replay",
  })
  statusToken: string | null;
}

export function toPlacedOrderDto(order: PlacedOrder, statusToken: string | null): PlacedOrderDto {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    storeCode: order.storeCode,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    customerNotes: order.customerNotes,
    shippingAddress: order.shippingAddress,
    shippingCity: order.shippingCity,
    shippingState: order.shippingState,
    shippingZip: order.shippingZip,
    billingAddress: order.billingAddress,
    billingCity: order.billingCity,
    billingState: order.billingState,
    billingZip: order.billingZip,
    items: (order.items ?? []).map((i) => ({
      productId: i.productId,
      productName: i.productName,
      scent: i.scent,
      size: i.size,
      quantity: i.quantity,
      price: i.price,
    })),
    subtotal: order.subtotal,
    total: order.total,
    promoCode: order.promoCode,
    discountAmount: order.discountAmount,
    paymentId: order.paymentId,
    carrier: order.carrier,
    orderStatus: order.orderStatus,
    createdAt: new Date(order.createdAt).toISOString(),
    statusToken,
  };
}
