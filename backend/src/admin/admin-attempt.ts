import type { FastifyRequest } from 'fastify';
import type { AdminAttempt } from './admin-auth.service';

/** The request as the admin auth service sees it: the client address (see TRUST_PROXY) and the route, without its query. */
export function adminAttemptOf(request: FastifyRequest): AdminAttempt {
  return { address: request.ip, route: `${request.method} ${request.url.split('?')[0]}` };
}
