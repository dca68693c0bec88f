import { Cents, toCents } from '../common/money';
import { ValidationProblem } from '../common/errors/domain-errors';
import type { RefundLine } from './order-refund.entity';

/** What the order charged, as a refund needs it: the total paid and each line's unit price and quantity. */
export interface ChargedOrder {
  subtotal: Cents;
  total: Cents;
  /**
   * `charged`: what the line cost as placed (price × quantity − its discount share + its tax), for orders that keep
   * their figures per line (docs/shipping-and-tax.md); absent on older orders, which are refunded in proportion.
   */
  lines: Array<{ id: number; price: Cents; quantity: number; charged?: Cents }>;
}

/** The first `units` of a line's `quantity` as a share of what it charged, half up: n units of q return ⌊n × c / q⌉. */
export function unitsShare(charged: Cents, quantity: number, units: number): Cents {
  return Math.floor((units * charged * 2 + quantity) / (quantity * 2));
}

/** What staff ask to refund: the whole remaining amount (neither field), an amount, or lines. */
export interface RefundAsk {
  amount?: string;
  lines?: RefundLine[];
}

/**
 * The price of a refund, the one rule a refund and its preview both use. `remaining` is what the order can still give
 * back; `alreadyRefunded` the units earlier refunds (not failed) took per line.
 * - neither amount nor lines: all that remains
 * - an amount: that amount, as typed (the caller refuses one above what remains, naming it)
 * - lines: each line's units at its price with the order's discount apportioned (linesRefundCents); lines that take
 *   the order's last units take whatever remains, so rounding never leaves a cent behind; never more than remains
 * A line returns its share of its discount and of its tax (linesRefundCents); the shipping and its tax are what
 * remains once every unit is refunded.
 */
export function priceRefund(
  order: ChargedOrder,
  ask: RefundAsk,
  alreadyRefunded: Map<number, number>,
  remaining: Cents,
): Cents {
  if (ask.amount !== undefined) return amountCents(ask.amount);
  if (ask.lines === undefined) return remaining;
  // Checked first, so that a line asked beyond its units is refused even when the order's other units are all gone.
  const linesCents = linesRefundCents(order, ask.lines, alreadyRefunded);
  // Lines kept as charged add up exactly (the shipping stays for its own refund); older orders' last units take
  // whatever remains, so rounding never leaves a cent behind.
  if (!isItemized(order) && coversEveryUnit(order, ask.lines, alreadyRefunded)) return remaining;
  return Math.min(linesCents, remaining);
}

/**
 * The cents a refund of these lines returns: each line's price × quantity with the order's discount apportioned the
 * way the order priced it (the discount is a share of the subtotal, so each line pays total/subtotal of its value),
 * rounded half up. `alreadyRefunded` counts the units earlier refunds (not failed) took, per order line; a request
 * for more units than remain is a 400 naming the line.
 */
export function linesRefundCents(
  order: ChargedOrder,
  requested: RefundLine[],
  alreadyRefunded: Map<number, number>,
): Cents {
  let value = 0;
  let itemized = 0;
  const seen = new Set<number>();
  for (const line of requested) {
    const charged = order.lines.find((l) => l.id === line.orderItemId);
    if (!charged) throw new ValidationProblem(`Order line ${line.orderItemId} is not on this order.`);
    if (seen.has(line.orderItemId)) throw new ValidationProblem(`Order line ${line.orderItemId} is listed twice.`);
    seen.add(line.orderItemId);
    const left = charged.quantity - (alreadyRefunded.get(line.orderItemId) ?? 0);
    if (line.quantity > left)
      throw new ValidationProblem(
        `Order line ${line.orderItemId} has ${left} unit(s) left to refund, not ${line.quantity}.`,
      );
    if (charged.charged !== undefined) {
      // The units' share of the line's own amount after discount and with its tax: cumulative, so refunding a line
      // unit by unit returns exactly what it charged.
      const before = alreadyRefunded.get(line.orderItemId) ?? 0;
      itemized +=
        unitsShare(charged.charged, charged.quantity, before + line.quantity) -
        unitsShare(charged.charged, charged.quantity, before);
    }
    value += charged.price * line.quantity;
  }
  if (isItemized(order)) return itemized;
  if (order.subtotal <= 0) return 0;
  return Math.floor((value * order.total * 2 + order.subtotal) / (order.subtotal * 2));
}

function isItemized(order: ChargedOrder): boolean {
  return order.lines.length > 0 && order.lines.every((l) => l.charged !== undefined);
}

/** True when these lines and the earlier ones take every unit of the order. */
export function coversEveryUnit(
  order: ChargedOrder,
  requested: RefundLine[],
  alreadyRefunded: Map<number, number>,
): boolean {
  return order.lines.every(
    (l) =>
      (alreadyRefunded.get(l.id) ?? 0) + (requested.find((r) => r.orderItemId === l.id)?.quantity ?? 0) >= l.quantity,
  );
}

/** An amount typed by staff: "12.50" → 1250; more than two decimals or not a number is a 400. */
export function amountCents(text: string): Cents {
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text))
    throw new ValidationProblem('amount must be an amount in dollars with at most two decimals, like "12.50".');
  const cents = toCents(text);
  if (cents <= 0) throw new ValidationProblem('amount must be more than 0.00.');
  return cents;
}

/** Units refunded so far per order line, from the earlier refunds that have not failed. */
export function refundedUnits(refunds: Array<{ lines: RefundLine[] | null }>): Map<number, number> {
  const units = new Map<number, number>();
  for (const refund of refunds)
    for (const line of refund.lines ?? [])
      units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.quantity);
  return units;
}
