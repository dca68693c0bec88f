import { ConfigError } from './env-readers';
import { readTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty or false', () => {
    expect(readTrustProxy({})).toBe(false);
    expect(readTrustProxy({ TRUST_PROXY: '' })).toBe(false);
    expect(readTrustProxy({ TRUST_PROXY: 'false' })).toBe(false);
  });

  it('reads a hop count or a list of addresses, CIDRs and named ranges', () => {
    expect(readTrustProxy({ TRUST_PROXY: '1' })).toBe(1);
    expect(readTrustProxy({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, fd00::/8,loopback' })).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '0', '11', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1'])(
    'refuses %s with one line naming the variable',
    (value) => {
      expect(() => readTrustProxy({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => readTrustProxy({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY /);
    },
  );
});
