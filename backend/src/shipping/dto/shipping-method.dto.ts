import { ApiProperty } from '@nestjs/swagger';

/** A shipping method; money as two-decimal strings. */
export class ShippingMethodDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'Standard' }) name: string;
  @ApiProperty({ example: '7.95', description: 'The charge below the free-from amount' }) price: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '100.00',
    description: 'Free when the subtotal after the discount reaches this amount; null: never free',
  })
  freeFrom: string | null;
  @ApiProperty({ example: 3, description: 'Delivery estimate, business days, at least' }) estimateDaysMin: number;
  @ApiProperty({ example: 5, description: 'Delivery estimate, business days, at most' }) estimateDaysMax: number;
  @ApiProperty({ example: true, description: 'Whether the charge is taxed where the state taxes shipping' })
  taxable: boolean;
  @ApiProperty({ example: 0, description: 'Order in the list, smallest first' }) position: number;
  @ApiProperty({ example: true, description: 'Inactive methods are not offered at checkout' }) isActive: boolean;
}

/** The free-shipping promise, said the same way in the drawer, the checkout, the e-mails and the policy page. */
export class FreeShippingDto {
  @ApiProperty({ example: '100.00', description: 'The lowest free-from amount of the active methods' })
  threshold: string;
  @ApiProperty({ example: 'Standard', description: 'The method that becomes free' }) methodName: string;
  @ApiProperty({
    example: 'Free Standard shipping on orders of $100.00 or more, after discounts.',
    description: 'The sentence to show; the threshold is measured on the subtotal after the promo discount',
  })
  statement: string;
}

/** The merchant return policy (site/shop-policies.json). */
export class ReturnPolicyDto {
  @ApiProperty({ example: 30, description: 'Days after delivery to start a return' }) days: number;
  @ApiProperty({ example: 'Unopened items can be returned within 30 days of delivery for a full refund.' })
  statement: string;
  @ApiProperty({
    enum: ['FreeReturn', 'ReturnShippingFees'],
    example: 'ReturnShippingFees',
    description: "Who pays the return postage (schema.org's ReturnFeesEnumeration, without its prefix)",
  })
  fees: string;
}

/** The Shipping & Returns page: the active methods, the free-shipping promise and the return policy. */
export class ShippingPolicyDto {
  @ApiProperty({ type: [ShippingMethodDto], description: 'Active methods, in order' }) methods: ShippingMethodDto[];
  @ApiProperty({ type: FreeShippingDto, nullable: true, description: 'null when no active method is ever free' })
  freeShipping: FreeShippingDto | null;
  @ApiProperty({ type: ReturnPolicyDto }) returns: ReturnPolicyDto;
  @ApiProperty({ example: 'Indiana', description: 'Where parcels leave from (a state)' }) shipsFrom: string;
}
