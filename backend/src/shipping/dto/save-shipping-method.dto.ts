import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNotEmpty, IsString, Max, Min, ValidateIf } from 'class-validator';
import { IsMoney } from '../../common/is-money';
import { MaxChars } from '../../common/max-chars';
import { IsOmittable } from '../../common/omittable';
import { Trim } from '../../common/transforms';

const MONEY = { message: '$property must be an amount such as "7.95" (two decimals at most)' };
const DAYS = { message: '$property must be a whole number of days from 0 to 60' };

/** POST body: a new shipping method (active unless isActive is false, placed last). */
export class CreateShippingMethodDto {
  @ApiProperty({ example: 'Standard', description: '1-100 characters' })
  @Trim()
  @MaxChars(100, { message: 'name must be at most 100 characters' })
  @IsNotEmpty({ message: 'name is required' })
  @IsString({ message: 'name is required' })
  name: string;

  @ApiProperty({ example: '7.95', description: 'Dollars, two decimals at most; 0 for a free method' })
  @IsMoney(MONEY)
  price: string;

  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    example: '100.00',
    description: 'Free from this subtotal after discount; null or omitted: never free',
  })
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsMoney(MONEY)
  freeFrom?: string | null;

  @ApiProperty({ example: 3, minimum: 0, maximum: 60 })
  @IsInt(DAYS)
  @Min(0, DAYS)
  @Max(60, DAYS)
  estimateDaysMin: number;

  @ApiProperty({ example: 5, minimum: 0, maximum: 60, description: 'At least estimateDaysMin' })
  @IsInt(DAYS)
  @Min(0, DAYS)
  @Max(60, DAYS)
  estimateDaysMax: number;

  @ApiProperty({ required: false, default: true, example: true })
  @IsOmittable()
  @IsBoolean({ message: 'taxable must be true or false' })
  taxable?: boolean;

  @ApiProperty({ required: false, default: true, example: true })
  @IsOmittable()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** PATCH body: only the fields sent change; freeFrom null makes the method never free. */
export class UpdateShippingMethodDto {
  @ApiProperty({ required: false, example: 'Standard' })
  @IsOmittable()
  @Trim()
  @MaxChars(100, { message: 'name must be at most 100 characters' })
  @IsNotEmpty({ message: 'name must not be empty' })
  @IsString({ message: 'name must not be empty' })
  name?: string;

  @ApiProperty({ required: false, example: '7.95' })
  @IsOmittable()
  @IsMoney(MONEY)
  price?: string;

  @ApiProperty({ type: String, required: false, nullable: true, example: '100.00' })
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsMoney(MONEY)
  freeFrom?: string | null;

  @ApiProperty({ required: false, example: 3, minimum: 0, maximum: 60 })
  @IsOmittable()
  @IsInt(DAYS)
  @Min(0, DAYS)
  @Max(60, DAYS)
  estimateDaysMin?: number;

  @ApiProperty({ required: false, example: 5, minimum: 0, maximum: 60 })
  @IsOmittable()
  @IsInt(DAYS)
  @Min(0, DAYS)
  @Max(60, DAYS)
  estimateDaysMax?: number;

  @ApiProperty({ required: false, example: true })
  @IsOmittable()
  @IsBoolean({ message: 'taxable must be true or false' })
  taxable?: boolean;

  @ApiProperty({ required: false, example: true, description: 'false deactivates: no longer offered at checkout' })
  @IsOmittable()
  @IsBoolean({ message: 'isActive must be true or false' })
  isActive?: boolean;
}

/** PUT body: every method's id, in the new order. */
export class ReorderShippingMethodsDto {
  @ApiProperty({ type: [Number], example: [2, 1], description: 'Every method id once, first shown first' })
  @IsArray({ message: 'ids must be a list of shipping method ids' })
  @ArrayMaxSize(100, { message: 'ids must have at most 100 entries' })
  @IsInt({ each: true, message: 'ids must be shipping method ids' })
  @Min(1, { each: true, message: 'ids must be shipping method ids' })
  ids: number[];
}
