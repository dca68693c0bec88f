import { Session } from '../accounts/session.entity';
import { User } from '../accounts/user.entity';
import { Product } from '../catalog/product.entity';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity';
import { OrderItem } from '../orders/order-item.entity';
import { OrderNumberSequence } from '../orders/order-number-sequence.entity';
import { Order } from '../orders/order.entity';
import { PendingCheckout } from '../orders/pending-checkout.entity';
import { PaymentWebhookEvent } from '../payments/payment-webhook-event.entity';
import { PromoCode } from '../promos/promo-code.entity';

/** Every entity, for data sources built outside Nest (seed command, benchmarks, tests). */
export const ALL_ENTITIES = [Product, Order, OrderItem, OrderNumberSequence, PromoCode, NewsletterSubscriber, User, Session, PendingCheckout, PaymentWebhookEvent, WaitlistEntry];
