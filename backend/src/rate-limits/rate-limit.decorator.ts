import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import type { RateLimitName } from './rate-limit-definitions';
import { RATE_LIMIT_METADATA } from './rate-limit-metadata';
import { RateLimitGuard } from './rate-limit.guard';

/**
 * Counts every call of this route (valid or not) against the named per-address limit; over it, 429 with Retry-After.
 * The OpenAPI document lists the 429 too. The guard is attached to the limited routes only, not globally: Nest then
 * skips the guard stage, an await and a metadata lookup, on every other route, the catalogue reads included.
 */
export const RateLimit = (name: RateLimitName): MethodDecorator =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_METADATA, name),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({
      type: ErrorBodyDto,
      description:
        'Too many requests from this address (per-minute limit); the Retry-After header says how long to wait',
    }),
  );
