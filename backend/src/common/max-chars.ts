import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { MaxLength, ValidationOptions } from 'class-validator';

/**
 * A text limit stated once: class-validator enforces it and the contract (openapi.json `maxLength`) publishes it, so
 * the browser's forms can be checked against the limit the server applies. Merges with the field's own @ApiProperty.
 */
export function MaxChars(max: number, options?: ValidationOptions): PropertyDecorator {
  return applyDecorators(ApiProperty({ maxLength: max }), MaxLength(max, options));
}
