import { ApiProperty } from '@nestjs/swagger';

/** The shop's settings the back office works in. */
export class ShopSettingsDto {
  @ApiProperty({
    example: 'America/Indiana/Indianapolis',
    description: 'SHOP_TIME_ZONE: the IANA time zone in which staff type and read dates (promo code windows)',
  })
  timeZone: string;
}
