import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';

// The order detail's payment card: orders show it, refunds fill it (through OrderRefundReads) and answer with it.

/**
 * - requested: written (and its cents held on the order) before the provider is asked; stays so when the provider's
 *   answer never came, and the same request (same requestId) asks again without refunding twice
 * - pending: the provider accepted it but has not moved the money yet; its webhook settles it
 * - completed: the money went back to the payer
 * - failed: the provider refused it; its cents are given back to the order's remaining amount
 */
export const REFUND_STATUSES = ['requested', 'pending', 'completed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Units of one order line to refund. */
export class RefundLineDto {
  @ApiProperty({ example: 12, description: 'The order line (items[].id of the order)' })
  @IsInt({ message: '$path must be an order line id (a whole number)' })
  @Min(1, { message: '$path must be an order line id (a whole number)' })
  orderItemId: number;

  @ApiProperty({ example: 1, minimum: 1, maximum: 1000 })
  @IsInt({ message: '$path must be a whole number from 1 to 1000' })
  @Min(1, { message: '$path must be a whole number from 1 to 1000' })
  @Max(1000, { message: '$path must be a whole number from 1 to 1000' })
  quantity: number;
}

/** One refund on the payment card. */
export class RefundDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: '15.30' }) amount: string;
  @ApiProperty({
    type: [RefundLineDto],
    nullable: true,
    description: 'Null for a refund by amount or one made at the provider',
  })
  lines: RefundLineDto[] | null;
  @ApiProperty({ example: 'Damaged in transit' }) reason: string;
  @ApiProperty({ nullable: true, type: String }) note: string | null;
  @ApiProperty({ enum: REFUND_STATUSES, example: 'completed' }) status: string;
  @ApiProperty({ nullable: true, type: String, example: '1JU08902781691411' }) providerRefundId: string | null;
  @ApiProperty({ example: '0b6f3c1e-6a57-4c55-9a3e-3b6c1c0f7a10' }) requestId: string;
  @ApiProperty({ nullable: true, type: String, description: 'Why the provider refused it or did not answer' })
  failureReason: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

/** The order's payment as the back office shows it: what was taken, given back and left. */
export class PaymentCardDto {
  @ApiProperty({ example: 'PayPal' }) provider: string;
  @ApiProperty({ nullable: true, type: String, example: '5O190127TN364715T' }) paymentId: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '3C679366HH908993F',
    description: "Null when unknown (an order from before captures were kept): refund it in the provider's dashboard",
  })
  captureId: string | null;
  @ApiProperty({ example: '30.60' }) captured: string;
  @ApiProperty({ example: '10.00', description: 'Completed refunds' }) refunded: string;
  @ApiProperty({ example: '0.00', description: 'Refunds requested or pending at the provider' }) refundPending: string;
  @ApiProperty({ example: '20.60', description: 'What can still be refunded' }) remaining: string;
  @ApiProperty({ type: [RefundDto], description: 'Oldest first' }) refunds: RefundDto[];
}
