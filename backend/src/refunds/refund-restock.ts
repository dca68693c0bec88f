import type { RestockLine } from '../catalog/inventory/stock-levels.service';
import type { OrderItem } from '../orders/order-item.entity';
import type { RefundLine } from './order-refund.entity';

/**
 * The units a refund puts back in stock: its lines' (every order line's for a refund without lines), never more of a
 * size than the order sold less what earlier refunds already put back.
 */
export function unitsToPutBack(
  items: ReadonlyArray<Pick<OrderItem, 'id' | 'productId' | 'size' | 'quantity'>>,
  refundLines: readonly RefundLine[] | null,
  alreadyBack: readonly RestockLine[],
): RestockLine[] {
  const wanted = refundLines
    ? refundLines.map((l) => ({ item: items.find((i) => i.id === l.orderItemId), quantity: l.quantity }))
    : items.map((item) => ({ item, quantity: item.quantity }));
  const lines: RestockLine[] = [];
  for (const { item, quantity } of wanted) {
    if (!item || item.productId === null) continue;
    const left = unitsOf(items, item) - unitsOf(alreadyBack, item) - unitsOf(lines, item);
    if (Math.min(quantity, left) > 0)
      lines.push({ productId: item.productId, size: item.size ?? '', quantity: Math.min(quantity, left) });
  }
  return lines;
}

/** The units of `lines` of the same product and size as `item`. */
function unitsOf(lines: readonly RestockLine[], item: RestockLine): number {
  const same = lines.filter((l) => l.productId === item.productId && (l.size ?? '') === (item.size ?? ''));
  return same.reduce((units, l) => units + l.quantity, 0);
}
