import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsISO8601, IsOptional, IsString, Max, Min } from 'class-validator';
import { IsMoney } from '../../common/is-money';
import { Trim } from '../../common/transforms';

const MAX_USES = 1_000_000;

/** The optional rules of a code. Absent: unchanged (PATCH) or none (POST); null: no such rule. */
export class PromoRulesDto {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    required: false,
    example: '2026-12-01T05:00:00.000Z',
    description: 'From this instant (UTC) the code validates',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'startsAt must be a date and time such as 2026-12-01T05:00:00Z' })
  startsAt?: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    required: false,
    example: '2027-01-01T05:00:00.000Z',
    description: 'From this instant (UTC) the code no longer validates; after startsAt',
  })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'endsAt must be a date and time such as 2027-01-01T05:00:00Z' })
  endsAt?: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    example: '50.00',
    description: 'Smallest cart subtotal (before the discount) the code accepts, in dollars',
  })
  @IsOptional()
  @Trim()
  @IsMoney({ message: 'minimumSubtotal must be an amount of at least 0 with at most two decimals, e.g. 50 or 49.99' })
  @IsString({ message: 'minimumSubtotal must be an amount such as 50.00' })
  minimumSubtotal?: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    required: false,
    example: 100,
    description: 'Total uses (1 = single-use code)',
  })
  @IsOptional()
  @IsInt({ message: 'usageLimit must be a whole number from 1 to 1000000' })
  @Min(1, { message: 'usageLimit must be a whole number from 1 to 1000000' })
  @Max(MAX_USES, { message: 'usageLimit must be a whole number from 1 to 1000000' })
  usageLimit?: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    required: false,
    example: 1,
    description: 'Uses per e-mail address (compared in lower case)',
  })
  @IsOptional()
  @IsInt({ message: 'usageLimitPerCustomer must be a whole number from 1 to 1000000' })
  @Min(1, { message: 'usageLimitPerCustomer must be a whole number from 1 to 1000000' })
  @Max(MAX_USES, { message: 'usageLimitPerCustomer must be a whole number from 1 to 1000000' })
  usageLimitPerCustomer?: number | null;
}
