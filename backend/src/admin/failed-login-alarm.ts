/** Failed admin-password attempts over all addresses, per minute, above which an operator is warned. */
export const FAILED_LOGIN_ALARM_CEILING = 50;
const WINDOW_MS = 60_000;

/**
 * Counts failed admin-password attempts from every address together: the per-address throttle cannot see a guess
 * spread over many addresses, so past the ceiling the operator gets a warning (at most one a minute).
 */
export class FailedLoginAlarm {
  private failures: number[] = [];
  private lastWarnedAt = -Infinity;

  constructor(
    private readonly ceiling = FAILED_LOGIN_ALARM_CEILING,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one failure; returns the count within the last minute when a warning is due now, else undefined. */
  record(): number | undefined {
    const now = this.now();
    this.failures = this.failures.filter((time) => time > now - WINDOW_MS);
    this.failures.push(now);
    if (this.failures.length <= this.ceiling || now - this.lastWarnedAt < WINDOW_MS) return undefined;
    this.lastWarnedAt = now;
    return this.failures.length;
  }
}
