import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { IsMoney } from '../../common/is-money';

/** Optional context for GET /validate: with the cart's subtotal, a code's minimum is checked too. */
export class ValidatePromoQueryDto {
  @ApiProperty({
    required: false,
    example: '36.00',
    description: "The cart's subtotal in dollars; checks the code's minimum",
  })
  @IsOptional()
  @IsMoney({ message: 'subtotal must be an amount such as 36.00' })
  @IsString({ message: 'subtotal must be an amount such as 36.00' })
  subtotal?: string;
}
