import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { HasNoInvisibleCharacters } from '../../common/email-address';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  ValidateNested,
} from 'class-validator';
import { Trim, TrimLower, TrimUpper } from '../../common/transforms';
import type { CheckoutCustomer } from '../checkout-snapshot';
import { STORE_CODES } from '../order-constants';
import { CartLineDto } from './cart-line.dto';
import { IsOmittable } from '../../common/omittable';
import { MaxChars } from '../../common/max-chars';

const required = (max: number) => [
  Trim(),
  MaxChars(max, { message: `$path must be at most ${max} characters` }),
  IsNotEmpty({ message: '$path is required' }),
  IsString({ message: '$path is required' }),
];
const optional = (max: number) => [
  Trim(),
  IsOptional(),
  IsString({ message: '$path must be text' }),
  MaxChars(max, { message: `$path must be at most ${max} characters` }),
];
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** The checkout as the browser holds it: customer, addresses, cart lines and promo code (shared by POST /api/orders and POST /order). */
export class CheckoutDetailsDto implements CheckoutCustomer {
  @ApiProperty({ required: false, enum: STORE_CODES, default: 'NHA' })
  @IsOmittable()
  @IsIn(STORE_CODES, { message: `storeCode must be one of ${STORE_CODES.join(', ')}` })
  storeCode?: string;

  @ApiProperty({ example: 'Ada Lovelace' }) @apply(required(200)) customerName: string;

  @ApiProperty({ example: 'ada@example.com' })
  @TrimLower()
  @HasNoInvisibleCharacters({
    message: 'customerEmail must not contain invisible characters (such as a zero-width space)',
  })
  @IsEmail({}, { message: 'customerEmail must be a valid email address' })
  @MaxChars(254, { message: 'customerEmail must be a valid email address' })
  @IsNotEmpty({ message: 'customerEmail is required' })
  @IsString({ message: 'customerEmail is required' })
  customerEmail: string;

  @ApiProperty({ type: String, required: false, nullable: true, example: '+1 317 555 0100' })
  @apply(optional(40))
  customerPhone?: string | null;
  @ApiProperty({ type: String, required: false, nullable: true, example: 'Please leave at the side door.' })
  @apply(optional(2000))
  customerNotes?: string | null;
  @ApiProperty({ example: '12 Garden Lane' }) @apply(required(300)) shippingAddress: string;
  @ApiProperty({ example: 'Indianapolis' }) @apply(required(120)) shippingCity: string;
  @ApiProperty({ example: 'IN' }) @apply(required(120)) shippingState: string;
  @ApiProperty({ example: '46204' }) @apply(required(20)) shippingZip: string;
  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    example: null,
    description: 'Omitted or null when billing is the same as shipping',
  })
  @apply(optional(300))
  billingAddress?: string | null;
  @ApiProperty({ type: String, required: false, nullable: true, example: null }) @apply(optional(120)) billingCity?:
    string | null;
  @ApiProperty({ type: String, required: false, nullable: true, example: null }) @apply(optional(120)) billingState?:
    string | null;
  @ApiProperty({ type: String, required: false, nullable: true, example: null }) @apply(optional(20)) billingZip?:
    string | null;

  @ApiProperty({ type: [CartLineDto], description: 'The cart lines; 1 to 100 lines' })
  @IsArray({ message: 'items must be a list of cart lines' })
  @ArrayNotEmpty({ message: 'Your cart is empty: items must list at least one product' })
  @ArrayMaxSize(100, { message: 'items must have at most 100 lines' })
  @ValidateNested({ each: true })
  @Type(() => CartLineDto)
  items: CartLineDto[];

  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    example: 'WELCOME15',
    description: 'Case-insensitive; null or omitted without a code',
  })
  @TrimUpper()
  @IsOptional()
  @IsString({ message: 'promoCode must be text or null' })
  @MaxChars(50, { message: 'promoCode must be at most 50 characters' })
  promoCode?: string | null;
}
