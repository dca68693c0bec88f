import { EntityManager } from 'typeorm';
import { NewOrderEvent, recordOrderEvents } from '../../order-events/order-event-records';
import type { OrderEventKind } from '../../order-events/order-event.entity';
import type { Order } from '../order.entity';

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
