import type { CreatePaymentOrderDto, FreeOrderDto, PlaceOrderDtoWrite } from '../../api/enhanced';
import { centsToDecimal } from '../../lib/money';
import type { CartItem } from '../../store/cart/cartItem';
import { cartSubscription } from '../../store/cart/subscription';
import { CheckoutForm, checkoutCustomer } from './checkoutForm';
import type { AppliedPromo, OrderSummaryFigures } from './orderSummary';

export interface CheckoutSnapshot {
  form: CheckoutForm;
  items: CartItem[];
  promo: AppliedPromo | null;
  figures: OrderSummaryFigures;
}

function lines(items: CartItem[]) {
  return items.map(({ productId, productName, size, quantity, price, image }) => ({
    productId,
    productName,
    size,
    quantity,
    price,
    image,
  }));
}

/** The shipping method and the quoted shipping and tax: the server prices them again and answers 409 on a change. */
function charges({ figures }: CheckoutSnapshot) {
  const money = (cents: number | null) => (cents === null ? null : centsToDecimal(cents));
  return {
    shippingMethodId: figures.shippingMethodId,
    shippingAmount: money(figures.shippingCents),
    taxAmount: money(figures.taxCents),
  };
}

/** A subscription cart subscribes: the first payment stores the wallet for the renewals (docs/subscriptions.md). */
function subscriptionOf(items: CartItem[]) {
  const subscription = cartSubscription(items);
  return subscription ? { subscription: { frequencyMonths: subscription.frequencyMonths } } : {};
}

/** POST /order/free: the checkout of an order its promo code pays in full, with the key that makes repeats one order. */
export function freeOrderBody(snapshot: CheckoutSnapshot, checkoutKey: string): FreeOrderDto {
  return {
    ...checkoutCustomer(snapshot.form),
    items: lines(snapshot.items),
    promoCode: snapshot.promo?.code ?? null,
    ...charges(snapshot),
    amount: centsToDecimal(snapshot.figures.totalCents),
    checkoutKey,
  };
}

/** POST /order: the checkout plus the amount the shopper sees; the server prices it again and asks for its own total. */
export function createPaymentOrderBody(snapshot: CheckoutSnapshot): CreatePaymentOrderDto {
  return {
    ...checkoutCustomer(snapshot.form),
    items: lines(snapshot.items),
    promoCode: snapshot.promo?.code ?? null,
    ...charges(snapshot),
    amount: centsToDecimal(snapshot.figures.totalCents),
    currency: 'USD' as const,
    intent: 'CAPTURE' as const,
    ...subscriptionOf(snapshot.items),
  };
}

/** POST /api/orders for a captured payment: the order's payload plus the payment id. */
export function placeOrderBody(snapshot: CheckoutSnapshot, paymentId: string): PlaceOrderDtoWrite {
  return {
    ...checkoutCustomer(snapshot.form),
    items: lines(snapshot.items),
    promoCode: snapshot.promo?.code ?? null,
    ...charges(snapshot),
    subtotal: centsToDecimal(snapshot.figures.subtotalCents),
    total: centsToDecimal(snapshot.figures.totalCents),
    discountAmount:
      snapshot.promo || cartSubscription(snapshot.items) ? centsToDecimal(snapshot.figures.discountCents) : null,
    paymentId,
  };
}

/** The cart with the server's unit prices (from a 409's `expected.items`); lines the server did not price stay as they are. */
export function withServerPrices(
  items: CartItem[],
  expected: ReadonlyArray<{ productId: number; size: string; price: string }>,
): CartItem[] {
  return items.map((item) => {
    const server = expected.find((line) => line.productId === item.productId && line.size === item.size);
    return server && server.price !== item.price ? { ...item, price: server.price } : item;
  });
}

/** The cart lowered to the units left (from a 409's `unavailable`); a sold-out line leaves the cart. */
export function withAvailableQuantities(
  items: CartItem[],
  unavailable: ReadonlyArray<{ productId: number; size: string; available: number }>,
): CartItem[] {
  return items.flatMap((item) => {
    const short = unavailable.find((line) => line.productId === item.productId && line.size === item.size);
    if (!short) return [item];
    return short.available > 0 ? [{ ...item, quantity: Math.min(item.quantity, short.available) }] : [];
  });
}
