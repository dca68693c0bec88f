import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { SubscribeDto } from '../../newsletter/dto/subscribe.dto';

/** The e-mail field (its trimming, lower-casing and messages) is the newsletter's, so every sign-up answers alike. */
export class BackInStockRequestDto extends PickType(SubscribeDto, ['email'] as const) {
  @ApiProperty({ example: '16 oz', description: "The sold-out size ('' for a product without sizes)" })
  @MaxLength(60, { message: 'size must be at most 60 characters' })
  @IsString({ message: 'size must be text' })
  size: string;
}

export class BackInStockSignupDto {
  @ApiProperty({ example: 'ada@example.com' }) email: string;
  @ApiProperty({ example: '16 oz' }) size: string;
  @ApiProperty({ example: "We'll e-mail you once when Hand Soap No. 42 (16 oz) is back in stock." }) message: string;
}
