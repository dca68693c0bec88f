import { ShopError } from '../common/shop-error';
import { decimalToCents } from '../common/money';
import type { PlaceOrderDto } from './dto/place-order.dto';
import type { Order } from './order.entity';

/**
 * A replay of POST /api/orders gets the order back only when it is the same checkout: same e-mail address and the
 * same figures. Anyone else who learned a payment id gets a 409 that names no customer data, instead of the
 * customer's name, address and e-mail.
 */
export function assertReplayMatches(order: Order, dto: PlaceOrderDto): void {
  const sameCustomer = order.customerEmail.trim().toLowerCase() === dto.customerEmail.trim().toLowerCase();
  const sameFigures = sameAmount(order.subtotal, dto.subtotal) && sameAmount(order.total, dto.total);
  if (sameCustomer && sameFigures) return;
  throw new ShopError(409, 'This payment belongs to a different order.', 'This payment already made an order, and the details sent do not match it.');
}

function sameAmount(stored: string, sent: string): boolean {
  try {
    return decimalToCents(stored) === decimalToCents(sent);
  } catch {
    return false;
  }
}
