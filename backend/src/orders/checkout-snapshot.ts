import { centsToDecimal } from '../common/money';
import { DEFAULT_STORE_CODE } from './order-constants';
import { millipercentToRate, OrderCharges } from './order-charges';

/** The customer side of a checkout: who buys and where it goes (card data is never part of it). */
export interface CheckoutCustomer {
  storeCode?: string;
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  customerNotes?: string | null;
  shippingAddress: string;
  shippingAddress2?: string | null;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  billingAddress?: string | null;
  billingAddress2?: string | null;
  billingCity?: string | null;
  billingState?: string | null;
  billingZip?: string | null;
}

/** Everything an order is made of, frozen at the moment the shopper was asked to pay (money as "12.34" strings). */
export interface CheckoutSnapshot {
  customer: Required<CheckoutCustomer>;
  lines: Array<{
    productId: number;
    productName: string;
    scent: string | null;
    size: string;
    quantity: number;
    price: string;
    /** Absent in snapshots written before shipping and tax: read as 0.00. */
    discount?: string;
    tax?: string;
  }>;
  subtotal: string;
  discountAmount: string | null;
  total: string;
  promoCode: string | null;
  // Absent in snapshots written before shipping and tax: no method, no tax.
  shippingMethodId?: number | null;
  shippingMethodName?: string | null;
  shippingPrice?: string | null;
  shippingAmount?: string;
  shippingTaxAmount?: string;
  taxAmount?: string;
  taxableAmount?: string;
  taxState?: string | null;
  taxRate?: string | null;
  /** Present when the shopper subscribed: the first payment stores the wallet and starts the subscription. */
  subscription?: { frequencyMonths: number; discountPercent: string } | null;
  /** Present when a subscription's renewal opened the checkout: the subscription's id, kept on the order. */
  renewalOf?: number | null;
}

/** The order's charge columns from a snapshot; an older snapshot (before shipping and tax) charged neither. */
export function snapshotCharges(snapshot: CheckoutSnapshot) {
  return {
    shippingMethodId: snapshot.shippingMethodId ?? null,
    shippingMethodName: snapshot.shippingMethodName ?? null,
    shippingPrice: snapshot.shippingPrice ?? null,
    shippingAmount: snapshot.shippingAmount ?? '0.00',
    shippingTaxAmount: snapshot.shippingTaxAmount ?? '0.00',
    taxAmount: snapshot.taxAmount ?? '0.00',
    taxableAmount: snapshot.taxableAmount ?? '0.00',
    taxState: snapshot.taxState ?? null,
    taxRate: snapshot.taxRate ?? null,
  };
}

/** Only the known customer fields are copied, so nothing else the browser sent (card data) can reach storage. */
export function buildCheckoutSnapshot(customer: CheckoutCustomer, charges: OrderCharges): CheckoutSnapshot {
  const taxesShipping = Boolean(charges.method?.taxable && charges.taxRate?.shippingTaxable);
  return {
    customer: {
      storeCode: customer.storeCode ?? DEFAULT_STORE_CODE,
      customerName: customer.customerName,
      customerEmail: customer.customerEmail,
      customerPhone: customer.customerPhone ?? null,
      customerNotes: customer.customerNotes ?? null,
      shippingAddress: customer.shippingAddress,
      shippingAddress2: customer.shippingAddress2 ?? null,
      shippingCity: customer.shippingCity,
      shippingState: customer.shippingState,
      shippingZip: customer.shippingZip,
      billingAddress: customer.billingAddress ?? null,
      billingAddress2: customer.billingAddress2 ?? null,
      billingCity: customer.billingCity ?? null,
      billingState: customer.billingState ?? null,
      billingZip: customer.billingZip ?? null,
    },
    lines: charges.lines.map((l) => ({
      productId: l.productId,
      productName: l.productName,
      scent: l.scent,
      size: l.size,
      quantity: l.quantity,
      price: centsToDecimal(l.unitPrice),
      discount: centsToDecimal(l.discount),
      tax: centsToDecimal(l.tax),
    })),
    subtotal: centsToDecimal(charges.subtotal),
    discountAmount: charges.promo || charges.discount > 0 ? centsToDecimal(charges.discount) : null,
    total: centsToDecimal(charges.total),
    promoCode: charges.promo?.code ?? null,
    shippingMethodId: charges.method?.id ?? null,
    shippingMethodName: charges.method?.name ?? null,
    shippingPrice: charges.method ? centsToDecimal(charges.method.price) : null,
    shippingAmount: centsToDecimal(charges.shipping),
    shippingTaxAmount: centsToDecimal(charges.shippingTax),
    taxAmount: centsToDecimal(charges.tax),
    taxableAmount: centsToDecimal(
      charges.taxRate ? charges.subtotal - charges.discount + (taxesShipping ? charges.shipping : 0) : 0,
    ),
    taxState: charges.taxRate?.state ?? null,
    taxRate: charges.taxRate ? millipercentToRate(charges.taxRate.rateMillipercent) : null,
  };
}
