import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import { Trim } from '../../common/transforms';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A range of calendar days in the shop's time zone; both ends included. */
export class StatsQueryDto {
  @ApiProperty({
    required: false,
    example: '2025-10-01',
    description: 'First day (YYYY-MM-DD, shop time zone). Default: 29 days before `to`.',
  })
  @Trim()
  @IsOptional()
  @Matches(DAY, { message: 'from must be a calendar day (YYYY-MM-DD)' })
  @IsString({ message: 'from must be text' })
  from?: string;

  @ApiProperty({
    required: false,
    example: '2025-10-30',
    description: 'Last day, included (YYYY-MM-DD, shop time zone). Default: today, or 29 days after `from`.',
  })
  @Trim()
  @IsOptional()
  @Matches(DAY, { message: 'to must be a calendar day (YYYY-MM-DD)' })
  @IsString({ message: 'to must be text' })
  to?: string;
}
