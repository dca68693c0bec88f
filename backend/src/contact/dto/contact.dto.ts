import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../common/transforms';
import { IsOmittable } from '../../common/omittable';
import { SubscribeDto } from '../../newsletter/dto/subscribe.dto';

export const CONTACT_LIMITS = { name: 100, messageMin: 10, message: 5000 } as const;

/** The e-mail field (its trimming, lower-casing and messages) is the newsletter's, so every form answers alike. */
export class ContactMessageDto extends PickType(SubscribeDto, ['email'] as const) {
  @ApiProperty({ example: 'Ada Lovelace', maxLength: CONTACT_LIMITS.name })
  @Trim()
  @MaxLength(CONTACT_LIMITS.name, { message: `Please keep your name under ${CONTACT_LIMITS.name} characters` })
  @IsNotEmpty({ message: 'Please enter your name' })
  @IsString({ message: 'Please enter your name' })
  name: string;

  @ApiProperty({
    example: 'Do you ship the refill boxes to Alaska?',
    minLength: CONTACT_LIMITS.messageMin,
    maxLength: CONTACT_LIMITS.message,
  })
  @Trim()
  @MaxLength(CONTACT_LIMITS.message, {
    message: `Please keep your message under ${CONTACT_LIMITS.message} characters`,
  })
  @MinLength(CONTACT_LIMITS.messageMin, {
    message: `Please write at least ${CONTACT_LIMITS.messageMin} characters`,
  })
  @IsNotEmpty({ message: 'Please enter your message' })
  @IsString({ message: 'Please enter your message' })
  message: string;

  @ApiProperty({
    required: false,
    default: false,
    description:
      'E-mail the sender a copy: a confirmation request goes to the address first, and the copy only after its link is followed',
  })
  @IsOmittable()
  @IsBoolean({ message: 'copy must be true or false' })
  copy?: boolean;
}

export class ContactReceiptDto {
  @ApiProperty({ example: 'Thank you, Ada. Your message is on its way to us; we answer within two business days.' })
  message: string;
}

export class ShopContactDto {
  @ApiProperty({ example: 'hello@naturalhouse.example', description: "The shop's public e-mail address" })
  email: string;
}
