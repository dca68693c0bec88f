import { ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ErrorBodyDto } from './error-body.dto';

/**
 * An error answer of an operation whose success is not JSON (a CSV export, Prometheus text): the refusal is still the
 * JSON error shape, and @ApiProduces would otherwise publish it under the success's media type.
 */
export function ApiJsonErrorResponse(status: number, description: string): MethodDecorator & ClassDecorator {
  return ApiResponse({
    status,
    description,
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorBodyDto) } } },
  });
}
