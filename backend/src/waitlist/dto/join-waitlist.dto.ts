import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { TrimLower } from '../../common/transforms';

export const WAITLIST_COLLECTIONS = ['winter-spice'] as const;
export type WaitlistCollection = (typeof WAITLIST_COLLECTIONS)[number];

export class JoinWaitlistDto {
  @ApiProperty({ example: 'ada@example.com', description: 'Trimmed and lower-cased before it is stored' })
  // class-validator reports constraints bottom-up: the "missing" message must come first for an empty value.
  @TrimLower()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsNotEmpty({ message: 'Please enter your email address' })
  @IsString({ message: 'Please enter your email address' })
  email: string;

  @ApiProperty({ enum: WAITLIST_COLLECTIONS, required: false, default: 'winter-spice', description: 'The upcoming collection to be told about' })
  @IsOptional()
  @IsIn(WAITLIST_COLLECTIONS, { message: `collection must be one of ${WAITLIST_COLLECTIONS.join(', ')}` })
  collection?: WaitlistCollection;
}

export class WaitlistEntryDto {
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ enum: WAITLIST_COLLECTIONS, example: 'winter-spice' }) collection: WaitlistCollection;
  @ApiProperty({ example: "We'll let you know when the Winter Spice Collection arrives." }) message: string;
}
