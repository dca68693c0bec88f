import { ApiProperty } from '@nestjs/swagger';
import type { ErrorBody } from './error-body';

/** Swagger description of the one error shape. */
export class ErrorBodyDto implements ErrorBody {
  @ApiProperty({ example: 404 })
  statusCode: number;

  @ApiProperty({ example: 'Product not found', description: 'Short sentence a shopper can read' })
  error: string;

  @ApiProperty({ example: 'No product has the slug "soap-no-99".', description: 'Fuller sentence a shopper can read' })
  message: string;
}
