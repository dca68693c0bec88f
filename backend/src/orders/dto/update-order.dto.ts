import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { OptionalText } from '../../common/text-fields';
import { TrimToNull } from '../../common/transforms';
import { FIXED_CARRIER, ORDER_STATUSES, OrderStatus } from '../order-constants';
import { IsOmittable } from '../../common/omittable';

/** A date (2025-10-20) or a date and time (2025-10-20T14:30:00Z, with optional seconds, fraction and offset). */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** Body of PATCH /api/admin/orders/{id}: fulfilment fields only; absent fields are left as they are. */
export class UpdateOrderDto {
  @OptionalText(100, '1Z999AA10123456784')
  trackingNumber?: string | null;

  @ApiProperty({
    enum: ORDER_STATUSES,
    required: false,
    description: 'Any status may follow any other; becoming shipped stamps shippedAt once',
  })
  @IsOmittable()
  @IsIn(ORDER_STATUSES, { message: `orderStatus must be one of ${ORDER_STATUSES.join(', ')}` })
  orderStatus?: OrderStatus;

  @ApiProperty({
    required: false,
    nullable: true,
    type: String,
    example: '2025-10-24',
    description: 'ISO 8601 date or date-time; null or blank clears it',
  })
  @TrimToNull()
  @IsOptional()
  @Matches(ISO_DATE, { message: 'deliveredAt must be an ISO date such as 2025-10-24 or 2025-10-24T15:00:00Z' })
  @IsString({ message: 'deliveredAt must be an ISO date such as 2025-10-24' })
  deliveredAt?: string | null;

  @ApiProperty({ enum: [FIXED_CARRIER], required: false, description: 'The single fixed carrier' })
  @IsOmittable()
  @IsIn([FIXED_CARRIER], { message: `carrier must be ${FIXED_CARRIER}, the shop's only carrier` })
  carrier?: string;
}
