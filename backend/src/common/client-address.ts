import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The client address the per-address limits count: `request.ip` (see TRUST_PROXY), unless a trusted proxy forwarded
 * an X-Forwarded-For entry that is not an IP address (`' OR 1=1 --`, 5,000 characters of junk). Such an entry is
 * ignored: the address is the nearest valid one on the way in (the proxy's own report, or the TCP peer).
 */
export function clientAddressOf(request: FastifyRequest): string {
  if (isIP(request.ip)) return request.ip;
  // request.ips runs from the TCP peer outwards to request.ip; the peer is always a valid address.
  const valid = (request.ips ?? []).filter((address) => isIP(address) !== 0);
  return valid.at(-1) ?? request.socket.remoteAddress ?? 'unknown';
}
