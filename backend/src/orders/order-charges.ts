import type { Cents } from '../common/money';
import type { PromoTerms } from '../promos/promo-discount';
import type { PricedCart, PricedLine } from './cart-pricing';

/** A shipping method as the pricing reads it (shipping/shipping-method.entity.ts, in cents). */
export interface ShippingTerms {
  id: number;
  name: string;
  price: Cents;
  /** Free when the goods after the discount reach it; null: never free. */
  freeFrom: Cents | null;
  taxable: boolean;
}

/** A state's tax rate as the pricing reads it (tax/tax-rate.entity.ts). */
export interface TaxTerms {
  state: string;
  /** The rate in thousandths of a percent: 7 % is 7000. */
  rateMillipercent: number;
  shippingTaxable: boolean;
}

export interface ChargedLine extends PricedLine {
  /** This line's share of the order's discount. */
  discount: Cents;
  /** Tax on lineTotal − discount. */
  tax: Cents;
}

/** Every figure of an order, in integer cents: total = subtotal − discount + shipping + tax. */
export interface OrderCharges {
  lines: ChargedLine[];
  subtotal: Cents;
  discount: Cents;
  promo: PromoTerms | null;
  method: ShippingTerms | null;
  /** The shipping charged (0 when the method is free for this cart or there is none). */
  shipping: Cents;
  shippingTax: Cents;
  taxRate: TaxTerms | null;
  /** Lines' tax plus shipping tax. */
  tax: Cents;
  total: Cents;
}

const MILLIPERCENT_OF_WHOLE = 100_000n;

/** amount × rate, rounded half up to the cent (BigInt: the product outgrows 2^53 for the largest amounts). */
export function taxOf(amount: Cents, rateMillipercent: number): Cents {
  if (amount <= 0 || rateMillipercent <= 0) return 0;
  const scaled = BigInt(amount) * BigInt(rateMillipercent);
  return Number((scaled * 2n + MILLIPERCENT_OF_WHOLE) / (MILLIPERCENT_OF_WHOLE * 2n));
}

/** "7", "7.25" or "6.875" percent → thousandths of a percent (7000, 7250, 6875), without floating point. */
export function rateToMillipercent(rate: string): number {
  const [whole, fraction = ''] = rate.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}

/** Thousandths of a percent → "7.000". */
export function millipercentToRate(millipercent: number): string {
  return `${Math.floor(millipercent / 1000)}.${String(millipercent % 1000).padStart(3, '0')}`;
}

/**
 * Splits a discount across line amounts in proportion, in whole cents: each line but the last takes the floor of its
 * share and the last takes the remainder. A remainder larger than the last line's amount (many tiny floors) moves
 * back onto the earlier lines, so no line's share exceeds its amount and the shares always add up to the discount.
 */
export function apportionDiscount(amounts: readonly Cents[], discount: Cents): Cents[] {
  const total = amounts.reduce((sum, a) => sum + a, 0);
  if (discount <= 0 || total <= 0) return amounts.map(() => 0);
  const shares = amounts.map((amount) => Number((BigInt(discount) * BigInt(amount)) / BigInt(total)));
  const last = amounts.length - 1;
  shares[last] = discount - shares.slice(0, last).reduce((sum, s) => sum + s, 0);
  let excess = shares[last] - amounts[last];
  for (let i = last; excess > 0 && i >= 0; i--) {
    const room = amounts[i] - shares[i];
    if (i === last) {
      shares[i] = amounts[i];
      continue;
    }
    const moved = Math.min(room, excess);
    shares[i] += moved;
    excess -= moved;
  }
  return shares;
}

/** The method's charge for goods worth `goods` (subtotal − discount): free from its threshold, if it has one. */
export function shippingCharge(method: ShippingTerms | null, goods: Cents): Cents {
  if (!method) return 0;
  return method.freeFrom !== null && goods >= method.freeFrom ? 0 : method.price;
}

/**
 * The one pricing rule (docs/shipping-and-tax.md): the discount is apportioned across the lines, each line is taxed on
 * its amount after its share, rounded half up; the shipping is the method's charge for the goods after the discount,
 * taxed the same way when both the method and the state say so.
 */
export function chargeOrder(cart: PricedCart, method: ShippingTerms | null, rate: TaxTerms | null): OrderCharges {
  const shares = apportionDiscount(
    cart.lines.map((l) => l.lineTotal),
    cart.discount,
  );
  const millipercent = rate?.rateMillipercent ?? 0;
  const lines = cart.lines.map((line, i) => ({
    ...line,
    discount: shares[i],
    tax: taxOf(line.lineTotal - shares[i], millipercent),
  }));
  const shipping = shippingCharge(method, cart.subtotal - cart.discount);
  const shippingTax = method?.taxable && rate?.shippingTaxable ? taxOf(shipping, millipercent) : 0;
  const tax = lines.reduce((sum, l) => sum + l.tax, 0) + shippingTax;
  return {
    lines,
    subtotal: cart.subtotal,
    discount: cart.discount,
    promo: cart.promo,
    method,
    shipping,
    shippingTax,
    taxRate: rate,
    tax,
    total: cart.subtotal - cart.discount + shipping + tax,
  };
}
