/**
 * What an order's events tell their listeners: plain data, no entity, so a listener (mail) needs nothing from
 * `orders`. The order's own types (PlacedOrder, Order) have these fields and are passed as they are.
 */

/** A line as it was sold: its own name, scent, size and unit price; the catalogue product, while it exists. */
export interface OrderEventLine {
  productId: number | null;
  productName: string;
  scent: string | null;
  size: string | null;
  quantity: number;
  /** Unit price charged, two-decimal dollars. */
  price: string;
}

/** Who an order's e-mails go to, and the number they quote. */
export interface OrderContact {
  id: number;
  orderNumber: number;
  customerName: string;
  customerEmail: string;
}

/** An order as it was placed, with its lines (the confirmation and the staff notice). */
export interface PlacedOrderEvent extends OrderContact {
  customerPhone: string | null;
  customerNotes: string | null;
  items: OrderEventLine[];
  /** Two-decimal dollars, like every amount below. */
  subtotal: string;
  discountAmount: string | null;
  promoCode: string | null;
  /** The method's name as charged; null: no method. */
  shippingMethodName: string | null;
  shippingAmount: string;
  taxAmount: string;
  /** The state whose rate applied and the rate ("7.000"); null: no tax. */
  taxState: string | null;
  taxRate: string | null;
  total: string;
  shippingAddress: string;
  shippingAddress2: string | null;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  /** All null when billing is the shipping address. */
  billingAddress: string | null;
  billingCity: string | null;
  billingState: string | null;
  billingZip: string | null;
}

/** An order that has just been marked shipped, with what is in the parcel. */
export interface ShippedOrderEvent extends OrderContact {
  items: OrderEventLine[];
  carrier: string;
  trackingNumber: string | null;
}

/** A refund that has gone through (the money is back with the payer), with what the staff wrote to the customer. */
export interface RefundedOrderEvent extends OrderContact {
  refundId: number;
  /** Two-decimal dollars. */
  amount: string;
  /** The lines refunded with their units; empty for a refund by amount. */
  lines: Array<{ name: string; quantity: number }>;
  /** 'Note to the customer' from the refund dialog, or null. */
  note: string | null;
}
