import { Session } from '../accounts/session.entity';
import { BackInStockRequest } from '../back-in-stock/back-in-stock-request.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { User } from '../accounts/user.entity';
import { InventoryEvent } from '../catalog/inventory/inventory-event.entity';
import { ProductStock } from '../catalog/inventory/product-stock.entity';
import { StockReservation } from '../catalog/inventory/stock-reservation.entity';
import { Product } from '../catalog/product.entity';
import { OutboundEmail } from '../mail/outbound-email.entity';
import { Media } from '../media/media.entity';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { OrderEvent } from '../order-events/order-event.entity';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity';
import { OrderItem } from '../orders/order-item.entity';
import { OrderNumberSequence } from '../orders/order-number-sequence.entity';
import { Order } from '../orders/order.entity';
import { PendingCheckout } from '../orders/pending-checkout.entity';
import { DemoPayment } from '../payments/demo/demo-payment.entity';
import { DemoRefund } from '../payments/demo/demo-refund.entity';
import { OrderRefund } from '../refunds/order-refund.entity';
import { PaymentWebhookEvent } from '../checkout/payment-webhook-event.entity';
import { PromoCode } from '../promos/promo-code.entity';
import { PromoRedemption } from '../promos/promo-redemption.entity';
import { ShippingMethod } from '../shipping/shipping-method.entity';
import { TaxRate } from '../tax/tax-rate.entity';
import { SubscribableItem } from '../subscriptions/subscribable-item.entity';
import { Subscription } from '../subscriptions/subscription.entity';
import { SubscriptionEvent } from '../subscriptions/subscription-event.entity';
import { SubscriptionRenewal } from '../subscriptions/subscription-renewal.entity';
import { SubscriptionSettings } from '../subscriptions/subscription-settings.entity';

/** Every entity, for data sources built outside Nest (seed command, benchmarks, tests). */
export const ALL_ENTITIES = [
  Product,
  Order,
  OrderItem,
  OrderNumberSequence,
  PromoCode,
  NewsletterSubscriber,
  User,
  Session,
  PendingCheckout,
  PaymentWebhookEvent,
  DemoPayment,
  OrderEvent,
  OutboundEmail,
  PromoRedemption,
  WaitlistEntry,
  ProductStock,
  StockReservation,
  InventoryEvent,
  OrderRefund,
  DemoRefund,
  BackInStockRequest,
  ContactMessage,
  ShippingMethod,
  TaxRate,
  Media,
  SubscribableItem,
  SubscriptionSettings,
  Subscription,
  SubscriptionRenewal,
  SubscriptionEvent,
];
