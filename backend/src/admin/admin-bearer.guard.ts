import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminAttemptOf } from './admin-attempt';
import { AdminAuthService } from './admin-auth.service';
import { HOW_TO_SEND, offeredPassword } from './admin-credentials';

/** RFC 6750: a 401 for a bearer-protected resource names the scheme. */
export const BEARER_CHALLENGE = 'Bearer realm="admin"';

/** Order endpoints: the password travels as `Authorization: Bearer <password>` (docs/product.md, Who may do what). */
@Injectable()
export class AdminBearerGuard implements CanActivate {
  constructor(private readonly auth: AdminAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    void reply.header('www-authenticate', BEARER_CHALLENGE);
    await this.auth.authorize(adminAttemptOf(request), offeredPassword(request, 'bearer'), HOW_TO_SEND.bearer);
    void reply.removeHeader('www-authenticate');
    return true;
  }
}
