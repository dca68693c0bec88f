/** The inputs of the templates, stored as JSON in the outbox row and rendered when the message is sent. */

export interface PostalAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
}

export interface OrderEmailLine {
  name: string;
  scent: string | null;
  size: string | null;
  quantity: number;
  /** Two-decimal string, unit price × quantity. */
  lineTotal: string;
  /** The product's picture, absolute; absent when the product is gone (and in messages queued before lines had one). */
  imageUrl?: string;
}

export interface OrderEmailData {
  orderId: number;
  orderNumber: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  lines: OrderEmailLine[];
  subtotal: string;
  discountAmount: string | null;
  promoCode: string | null;
  shippingMethodName: string | null;
  shippingAmount: string;
  taxAmount: string;
  taxState: string | null;
  taxRate: string | null;
  total: string;
  shipping: PostalAddress;
  /** null when billing is the shipping address. */
  billing: PostalAddress | null;
  notes: string | null;
  shopUrl: string;
  /** The order's own status page once it exists; the shop's home link stands in until then. */
  orderStatusUrl?: string;
}

export interface StaffOrderEmailData extends OrderEmailData {
  adminOrderUrl: string;
}

export interface WelcomeEmailData {
  code: string;
  percent: number;
  shopUrl: string;
  unsubscribeUrl: string;
}

export interface ShippingEmailData {
  orderNumber: number;
  customerName: string;
  /** What is in the parcel; absent in messages queued before the e-mail listed it. */
  lines?: OrderEmailLine[];
  carrier: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shopUrl: string;
  orderStatusUrl?: string;
}

/** The customer's refund e-mail: what went back, for which lines, and the order's status page. */
export interface RefundEmailData {
  orderNumber: number;
  customerName: string;
  /** Two-decimal dollars, "15.30". */
  amount: string;
  /** Empty for a refund by amount. */
  lines: Array<{ name: string; quantity: number }>;
  /** What staff wrote to the customer in the refund dialog; absent or null when they wrote nothing. */
  note?: string | null;
  shopUrl: string;
  orderStatusUrl?: string;
}

/** 'Notify me when it's back': the size that came back and a way to stop the other notices. */
export interface BackInStockEmailData {
  /** With the size, e.g. "Hand Soap No. 42 (16 oz)". */
  productName: string;
  productUrl: string;
  shopUrl: string;
  unsubscribeUrl: string;
}

/** A message from the contact form, as staff receive it. */
export interface ContactStaffEmailData {
  name: string;
  email: string;
  message: string;
  shopUrl: string;
}

/** The sender's confirmation request: the signed link and nothing the form's sender wrote. */
export interface ContactCopyRequestEmailData {
  confirmUrl: string;
  shopUrl: string;
}

/** The sender's copy, sent once they confirmed their address. */
export interface ContactCopyEmailData {
  name: string;
  message: string;
  shopUrl: string;
}

/** A subscription's news for the shopper: cancelled, waiting for stock, a failed charge; always with its manage link. */
export interface SubscriptionNoticeEmailData {
  subject: string;
  headline: string;
  paragraphs: string[];
  manageUrl: string;
  shopUrl: string;
}

export interface EmailTemplates {
  'order-confirmation': OrderEmailData;
  'staff-order': StaffOrderEmailData;
  welcome: WelcomeEmailData;
  shipping: ShippingEmailData;
  refund: RefundEmailData;
  'back-in-stock': BackInStockEmailData;
  'subscription-notice': SubscriptionNoticeEmailData;
  'contact-staff': ContactStaffEmailData;
  'contact-copy-request': ContactCopyRequestEmailData;
  'contact-copy': ContactCopyEmailData;
}

export type EmailTemplateName = keyof EmailTemplates;

export interface RenderedEmail {
  html: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers: Record<string, string>;
}
