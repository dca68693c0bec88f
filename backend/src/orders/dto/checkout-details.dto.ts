import { ApiProperty } from '@nestjs/swagger';
import { HasNoInvisibleCharacters } from '../../common/email-address';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, ValidateIf } from 'class-validator';
import { Trim, TrimLower, TrimUpper } from '../../common/transforms';
import type { CheckoutCustomer } from '../checkout-snapshot';
import { STORE_CODES } from '../order-constants';
import { MONEY_STRING } from './cart-line.dto';
import { CheckoutCartDto } from './checkout-cart.dto';
import { IsUsState, IsZipOfState } from './us-address';
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
const money = (field: string) => ({ message: `${field} must be an amount such as "7.95"` });
const apply =
  (decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

/** The checkout as the browser holds it: customer, addresses, cart lines and promo code (shared by POST /api/orders and POST /order). */
export class CheckoutDetailsDto extends CheckoutCartDto implements CheckoutCustomer {
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
  @ApiProperty({ type: String, required: false, nullable: true, example: 'Apt 4B', description: 'Second address line' })
  @apply(optional(300))
  shippingAddress2?: string | null;
  @ApiProperty({ example: 'Indianapolis' }) @apply(required(120)) shippingCity: string;
  @ApiProperty({ example: 'IN', description: 'USPS code of one of the 50 states or DC (site/us-states.json)' })
  @TrimUpper()
  @IsUsState()
  @IsNotEmpty({ message: 'shippingState is required' })
  @IsString({ message: 'shippingState is required' })
  shippingState: string;
  @ApiProperty({ example: '46204', description: "Five digits or ZIP+4, within the state's ZIP ranges" })
  @Trim()
  @IsZipOfState('shippingState')
  @IsNotEmpty({ message: 'shippingZip is required' })
  @IsString({ message: 'shippingZip is required' })
  shippingZip: string;
  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    example: null,
    description: 'Omitted or null when billing is the same as shipping',
  })
  @apply(optional(300))
  billingAddress?: string | null;
  @ApiProperty({ type: String, required: false, nullable: true, example: null, description: 'Second address line' })
  @apply(optional(300))
  billingAddress2?: string | null;
  @ApiProperty({ type: String, required: false, nullable: true, example: null }) @apply(optional(120)) billingCity?:
    string | null;
  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    example: null,
    description: 'USPS code, as shippingState',
  })
  @TrimUpper()
  @ValidateIf((_o, value) => value !== null && value !== undefined && value !== '')
  @IsUsState()
  billingState?: string | null;
  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    example: null,
    description: "Within billingState's ranges",
  })
  @Trim()
  @ValidateIf((_o, value) => value !== null && value !== undefined && value !== '')
  @IsZipOfState('billingState')
  billingZip?: string | null;

  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    example: '7.95',
    description: "The browser's shipping charge; compared with the server's (409 when it differs)",
  })
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsString(money('shippingAmount'))
  @Matches(MONEY_STRING, money('shippingAmount'))
  shippingAmount?: string | null;

  @ApiProperty({
    type: String,
    required: false,
    nullable: true,
    example: '2.09',
    description: "The browser's tax; compared with the server's (409 when it differs)",
  })
  @ValidateIf((_o, value) => value !== null && value !== undefined)
  @IsString(money('taxAmount'))
  @Matches(MONEY_STRING, money('taxAmount'))
  taxAmount?: string | null;
}
