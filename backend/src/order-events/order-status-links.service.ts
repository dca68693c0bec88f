import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** `<order id>.<base64url HMAC-SHA256>`; the id without leading zeros, the MAC always 43 characters. */
const TOKEN = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signed links to the guest order status page. The token is an HMAC over the order id with ORDER_STATUS_SECRET:
 * it never expires, and rotating the secret revokes every link already sent. The guest status page (orders) checks
 * them; the confirmation and shipping e-mails (mail) carry `statusUrlFor`.
 */
@Injectable()
export class OrderStatusLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  tokenFor(orderId: number): string {
    return `${orderId}.${this.mac(orderId).toString('base64url')}`;
  }

  /** The absolute link to the order's status page, on PUBLIC_BASE_URL. */
  statusUrlFor(orderId: number): string {
    return `${this.config.publicBaseUrl}/orders/status?token=${encodeURIComponent(this.tokenFor(orderId))}`;
  }

  /** The order id a genuine token names, or undefined for anything malformed or not signed with the current secret. */
  orderIdFrom(token: string): number | undefined {
    const match = TOKEN.exec(token);
    if (!match) return undefined;
    const orderId = Number(match[1]);
    const given = Buffer.from(match[2], 'base64url');
    // One spelling per link: the last of 43 characters carries 2 unused bits, so 4 texts decode to one MAC.
    if (given.toString('base64url') !== match[2]) return undefined;
    const expected = this.mac(orderId);
    // Constant time, so the right MAC cannot be found a byte at a time; both are 32 bytes once the pattern matched.
    return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : undefined;
  }

  private mac(orderId: number): Buffer {
    return createHmac('sha256', this.config.orderStatusSecret).update(`order-status:${orderId}`).digest();
  }
}
