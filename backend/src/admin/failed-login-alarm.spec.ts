import { FailedLoginAlarm } from './failed-login-alarm';

describe('FailedLoginAlarm', () => {
  it('is quiet up to the ceiling, warns once past it, then at most once a minute', () => {
    let now = 0;
    const alarm = new FailedLoginAlarm(3, () => now);
    expect([alarm.record(), alarm.record(), alarm.record()]).toEqual([undefined, undefined, undefined]);
    expect(alarm.record()).toBe(4);
    now = 30_000;
    expect(alarm.record()).toBeUndefined();
    now = 61_000;
    // The first four left the window; two remain, so the count is under the ceiling again.
    expect(alarm.record()).toBeUndefined();
    expect(alarm.record()).toBeUndefined();
    expect(alarm.record()).toBe(4);
  });
});
