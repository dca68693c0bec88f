import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { PendingCheckouts1763800000000 } from './1763800000000-pending-checkouts';
import { PromoRules1764100000000 } from './1764100000000-promo-rules';
import { OutboundEmails1764200000000 } from './1764200000000-outbound-emails';
import { OrderEvents1764300000000 } from './1764300000000-order-events';
import { SalesStatsIndexes1764400000000 } from './1764400000000-sales-stats-indexes';
import { Waitlist1764500000000 } from './1764500000000-waitlist';
import { DemoPayments1764600000000 } from './1764600000000-demo-payments';
import { OrderSearchGrams1764700000000 } from './1764700000000-order-search-grams';
import { Inventory1764800000000 } from './1764800000000-inventory';
import { ExactPaymentIds1764834000000 } from './1764834000000-exact-payment-ids';
import { OrderRefunds1764900000000 } from './1764900000000-order-refunds';
import { BackInStock1764950000000 } from './1764950000000-back-in-stock';
import { ShippingAndTax1765000000000 } from './1765000000000-shipping-and-tax';
import { HoldHolders1765400000000 } from './1765400000000-hold-holders';
import { LifestylePicturesPerScent1765700000000 } from './1765700000000-lifestyle-pictures-per-scent';
import { ContactMessages1765200000000 } from './1765200000000-contact-messages';
import { Media1765100000000 } from './1765100000000-media';
import { ShippingRefunds1765400000001 } from './1765400000001-shipping-refunds';
import { Subscriptions1765300000000 } from './1765300000000-subscriptions';
import { SubscriptionEventsAndReminders1765800000000 } from './1765800000000-subscription-events-and-reminders';
import { RenewalOrders1765800000001 } from './1765800000001-renewal-orders';
import { ProductImageAlts1765100000010 } from './1765100000010-product-image-alts';
import { ProductImageSizes1765100000011 } from './1765100000011-product-image-sizes';

/** Applied in order at start on MySQL; add new migrations at the end. */
export const MYSQL_MIGRATIONS = [
  InitialSchema1763700000000,
  PendingCheckouts1763800000000,
  PromoRules1764100000000,
  OutboundEmails1764200000000,
  OrderEvents1764300000000,
  SalesStatsIndexes1764400000000,
  Waitlist1764500000000,
  DemoPayments1764600000000,
  OrderSearchGrams1764700000000,
  Inventory1764800000000,
  ExactPaymentIds1764834000000,
  OrderRefunds1764900000000,
  BackInStock1764950000000,
  ShippingAndTax1765000000000,
  HoldHolders1765400000000,
  LifestylePicturesPerScent1765700000000,
  ContactMessages1765200000000,
  Media1765100000000,
  ShippingRefunds1765400000001,
  Subscriptions1765300000000,
  ProductImageAlts1765100000010,
  ProductImageSizes1765100000011,
  SubscriptionEventsAndReminders1765800000000,
  RenewalOrders1765800000001,
];
