import { limitKeyOf } from './address-key';

describe('limitKeyOf', () => {
  it('counts an IPv6 client by its /64: every address of the network, in any spelling, is one key', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:abcd:0:0:9',
      '2001:db8:1:2:1234:5678:9abc:def0',
    ].map((address) => limitKeyOf(address, 64));
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(limitKeyOf('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3::/64');
  });

  it('follows the prefix setting (128: each address apart, 48: a whole site)', () => {
    expect(limitKeyOf('2001:db8:1:2::1', 128)).not.toBe(limitKeyOf('2001:db8:1:2::2', 128));
    expect(limitKeyOf('2001:db8:1:2::1', 48)).toBe(limitKeyOf('2001:db8:1:ffff::2', 48));
  });

  it('counts IPv4 per address, also when written as IPv6', () => {
    expect(limitKeyOf('192.0.2.7', 64)).toBe('192.0.2.7');
    expect(limitKeyOf('::ffff:192.0.2.7', 64)).toBe('192.0.2.7');
    expect(limitKeyOf('192.0.2.8', 64)).not.toBe('192.0.2.7');
  });

  it('leaves anything else as it is', () => {
    expect(limitKeyOf('unknown', 64)).toBe('unknown');
  });
});
