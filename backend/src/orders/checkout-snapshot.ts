import { centsToDecimal } from '../common/money';
import { DEFAULT_STORE_CODE } from './order-constants';
import type { PricedCart } from './cart-pricing';

/** The customer side of a checkout: who buys and where it goes (card data is never part of it). */
export interface CheckoutCustomer {
  storeCode?: string;
  customerName: string;
  customerEmail: string;
  customerPhone?: string | null;
  customerNotes?: string | null;
  shippingAddress: string;
  shippingCity: string;
  shippingState: string;
  shippingZip: string;
  billingAddress?: string | null;
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
  }>;
  subtotal: string;
  discountAmount: string | null;
  total: string;
  promoCode: string | null;
}

/** Only the known customer fields are copied, so nothing else the browser sent (card data) can reach storage. */
export function buildCheckoutSnapshot(customer: CheckoutCustomer, cart: PricedCart): CheckoutSnapshot {
  return {
    customer: {
      storeCode: customer.storeCode ?? DEFAULT_STORE_CODE,
      customerName: customer.customerName,
      customerEmail: customer.customerEmail,
      customerPhone: customer.customerPhone ?? null,
      customerNotes: customer.customerNotes ?? null,
      shippingAddress: customer.shippingAddress,
      shippingCity: customer.shippingCity,
      shippingState: customer.shippingState,
      shippingZip: customer.shippingZip,
      billingAddress: customer.billingAddress ?? null,
      billingCity: customer.billingCity ?? null,
      billingState: customer.billingState ?? null,
      billingZip: customer.billingZip ?? null,
    },
    lines: cart.lines.map((l) => ({
      productId: l.productId,
      productName: l.productName,
      scent: l.scent,
      size: l.size,
      quantity: l.quantity,
      price: centsToDecimal(l.unitPrice),
    })),
    subtotal: centsToDecimal(cart.subtotal),
    discountAmount: cart.promo ? centsToDecimal(cart.discount) : null,
    total: centsToDecimal(cart.total),
    promoCode: cart.promo?.code ?? null,
  };
}
