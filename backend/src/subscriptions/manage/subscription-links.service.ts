import { Inject, Injectable } from '@nestjs/common';
import { idFromSignedToken, signedIdToken } from '../../common/signed-id-tokens';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';

const LABEL = 'subscription';

/**
 * Signed links to a subscription's management page, as the order status links: an HMAC over the id with
 * ORDER_STATUS_SECRET under its own label, so an order's token never opens a subscription. They never expire; rotating
 * the secret revokes them.
 */
@Injectable()
export class SubscriptionLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  tokenFor(subscriptionId: number): string {
    return signedIdToken(this.config.orderStatusSecret, LABEL, subscriptionId);
  }

  /** The absolute link every subscription e-mail carries, on PUBLIC_BASE_URL. */
  manageUrlFor(subscriptionId: number): string {
    return `${this.config.publicBaseUrl}/subscriptions/manage?token=${encodeURIComponent(this.tokenFor(subscriptionId))}`;
  }

  /** The id a genuine token names, or undefined for anything malformed or not signed with the current secret. */
  subscriptionIdFrom(token: string): number | undefined {
    return idFromSignedToken(this.config.orderStatusSecret, LABEL, token);
  }
}
