import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminAttemptOf } from './admin-attempt';
import { AdminAuthService } from './admin-auth.service';

const BEARER = /^Bearer\s+(.+)$/i;

/** Order endpoints: the password travels as `Authorization: Bearer <password>` (spec section 6). */
@Injectable()
export class AdminBearerGuard implements CanActivate {
  constructor(private readonly auth: AdminAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    // RFC 6750: a 401 for a bearer-protected resource names the scheme.
    void reply.header('www-authenticate', 'Bearer realm="admin"');
    await this.auth.authorize(adminAttemptOf(request), token, 'send it as "Authorization: Bearer <password>"');
    void reply.removeHeader('www-authenticate');
    return true;
  }
}
