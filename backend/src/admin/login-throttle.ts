/** Failed attempts an address may make within the window before it is refused. */
export const MAX_FAILED_ATTEMPTS = 10;
export const FAILURE_WINDOW_MS = 60_000;
/** Bounds the store's memory when many addresses fail; the oldest address is forgotten first. */
export const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * Per-address sliding window of failed admin-password attempts, held in this process only: a restart
 * forgets it and several instances each count on their own (see docs/admin-api.md).
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Seconds the address must wait before trying again, or 0 when it may try now. */
  retryAfterSeconds(address: string): number {
    const recent = this.recentFailures(address);
    if (recent.length < MAX_FAILED_ATTEMPTS) return 0;
    // The address may try again once the failure that made the count reach the limit leaves the window.
    const unblocksAt = recent[recent.length - MAX_FAILED_ATTEMPTS] + FAILURE_WINDOW_MS;
    return Math.max(1, Math.ceil((unblocksAt - this.now()) / 1000));
  }

  /** Records one failed attempt; returns how many the address has made within the window. */
  recordFailure(address: string): number {
    const recent = this.recentFailures(address);
    recent.push(this.now());
    // Re-inserting moves the address to the end, so the map's first key is the least recently failing one.
    this.failures.delete(address);
    this.failures.set(address, recent);
    if (this.failures.size > MAX_TRACKED_ADDRESSES) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    return recent.length;
  }

  private recentFailures(address: string): number[] {
    const stored = this.failures.get(address);
    if (!stored) return [];
    const cutoff = this.now() - FAILURE_WINDOW_MS;
    const recent = stored.filter((time) => time > cutoff);
    if (recent.length) this.failures.set(address, recent);
    else this.failures.delete(address);
    return recent;
  }
}
