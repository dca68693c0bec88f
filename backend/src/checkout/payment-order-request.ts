import type { CheckoutSnapshot } from '../orders/checkout-snapshot';
import { CURRENCY, PaymentOrderRequest } from '../payments/payment-provider';
import type { WalletBreakdownDto } from './dto/payment-results.dto';

/**
 * What the provider is asked to collect for a checkout: the snapshot's figures, with the lines at their unit prices
 * (their tax is in taxTotal only: a per-unit tax cannot carry per-line rounding).
 */
export function paymentOrderRequest(checkoutId: string, snapshot: CheckoutSnapshot): PaymentOrderRequest {
  const money = (value: string) => ({ currency: CURRENCY, value });
  return {
    checkoutId,
    total: money(snapshot.total),
    itemTotal: money(snapshot.subtotal),
    discount: money(snapshot.discountAmount ?? '0.00'),
    shipping: money(snapshot.shippingAmount ?? '0.00'),
    taxTotal: money(snapshot.taxAmount ?? '0.00'),
    items: snapshot.lines.map((l) => ({
      name: `${l.productName} (${l.size})`,
      sku: `${l.productId}:${l.size}`,
      quantity: l.quantity,
      unitAmount: money(l.price),
    })),
  };
}

/** The request's figures as the demo wallet's window shows them (the same ones PayPal receives). */
export function walletBreakdown(request: PaymentOrderRequest): WalletBreakdownDto {
  return {
    items: request.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitAmount: item.unitAmount.value,
    })),
    itemTotal: request.itemTotal.value,
    discount: request.discount.value,
    shipping: request.shipping.value,
    taxTotal: request.taxTotal.value,
    total: request.total.value,
  };
}
