import { Cents, centsToDecimal, toCents } from '../common/money';
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
  /** The shipping charged and its tax (0 and 0 when none was charged). */
  shipping?: { cents: Cents; tax: Cents };
}

/** The first `units` of a line's `quantity` as a share of what it charged, half up: n units of q return ⌊n × c / q⌉. */
export function unitsShare(charged: Cents, quantity: number, units: number): Cents {
  return Math.floor((units * charged * 2 + quantity) / (quantity * 2));
}

/** What staff ask to refund: the whole remaining amount (no field), an amount, or lines and/or shipping. */
export interface RefundAsk {
  amount?: string;
  lines?: RefundLine[];
  /** Dollars of the shipping charge, before its tax (its tax goes back with it, in proportion). */
  shipping?: string;
}

/**
 * The price of a refund, the one rule a refund and its preview both use. `remaining` is what the order can still give
 * back; `alreadyRefunded` the units earlier refunds (not failed) took per line; `shippingBefore` the shipping cents
 * (before tax) they took.
 * - no field: all that remains
 * - an amount: that amount, as typed (the caller refuses one above what remains, naming it)
 * - lines: each line's units at its price with the order's discount apportioned (linesRefundCents); lines that take
 *   the last units of an older order take whatever remains, so rounding never leaves a cent behind
 * - shipping: that part of the shipping charge plus its share of the shipping's tax (shippingRefundCents)
 * Lines and shipping add up, never more than remains. A line returns its share of its discount and of its tax.
 */
export function priceRefund(
  order: ChargedOrder,
  ask: RefundAsk,
  alreadyRefunded: Map<number, number>,
  remaining: Cents,
  shippingBefore: Cents = 0,
): Cents {
  if (ask.amount !== undefined) return amountCents(ask.amount);
  if (ask.lines === undefined && ask.shipping === undefined) return remaining;
  // Checked first, so that a line asked beyond its units is refused even when the order's other units are all gone.
  const linesCents = ask.lines ? linesRefundCents(order, ask.lines, alreadyRefunded) : 0;
  const shippingCents =
    ask.shipping === undefined
      ? 0
      : shippingRefundCents(
          order.shipping ?? { cents: 0, tax: 0 },
          amountCents(ask.shipping, 'shipping'),
          shippingBefore,
        );
  // Lines kept as charged add up exactly (the shipping has its own refund); older orders' last units take whatever
  // remains, so rounding never leaves a cent behind.
  if (ask.lines && !isItemized(order) && coversEveryUnit(order, ask.lines, alreadyRefunded)) return remaining;
  return Math.min(linesCents + shippingCents, remaining);
}

/**
 * A shipping refund: `asked` cents of the shipping charge (at most what earlier refunds left of it, else a 400 naming
 * what is left) plus the same share of the shipping's tax, cumulative and half up like a line's units, so refunding
 * the shipping in parts returns exactly the shipping and its tax.
 */
export function shippingRefundCents(shipping: { cents: Cents; tax: Cents }, asked: Cents, before: Cents): Cents {
  const left = Math.max(0, shipping.cents - before);
  if (asked > left)
    throw new ValidationProblem(
      `Only ${centsToDecimal(left)} of shipping is left to refund on this order, not ${centsToDecimal(asked)}.`,
    );
  return asked + shippingTaxShare(shipping, before, asked);
}

/** The shipping tax that `asked` cents of shipping return after `before` cents were refunded (cumulative, half up). */
export function shippingTaxShare(shipping: { cents: Cents; tax: Cents }, before: Cents, asked: Cents): Cents {
  if (shipping.cents <= 0) return 0;
  return unitsShare(shipping.tax, shipping.cents, before + asked) - unitsShare(shipping.tax, shipping.cents, before);
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

/** An amount typed by staff: "12.50" → 1250; more than two decimals or not a number is a 400 naming the field. */
export function amountCents(text: string, field = 'amount'): Cents {
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text))
    throw new ValidationProblem(`${field} must be an amount in dollars with at most two decimals, like "12.50".`);
  const cents = toCents(text);
  if (cents <= 0) throw new ValidationProblem(`${field} must be more than 0.00.`);
  return cents;
}

/** Shipping cents (before tax) taken by the earlier refunds that have not failed. */
export function refundedShipping(refunds: Array<{ shippingCents: number }>): Cents {
  return refunds.reduce((sum, refund) => sum + refund.shippingCents, 0);
}

/** Units refunded so far per order line, from the earlier refunds that have not failed. */
export function refundedUnits(refunds: Array<{ lines: RefundLine[] | null }>): Map<number, number> {
  const units = new Map<number, number>();
  for (const refund of refunds)
    for (const line of refund.lines ?? [])
      units.set(line.orderItemId, (units.get(line.orderItemId) ?? 0) + line.quantity);
  return units;
}
