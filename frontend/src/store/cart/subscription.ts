import { toCents } from '../../lib/money';

/** The months between deliveries a shopper may choose (docs/subscriptions.md). */
export const SUBSCRIPTION_FREQUENCIES = [1, 2, 3] as const;
export type FrequencyMonths = (typeof SUBSCRIPTION_FREQUENCIES)[number];

/** A cart line bought by subscription: delivered again every N months at the saving offered when it was added. */
export interface LineSubscription {
  frequencyMonths: FrequencyMonths;
  /** Percent as the API gives it ("10.00"). */
  discountPercent: string;
}

/** "10.00" → "10", "12.50" → "12.5". */
export function percentText(percent: string): string {
  return String(Number(percent));
}

/** 'Subscribe & save 10 %' (the product page's choice and the cart line). */
export function subscribeAndSaveText(percent: string): string {
  return `Subscribe & save ${percentText(percent)} %`;
}

/** 'every month', 'every 2 months'. */
export function everyText(months: number): string {
  return months === 1 ? 'every month' : `every ${months} months`;
}

/** The cart line's note: 'Subscribe & save 10 % · every 2 months'. */
export function subscriptionLineText(subscription: LineSubscription): string {
  return `${subscribeAndSaveText(subscription.discountPercent)} · ${everyText(subscription.frequencyMonths)}`;
}

export function isLineSubscription(value: unknown): value is LineSubscription {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (SUBSCRIPTION_FREQUENCIES as readonly unknown[]).includes(v.frequencyMonths) &&
    typeof v.discountPercent === 'string' &&
    /^\d{1,3}(\.\d{1,2})?$/.test(v.discountPercent) &&
    Number(v.discountPercent) <= 100
  );
}

/**
 * The subscription a cart is, or null for a one-time order. A cart is one or the other (docs/product.md, Subscribe &
 * save): every line of a subscription cart carries the same terms.
 */
export function cartSubscription(items: ReadonlyArray<{ subscription?: LineSubscription }>): LineSubscription | null {
  return items[0]?.subscription ?? null;
}

/**
 * Why a line cannot join this cart (a subscription and a one-time order are checked out separately), or null when it
 * can.
 */
export function mixRefusal(
  items: ReadonlyArray<{ subscription?: LineSubscription }>,
  subscribing: boolean,
): string | null {
  if (items.length === 0) return null;
  const cartSubscribes = cartSubscription(items) !== null;
  if (cartSubscribes === subscribing) return null;
  return cartSubscribes
    ? 'Your cart is a subscription. Check it out first, or remove it, to buy this once.'
    : 'Your cart holds items bought once. Check them out first, or remove them, to start a subscription.';
}

/** The saving in cents: subtotal × percent, rounded half up as the server does (docs/subscriptions.md). */
export function subscriptionSavingCents(subtotalCents: number, percent: string): number {
  return Math.floor((subtotalCents * toCents(percent) + 5000) / 10000);
}
