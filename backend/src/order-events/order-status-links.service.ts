import { Inject, Injectable } from '@nestjs/common';
import { idFromSignedToken, signedIdToken } from '../common/signed-id-tokens';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

const LABEL = 'order-status';

/**
 * Signed links to the guest order status page. The token is an HMAC over the order id with ORDER_STATUS_SECRET
 * (common/signed-id-tokens.ts): it never expires, and rotating the secret revokes every link already sent. The guest
 * status page (orders) checks them; the confirmation and shipping e-mails (mail) carry `statusUrlFor`.
 */
@Injectable()
export class OrderStatusLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  tokenFor(orderId: number): string {
    return signedIdToken(this.config.orderStatusSecret, LABEL, orderId);
  }

  /** The absolute link to the order's status page, on PUBLIC_BASE_URL. */
  statusUrlFor(orderId: number): string {
    return `${this.config.publicBaseUrl}/orders/status?token=${encodeURIComponent(this.tokenFor(orderId))}`;
  }

  /** The order id a genuine token names, or undefined for anything malformed or not signed with the current secret. */
  orderIdFrom(token: string): number | undefined {
    return idFromSignedToken(this.config.orderStatusSecret, LABEL, token);
  }
}
