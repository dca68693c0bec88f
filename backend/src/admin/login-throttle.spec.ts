import { RedisConnection } from '../redis/redis-connection';
import { LoginThrottle, MAX_FAILED_ATTEMPTS } from './login-throttle';

describe('LoginThrottle without Redis (one process)', () => {
  const throttle = () => new LoginThrottle(new RedisConnection(undefined), { ipv6LimitPrefixLength: 64 });

  it('lets an address fail 10 times, then asks it to wait at most the window', async () => {
    const t = throttle();
    for (let i = 1; i <= MAX_FAILED_ATTEMPTS; i++) {
      expect(await t.retryAfterSeconds('a')).toBe(0);
      expect(await t.recordFailure('a')).toBe(i);
    }
    const wait = await t.retryAfterSeconds('a');
    expect(wait).toBeGreaterThanOrEqual(59);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('counts each address on its own', async () => {
    const t = throttle();
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) await t.recordFailure('a');
    expect(await t.retryAfterSeconds('a')).toBeGreaterThan(0);
    expect(await t.retryAfterSeconds('b')).toBe(0);
  });

  it('keeps counting failures past the limit without throwing', async () => {
    const t = throttle();
    for (let i = 0; i < MAX_FAILED_ATTEMPTS + 2; i++) await t.recordFailure('a');
    expect(await t.recordFailure('a')).toBe(MAX_FAILED_ATTEMPTS + 3);
  });
});
