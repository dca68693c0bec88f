import { ApiProperty } from '@nestjs/swagger';
import { REFUND_STATUSES } from '../order-refund.entity';
import { RefundLineDto } from './create-refund.dto';

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
