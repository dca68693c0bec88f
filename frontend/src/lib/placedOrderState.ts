/**
 * What the checkout hands the home page in the router's history state after a placed order: the home page
 * keeps a confirmation banner from it, and its 'View your order' link hands number and e-mail to the status page,
 * which looks the order up at once. History state stays in this tab and goes with its history entry.
 */
export interface PlacedOrderSummary {
  orderNumber: number;
  totalCents: number;
  email: string;
}

export interface OrderLookupState {
  lookup: { orderNumber: string; email: string };
}

/** History state is anyone's (another page, an older build): read it field by field. */
export function placedOrderFrom(state: unknown): PlacedOrderSummary | null {
  const placed = (state as { placedOrder?: Record<string, unknown> } | null)?.placedOrder;
  if (!placed) return null;
  const { orderNumber, totalCents, email } = placed;
  if (
    typeof orderNumber !== 'number' ||
    !Number.isInteger(orderNumber) ||
    typeof totalCents !== 'number' ||
    !Number.isInteger(totalCents) ||
    typeof email !== 'string'
  )
    return null;
  return { orderNumber, totalCents, email };
}

export function orderLookupFrom(state: unknown): OrderLookupState['lookup'] | null {
  const lookup = (state as Partial<OrderLookupState> | null)?.lookup;
  if (!lookup || typeof lookup.orderNumber !== 'string' || typeof lookup.email !== 'string') return null;
  return lookup;
}
