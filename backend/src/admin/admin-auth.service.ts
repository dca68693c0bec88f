import { Injectable, Logger } from '@nestjs/common';
import { NotAuthenticated, Throttled } from '../common/errors/domain-errors';
import { ADMIN_LOGIN_LIMIT, ShopMetrics } from '../metrics/shop-metrics';
import { AdminPasswordService } from './admin-password.service';
import { FailedLoginAlarm } from './failed-login-alarm';
import { LoginThrottle } from './login-throttle';

export const AUTHENTICATION_FAILED = 'Authentication failed';
export const INVALID_ADMIN_PASSWORD = 'Invalid admin password. Please try again.';

/** Who is trying: the client address the throttle counts, and the route named in the failure log. */
export interface AdminAttempt {
  address: string;
  route: string;
}

/**
 * The one place that decides whether a request may act as the admin: throttle first (so a blocked address
 * learns nothing, even with the right password), then the constant-time password check.
 */
@Injectable()
export class AdminAuthService {
  private readonly logger = new Logger('AdminAuth');

  constructor(
    private readonly passwords: AdminPasswordService,
    private readonly throttle: LoginThrottle,
    private readonly alarm: FailedLoginAlarm,
    private readonly metrics: ShopMetrics,
  ) {}

  /**
   * Throws Throttled (carrying how long to wait) for a throttled address, NotAuthenticated for a missing or wrong
   * password. `howToSend` completes the sentence telling a caller without credentials where they belong.
   */
  async authorize(attempt: AdminAttempt, candidate: string | undefined, howToSend: string): Promise<void> {
    const { address } = attempt;
    const retryAfter = await this.throttle.retryAfterSeconds(address);
    if (retryAfter > 0) {
      this.metrics.throttledBy(ADMIN_LOGIN_LIMIT);
      throw new Throttled(
        'Too many failed password attempts.',
        `Too many failed password attempts. Please wait ${retryAfter} seconds and try again.`,
        retryAfter,
      );
    }
    // No credentials at all is a caller that forgot the header, not a guess, so it does not count as a failure.
    if (!candidate)
      throw new NotAuthenticated('Authentication required', `The admin password is required: ${howToSend}.`);
    if (this.passwords.matches(candidate)) return;
    const failures = await this.throttle.recordFailure(address);
    // The tried password is never logged: it is often a near-miss of the real one.
    this.logger.warn(
      `Failed admin password attempt from ${address} on ${attempt.route} (${failures} in the last minute)`,
    );
    const overall = this.alarm.record();
    if (overall !== undefined)
      this.logger.warn(
        `${overall} failed admin password attempts from all addresses in the last minute: a distributed guess is likely`,
      );
    throw new NotAuthenticated(AUTHENTICATION_FAILED, INVALID_ADMIN_PASSWORD);
  }
}
