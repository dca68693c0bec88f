import { EntityManager } from 'typeorm';
import { insertRows } from '../../common/insert-rows';
import type { Order } from '../order.entity';
import { OrderEvent, OrderEventKind } from './order-event.entity';

export interface NewOrderEvent {
  orderId: number;
  kind: OrderEventKind;
  fromValue?: string | null;
  toValue?: string | null;
  note?: string | null;
}

/**
 * Writes events through the caller's manager, so they commit or roll back with the change they describe (one INSERT,
 * createdAt by the database's default, nothing read back).
 */
export async function recordOrderEvents(manager: EntityManager, events: NewOrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  await insertRows(
    manager,
    OrderEvent,
    events.map((e) => ({
      orderId: e.orderId,
      kind: e.kind,
      fromValue: e.fromValue ?? null,
      toValue: e.toValue ?? null,
      note: e.note ?? null,
    })),
  );
}

/** The first event of every order, written in the transaction that saves it. */
export function recordOrderPlaced(manager: EntityManager, order: Pick<Order, 'id'>): Promise<void> {
  return recordOrderEvents(manager, [{ orderId: order.id, kind: 'placed' }]);
}

type Fulfilment = Pick<Order, 'orderStatus' | 'trackingNumber' | 'carrier' | 'deliveredAt'>;

const TRACKED_FIELDS: Array<[OrderEventKind, (order: Fulfilment) => string | null]> = [
  ['status_changed', (o) => o.orderStatus],
  ['tracking_changed', (o) => o.trackingNumber || null],
  ['carrier_changed', (o) => o.carrier],
  ['delivered_at_changed', (o) => (o.deliveredAt ? new Date(o.deliveredAt).toISOString() : null)],
];

/** One event per fulfilment field whose stored value differs between the two reads; none when nothing changed. */
export function fulfilmentEvents(orderId: number, before: Fulfilment, after: Fulfilment): NewOrderEvent[] {
  const events: NewOrderEvent[] = [];
  for (const [kind, read] of TRACKED_FIELDS) {
    const from = read(before);
    const to = read(after);
    if (from !== to) events.push({ orderId, kind, fromValue: from, toValue: to });
  }
  return events;
}
