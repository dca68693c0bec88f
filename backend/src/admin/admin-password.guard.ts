import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { adminAttemptOf } from './admin-attempt';
import { AdminAuthService } from './admin-auth.service';
import { HOW_TO_SEND, offeredPassword } from './admin-credentials';

/**
 * Promo and product endpoints: the password travels in the x-admin-password header (docs/product.md, Who may do what).
 */
@Injectable()
export class AdminPasswordGuard implements CanActivate {
  constructor(private readonly auth: AdminAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.auth.authorize(adminAttemptOf(request), offeredPassword(request, 'password'), HOW_TO_SEND.password);
    return true;
  }
}
