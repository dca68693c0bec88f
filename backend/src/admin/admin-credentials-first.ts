import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { adminAttemptOf } from './admin-attempt';
import type { AdminAuthService } from './admin-auth.service';
import { BEARER_CHALLENGE } from './admin-bearer.guard';
import { adminSchemeOf, HOW_TO_SEND, offeredPassword, type AdminScheme } from './admin-credentials';

/**
 * Admin routes check the password as the request arrives, before its body is read: a caller without it gets a 401
 * (or the throttle's 429), never a 400, 413 or 415 that would tell it how the body is parsed. The routes' guards
 * check again; this hook only moves the check ahead of the body. It is added to the admin routes alone as they are
 * registered (Fastify's onRoute), so public requests never pass through it.
 */
export function registerAdminCredentialsFirst(fastify: FastifyInstance, auth: AdminAuthService): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const scheme = adminSchemeOf(route.url);
    if (!scheme) return;
    const check = credentialsCheck(auth, scheme);
    route.onRequest = [...[route.onRequest ?? []].flat(), check];
  });
}

function credentialsCheck(auth: AdminAuthService, scheme: AdminScheme): onRequestHookHandler {
  return (request, reply, done) => {
    if (scheme === 'bearer') void reply.header('www-authenticate', BEARER_CHALLENGE);
    auth.authorize(adminAttemptOf(request), offeredPassword(request, scheme), HOW_TO_SEND[scheme]).then(() => {
      if (scheme === 'bearer') void reply.removeHeader('www-authenticate');
      done();
    }, done);
  };
}
