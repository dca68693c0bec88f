import type { FastifyInstance } from 'fastify';
import { adminAttemptOf } from './admin-attempt';
import type { AdminAuthService } from './admin-auth.service';
import { BEARER_CHALLENGE } from './admin-bearer.guard';
import { adminSchemeOf, HOW_TO_SEND, offeredPassword } from './admin-credentials';

/**
 * Admin routes check the password as the request arrives, before its body is read: a caller without it gets a 401
 * (or the throttle's 429), never a 400, 413 or 415 that would tell it how the body is parsed. The routes' guards
 * check again; this hook only moves the check ahead of the body.
 */
export function registerAdminCredentialsFirst(fastify: FastifyInstance, auth: AdminAuthService): void {
  // A callback hook: the public routes pass straight through without a promise.
  fastify.addHook('onRequest', (request, reply, done) => {
    const scheme = adminSchemeOf(request.routeOptions.url);
    if (!scheme) {
      done();
      return;
    }
    if (scheme === 'bearer') void reply.header('www-authenticate', BEARER_CHALLENGE);
    auth.authorize(adminAttemptOf(request), offeredPassword(request, scheme), HOW_TO_SEND[scheme]).then(() => {
      if (scheme === 'bearer') void reply.removeHeader('www-authenticate');
      done();
    }, done);
  });
}
