import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimToNull } from './transforms';

/** An optional, nullable text field: trimmed, blank becomes null, bounded by its column length. */
export function OptionalText(maxLength: number, example?: string): PropertyDecorator {
  // applyDecorators registers in list order (stacked decorators register bottom-up): the type check must come first.
  return applyDecorators(
    ApiProperty({ required: false, nullable: true, type: String, maxLength, example }),
    TrimToNull(),
    IsOptional(),
    IsString({ message: '$property must be text' }),
    MaxLength(maxLength, { message: `$property must be at most ${maxLength} characters` }),
  );
}
