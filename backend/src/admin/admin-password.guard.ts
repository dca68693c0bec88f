import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { adminAttemptOf } from './admin-attempt';
import { AdminAuthService } from './admin-auth.service';

export const ADMIN_PASSWORD_HEADER = 'x-admin-password';

/** Promo and product endpoints: the password travels in the x-admin-password header (spec section 6). */
@Injectable()
export class AdminPasswordGuard implements CanActivate {
  constructor(private readonly auth: AdminAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers[ADMIN_PASSWORD_HEADER];
    await this.auth.authorize(adminAttemptOf(request), typeof header === 'string' ? header : undefined, `send it in the ${ADMIN_PASSWORD_HEADER} header`);
    return true;
  }
}
