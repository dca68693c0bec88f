import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/pagination';
import { Trim } from '../../common/transforms';
import { ORDER_STATUSES } from '../order-constants';
import { ISO_DATE } from './update-order.dto';

/** The order list's filters, shared by the list and the CSV export so both show the same orders. */
export class AdminOrderFilterDto {
  @ApiProperty({
    required: false,
    example: 'indianapolis',
    description:
      'Case-insensitive substring of the order number, store code, customer name, email, shipping city or state',
  })
  @Trim()
  @IsOptional()
  // SQLite's LIKE ends its pattern at a NUL, so `%00'` matched every order; no stored value holds a control character.
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  @Matches(/^[^\u0000-\u001f\u007f]*$/, { message: 'search must not contain control characters' })
  @MaxLength(200, { message: 'search must be at most 200 characters' })
  @IsString({ message: 'search must be text' })
  search?: string;

  @ApiProperty({
    required: false,
    enum: ORDER_STATUSES,
    example: 'shipped',
    description: 'Only orders with this status',
  })
  @Trim()
  @IsOptional()
  @IsIn(['', ...ORDER_STATUSES], { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status?: string;

  @ApiProperty({
    required: false,
    example: '2025-10-01',
    description: 'Placed on or after: an ISO date (a whole UTC day) or date-time with offset (that instant)',
  })
  @Trim()
  @IsOptional()
  @Matches(new RegExp(`(?:${ISO_DATE.source})|^$`), {
    message: 'placedFrom must be an ISO date such as 2025-10-01 or 2025-10-01T00:00:00-04:00',
  })
  @IsString({ message: 'placedFrom must be an ISO date such as 2025-10-01' })
  placedFrom?: string;

  @ApiProperty({
    required: false,
    example: '2025-10-31',
    description: 'Placed on or before: an ISO date (that whole UTC day counts) or date-time with offset (that instant)',
  })
  @Trim()
  @IsOptional()
  @Matches(new RegExp(`(?:${ISO_DATE.source})|^$`), {
    message: 'placedTo must be an ISO date such as 2025-10-31 or 2025-10-31T23:59:59-04:00',
  })
  @IsString({ message: 'placedTo must be an ISO date such as 2025-10-31' })
  placedTo?: string;
}

export class AdminOrderQueryDto extends IntersectionType(PageQueryDto, AdminOrderFilterDto) {}
