import { Conflict } from '../common/errors/domain-errors';
import { decimalToCents } from '../common/money';
import type { PlacedOrder } from './order-placement.service';

/**
 * A replay of POST /api/orders gets the order back only when it is the same checkout: same e-mail address and the
 * same figures. Anyone else who learned a payment id gets a 409 that names no customer data, instead of the
 * customer's name, address and e-mail. The free-order replay (POST /order/free) sends no subtotal: its total is checked.
 */
export function assertReplayMatches(
  order: PlacedOrder,
  sent: { customerEmail: string; subtotal?: string; total: string },
): void {
  const sameCustomer = order.customerEmail.trim().toLowerCase() === sent.customerEmail.trim().toLowerCase();
  const sameFigures =
    (sent.subtotal === undefined || sameAmount(order.subtotal, sent.subtotal)) && sameAmount(order.total, sent.total);
  if (sameCustomer && sameFigures) return;
  throw new Conflict(
    'This payment belongs to a different order.',
    'This payment already made an order, and the details sent do not match it.',
  );
}

function sameAmount(stored: string, sent: string): boolean {
  try {
    return decimalToCents(stored) === decimalToCents(sent);
  } catch {
    return false;
  }
}
