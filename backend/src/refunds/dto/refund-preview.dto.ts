import { ApiProperty, PickType } from '@nestjs/swagger';
import { CreateRefundDto } from './create-refund.dto';

/** Body of POST /api/admin/orders/{id}/refunds/preview: what the refund dialog would send (amount, lines or neither). */
export class RefundPreviewRequestDto extends PickType(CreateRefundDto, ['amount', 'lines'] as const) {}

/** What a refund of those lines or that amount would return now, priced as the refund itself prices it. */
export class RefundPreviewDto {
  @ApiProperty({ example: '30.60', description: 'Dollars the refund would return to the payer' })
  amount: string;

  @ApiProperty({ example: '68.00', description: 'What can still be refunded on the order, before this refund' })
  remaining: string;
}
