import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToNull } from './transforms';

/** An optional, nullable text field: trimmed, blank becomes null, bounded by its column length. */
export function OptionalText(maxLength: number, example?: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ required: false, nullable: true, type: String, maxLength, example }),
    TrimToNull(),
    IsOptional(),
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters` }),
    IsString({ message: '$property must be text' }),
  );
}
