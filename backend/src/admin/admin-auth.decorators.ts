import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto';
import { ADMIN_BEARER_SCHEME, ADMIN_PASSWORD_SCHEME } from '../openapi/swagger';
import { AdminBearerGuard } from './admin-bearer.guard';
import { AdminPasswordGuard } from './admin-password.guard';

const authResponses = [
  ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Missing or wrong admin password' }),
  ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'Too many failed attempts from this address; see Retry-After',
  }),
];

/** Guards a controller or route with the x-admin-password header and documents it. */
export const AdminPasswordAuth = () =>
  applyDecorators(UseGuards(AdminPasswordGuard), ApiSecurity(ADMIN_PASSWORD_SCHEME), ...authResponses);

/** Guards a controller or route with `Authorization: Bearer <password>` and documents it. */
export const AdminBearerAuth = () =>
  applyDecorators(UseGuards(AdminBearerGuard), ApiBearerAuth(ADMIN_BEARER_SCHEME), ...authResponses);
