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

const STATUS_LINK_KEY = 'placedOrderStatus';

/**
 * The signed status token of the order this tab just placed (only the call that placed it answers with one), kept in
 * sessionStorage so the home page's banner can link to the order's status page as the confirmation e-mail does.
 */
export function rememberStatusToken(orderNumber: number, token: string): void {
  try {
    sessionStorage.setItem(STATUS_LINK_KEY, JSON.stringify({ orderNumber, token }));
  } catch {
    // Storage refused (private mode, quota): the banner links to the lookup instead.
  }
}

/** The status page's address for this order when this tab placed it, else null. */
export function statusLinkFor(orderNumber: number): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STATUS_LINK_KEY) ?? 'null') as {
      orderNumber?: unknown;
      token?: unknown;
    } | null;
    if (saved?.orderNumber !== orderNumber || typeof saved.token !== 'string') return null;
    return `/orders/status?token=${encodeURIComponent(saved.token)}`;
  } catch {
    return null;
  }
}

export function orderLookupFrom(state: unknown): OrderLookupState['lookup'] | null {
  const lookup = (state as Partial<OrderLookupState> | null)?.lookup;
  if (!lookup || typeof lookup.orderNumber !== 'string' || typeof lookup.email !== 'string') return null;
  return lookup;
}
