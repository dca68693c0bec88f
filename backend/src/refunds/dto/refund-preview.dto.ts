import { ApiProperty, PickType } from '@nestjs/swagger';
import { CreateRefundDto } from './create-refund.dto';

/** Body of POST /api/admin/orders/{id}/refunds/preview: what the refund dialog would send (amount, lines, shipping or none). */
export class RefundPreviewRequestDto extends PickType(CreateRefundDto, ['amount', 'lines', 'shipping'] as const) {}

/** What a refund of those lines or that amount would return now, priced as the refund itself prices it. */
export class RefundPreviewDto {
  @ApiProperty({ example: '30.60', description: 'Dollars the refund would return to the payer' })
  amount: string;

  @ApiProperty({ example: '68.00', description: 'What can still be refunded on the order, before this refund' })
  remaining: string;

  @ApiProperty({
    example: '7.95',
    description:
      'Of the shipping charge (before its tax), what earlier refunds have not returned: the most shipping can ask',
  })
  shippingRemaining: string;
}
