import { formatCents } from '../../lib/money';

/** docs/product.md, Constants: orders from $100 subtotal ship free. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 100_00;

export interface FreeShippingStatus {
  qualifies: boolean;
  /** 0-100, the progress bar value (subtotal / $100, capped). */
  percent: number;
  message: string;
}

export function freeShippingStatus(subtotalCents: number): FreeShippingStatus {
  if (subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS) {
    return { qualifies: true, percent: 100, message: 'You qualify for free shipping!' };
  }
  return {
    qualifies: false,
    percent: Math.floor((subtotalCents * 100) / FREE_SHIPPING_THRESHOLD_CENTS),
    message: `Add ${formatCents(FREE_SHIPPING_THRESHOLD_CENTS - subtotalCents)} more for free shipping`,
  };
}
