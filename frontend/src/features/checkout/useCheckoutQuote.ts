import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useQuoteCheckoutQuery } from '../../api/enhanced';
import { usState } from '../../lib/usStates';
import type { CartItem } from '../../store/cart/cartItem';
import { cartSubscription } from '../../store/cart/subscription';
import { type AppliedPromo, type OrderSummaryFigures, orderSummaryFigures, quotedFigures } from './orderSummary';

interface QuoteInputs {
  items: CartItem[];
  /** False until the cart is restored: nothing is asked before the browser knows it. */
  ask: boolean;
  promo: AppliedPromo | null;
  /** As typed in the form: sent only once it is a listed state, so the tax follows the address. */
  shippingState: string;
  shippingMethodId: number | null;
}

/**
 * The server's price of the checkout (POST /api/checkout/quote), asked again whenever the cart, the code, the state or
 * the method changes. Until it answers (and if it fails) the summary shows the browser's subtotal and discount.
 */
export function useCheckoutQuote({ items, ask, promo, shippingState, shippingMethodId }: QuoteInputs) {
  const state = usState(shippingState)?.code ?? null;
  const frequencyMonths = cartSubscription(items)?.frequencyMonths;
  const args = useMemo(
    () =>
      ask && items.length > 0
        ? {
            checkoutQuoteRequestDto: {
              items: items.map(({ productId, size, quantity }) => ({ productId, size, quantity })),
              promoCode: promo?.code ?? null,
              shippingState: state,
              shippingMethodId,
              // A subscription's first delivery, priced with its saving (the checkout sends no promo code with it).
              ...(frequencyMonths && { subscription: { frequencyMonths } }),
            },
          }
        : skipToken,
    [ask, items, promo, state, shippingMethodId, frequencyMonths],
  );
  const quote = useQuoteCheckoutQuery(args);
  // Only the answer for these very inputs: an earlier one (another code, cart or state) would contradict the lines and
  // the applied code beside it, so until the new one arrives the browser's own subtotal and discount show.
  const data = args === skipToken || quote.isError ? undefined : quote.currentData;
  // The methods on offer rarely change with the inputs: the last list stays while the next is on its way, so the
  // radio group the shopper is using is not replaced by placeholders.
  const offer = args === skipToken || quote.isError ? undefined : quote.data;
  const figures: OrderSummaryFigures = useMemo(
    () => quotedFigures(orderSummaryFigures(items, promo), data),
    [items, promo, data],
  );
  return { figures, offer, refetch: quote.refetch };
}
