import ipaddr from 'ipaddr.js';

/**
 * The key a per-address limit counts a client under. One IPv6 client usually holds a whole /64 (SLAAC, privacy
 * addresses), so counting each address apart would multiply every limit by 2^64: an IPv6 address counts as its network
 * of `ipv6PrefixLength` bits (IPV6_LIMIT_PREFIX_LENGTH, default 64; 128 counts each address). IPv4, and IPv4 written as
 * IPv6 (`::ffff:192.0.2.1`), count per address, in their IPv4 spelling.
 */
export function limitKeyOf(address: string, ipv6PrefixLength: number): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return address;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${v6.toString()}/${ipv6PrefixLength}`);
  return `${network.toString()}/${ipv6PrefixLength}`;
}
