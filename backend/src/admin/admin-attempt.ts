import type { FastifyRequest } from 'fastify';
import { clientAddressOf } from '../common/client-address';
import type { AdminAttempt } from './admin-auth.service';

/** The request as the admin auth service sees it: the client address (see TRUST_PROXY) and the route, without its query. */
export function adminAttemptOf(request: FastifyRequest): AdminAttempt {
  return { address: clientAddressOf(request), route: `${request.method} ${request.url.split('?')[0]}` };
}
