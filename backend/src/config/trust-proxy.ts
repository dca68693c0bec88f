import { isIP } from 'node:net';
import { Env, fail } from './env-readers';

/** What Fastify's `trustProxy` accepts that we allow: nobody, a hop count, or a list of addresses/CIDRs. */
export type TrustProxy = false | number | string[];

/** proxy-addr's named ranges, accepted in the list beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset trusts no proxy, so X-Forwarded-For from anyone changes nothing and the TCP peer is the client.
 * `true` (trust every peer) is refused: it let any caller pick its own address and dodge the per-address limits.
 */
export function readTrustProxy(env: Env): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 10) fail('TRUST_PROXY', `hop count must be between 1 and 10, got ${hops}`);
    return hops;
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrCidr(entry));
  if (wrong !== undefined)
    fail(
      'TRUST_PROXY',
      `must be a hop count or a comma-separated list of proxy addresses or CIDRs (or loopback, linklocal, uniquelocal), got "${wrong}"`,
    );
  return entries;
}
