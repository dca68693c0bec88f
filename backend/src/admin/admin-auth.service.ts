import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ShopError } from '../common/shop-error';
import { ADMIN_LOGIN_LIMIT, ShopMetrics } from '../metrics/shop-metrics';
import { AdminPasswordService } from './admin-password.service';
import { FailedLoginAlarm } from './failed-login-alarm';
import { LoginThrottle } from './login-throttle';

export const AUTHENTICATION_FAILED = 'Authentication failed';
export const INVALID_ADMIN_PASSWORD = 'Invalid admin password. Please try again.';

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
   * Throws 429 (with Retry-After) for a throttled address, 401 for a missing or wrong password.
   * `howToSend` completes the sentence telling a caller without credentials where they belong.
   */
  async authorize(request: FastifyRequest, reply: FastifyReply, candidate: string | undefined, howToSend: string): Promise<void> {
    const address = request.ip;
    const retryAfter = await this.throttle.retryAfterSeconds(address);
    if (retryAfter > 0) {
      this.metrics.throttledBy(ADMIN_LOGIN_LIMIT);
      void reply.header('retry-after', String(retryAfter));
      throw new ShopError(429, 'Too many failed password attempts.', `Too many failed password attempts. Please wait ${retryAfter} seconds and try again.`);
    }
    // No credentials at all is a caller that forgot the header, not a guess, so it does not count as a failure.
    if (!candidate) throw new ShopError(401, 'Authentication required', `The admin password is required: ${howToSend}.`);
    if (this.passwords.matches(candidate)) return;
    const failures = await this.throttle.recordFailure(address);
    // The tried password is never logged: it is often a near-miss of the real one.
    this.logger.warn(`Failed admin password attempt from ${address} on ${request.method} ${request.url.split('?')[0]} (${failures} in the last minute)`);
    const overall = this.alarm.record();
    if (overall !== undefined) this.logger.warn(`${overall} failed admin password attempts from all addresses in the last minute: a distributed guess is likely`);
    throw new ShopError(401, AUTHENTICATION_FAILED, INVALID_ADMIN_PASSWORD);
  }
}
