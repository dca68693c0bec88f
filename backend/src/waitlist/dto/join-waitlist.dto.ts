import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SubscribeDto } from '../../newsletter/dto/subscribe.dto';

export const WAITLIST_COLLECTIONS = ['winter-spice'] as const;
export type WaitlistCollection = (typeof WAITLIST_COLLECTIONS)[number];

/** The e-mail field (its trimming, lower-casing and messages) is the newsletter's, so both forms answer alike. */
export class JoinWaitlistDto extends PickType(SubscribeDto, ['email'] as const) {
  @ApiProperty({
    enum: WAITLIST_COLLECTIONS,
    required: false,
    default: 'winter-spice',
    description: 'The upcoming collection to be told about',
  })
  @IsOptional()
  @IsIn(WAITLIST_COLLECTIONS, { message: `collection must be one of ${WAITLIST_COLLECTIONS.join(', ')}` })
  collection?: WaitlistCollection;
}

export class WaitlistEntryDto {
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ enum: WAITLIST_COLLECTIONS, example: 'winter-spice' }) collection: WaitlistCollection;
  @ApiProperty({ example: "We'll let you know when the Winter Spice Collection arrives." }) message: string;
}
