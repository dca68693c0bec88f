import { FAILURE_WINDOW_MS, LoginThrottle, MAX_FAILED_ATTEMPTS, MAX_TRACKED_ADDRESSES } from './login-throttle';

describe('LoginThrottle', () => {
  let now: number;
  let throttle: LoginThrottle;
  beforeEach(() => {
    now = 1_000_000;
    throttle = new LoginThrottle(() => now);
  });

  it('lets an address fail 10 times, then asks it to wait until the window has passed', () => {
    for (let i = 1; i <= MAX_FAILED_ATTEMPTS; i++) {
      expect(throttle.retryAfterSeconds('a')).toBe(0);
      expect(throttle.recordFailure('a')).toBe(i);
      now += 1000;
    }
    // First failure at 1_000_000; it leaves the window at 1_060_000; now is 1_010_000.
    expect(throttle.retryAfterSeconds('a')).toBe(50);
    now = 1_000_000 + FAILURE_WINDOW_MS - 1;
    expect(throttle.retryAfterSeconds('a')).toBe(1);
    now = 1_000_000 + FAILURE_WINDOW_MS;
    expect(throttle.retryAfterSeconds('a')).toBe(0);
    // One slot is free again; the next failure blocks until the second-oldest leaves.
    throttle.recordFailure('a');
    expect(throttle.retryAfterSeconds('a')).toBe(1);
  });

  it('forgets failures older than the window', () => {
    for (let i = 0; i < MAX_FAILED_ATTEMPTS - 1; i++) throttle.recordFailure('a');
    now += FAILURE_WINDOW_MS + 1;
    expect(throttle.recordFailure('a')).toBe(1);
    expect(throttle.retryAfterSeconds('a')).toBe(0);
  });

  it('counts each address on its own', () => {
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) throttle.recordFailure('a');
    expect(throttle.retryAfterSeconds('a')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('b')).toBe(0);
  });

  it('keeps memory bounded by forgetting the least recently failing address', () => {
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) throttle.recordFailure('first');
    for (let i = 0; i < MAX_TRACKED_ADDRESSES; i++) throttle.recordFailure(`other-${i}`);
    expect(throttle.retryAfterSeconds('first')).toBe(0);
    expect(throttle.recordFailure(`other-${MAX_TRACKED_ADDRESSES - 1}`)).toBe(2);
  });
});
