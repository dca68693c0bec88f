import { ApiProperty } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto';

export class ExpectedLinePriceDto {
  @ApiProperty({ example: 7 }) productId: number;
  @ApiProperty({ example: '16 oz' }) size: string;
  @ApiProperty({ example: '18.00', description: 'Unit price' }) price: string;
}

export class ExpectedFiguresDto {
  @ApiProperty({ example: '36.00' }) subtotal: string;
  @ApiProperty({
    type: String,
    example: '5.40',
    nullable: true,
    description: 'null when no (valid) promo code applies',
  })
  discountAmount: string | null;
  @ApiProperty({ example: '7.95', description: 'Shipping for the chosen method' }) shippingAmount: string;
  @ApiProperty({ example: '2.65', description: 'Tax for the destination state' }) taxAmount: string;
  @ApiProperty({ example: '41.20' }) total: string;
  @ApiProperty({ type: [ExpectedLinePriceDto] }) items: ExpectedLinePriceDto[];
}

/** A line the stock cannot fill (409 'sold out' / 'Only N left' at POST /order, POST /order/free or the capture). */
export class UnavailableLineDto {
  @ApiProperty({ example: 7 }) productId: number;
  @ApiProperty({ example: '16 oz' }) size: string;
  @ApiProperty({ example: 'Hand Soap No. 42' }) productName: string;
  @ApiProperty({ example: 3 }) requested: number;
  @ApiProperty({ example: 2, description: 'Units that can still be bought; 0: sold out' }) available: number;
}

/**
 * 409 body: when the browser's figures differ from the server's (or its promo code is refused), the error shape plus the
 * server's figures; a conflict that is not about figures (a payment that belongs to another order, a replay with
 * other details) is the plain error shape.
 */
export class PriceMismatchBodyDto extends ErrorBodyDto {
  @ApiProperty({ example: 409 }) declare statusCode: number;
  @ApiProperty({ example: 'The prices in your cart have changed.' }) declare error: string;
  @ApiProperty({ example: 'Your order total is $30.60, not $30.00. Please review your order.' })
  declare message: string;
  @ApiProperty({
    type: ExpectedFiguresDto,
    required: false,
    description: "The server's figures; absent when the conflict is not about prices",
  })
  expected?: ExpectedFiguresDto;
  @ApiProperty({
    type: [UnavailableLineDto],
    required: false,
    description: 'The lines the stock cannot fill, before any money is taken; absent for other conflicts',
  })
  unavailable?: UnavailableLineDto[];
}
