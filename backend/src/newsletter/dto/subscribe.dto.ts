import { ApiProperty } from '@nestjs/swagger';
import { HasNoInvisibleCharacters } from '../../common/email-address';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { TrimLower } from '../../common/transforms';
import { IsOmittable } from '../../common/omittable';

export const SUBSCRIPTION_SOURCES = ['footer', 'holiday'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

export class SubscribeDto {
  @ApiProperty({ example: 'ada@example.com', description: 'Trimmed and lower-cased before it is stored' })
  // class-validator reports constraints bottom-up: the "missing" message must come first for an empty value.
  @TrimLower()
  @HasNoInvisibleCharacters({ message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  @IsString({ message: 'Please enter your email address' })
  email: string;

  @ApiProperty({
    enum: SUBSCRIPTION_SOURCES,
    required: false,
    default: 'footer',
    description: 'Where the address was given',
  })
  @IsOmittable()
  @IsIn(SUBSCRIPTION_SOURCES, { message: `source must be one of ${SUBSCRIPTION_SOURCES.join(', ')}` })
  source?: SubscriptionSource;
}

export class SubscriptionDto {
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ example: "You're subscribed. Check your email for a special 15% discount code!" }) message: string;
}
