import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

/** `<subscription id>.<base64url HMAC-SHA256>`; the id without leading zeros, the MAC always 43 characters. */
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed links to a subscription's management page, as the order status links: an HMAC over the id with
 * ORDER_STATUS_SECRET under its own label, so an order's token never opens a subscription. They never expire; rotating
 * the secret revokes them.
 */
@Injectable()
export class SubscriptionLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  tokenFor(subscriptionId: number): string {
    return `${subscriptionId}.${this.mac(subscriptionId).toString('base64url')}`;
  }

  /** The absolute link every subscription e-mail carries, on PUBLIC_BASE_URL. */
  manageUrlFor(subscriptionId: number): string {
    return `${this.config.publicBaseUrl}/subscriptions/manage?token=${encodeURIComponent(this.tokenFor(subscriptionId))}`;
  }

  /** The id a genuine token names, or undefined for anything malformed or not signed with the current secret. */
  subscriptionIdFrom(token: string): number | undefined {
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const id = Number(match[1]);
    const given = Buffer.from(match[2], 'base64url');
    // One spelling per link: the last of 43 characters carries 2 unused bits.
    if (given.toString('base64url') !== match[2]) return undefined;
    const expected = this.mac(id);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
  }

  private mac(subscriptionId: number): Buffer {
    return createHmac('sha256', this.config.orderStatusSecret).update(`subscription:${subscriptionId}`).digest();
  }
}
