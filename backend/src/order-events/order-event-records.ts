import { EntityManager } from 'typeorm';
import { insertRows } from '../common/insert-rows';
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

/** A staff note in the order's history, written through the caller's manager and read back as stored. */
export async function recordOrderNote(manager: EntityManager, orderId: number, note: string): Promise<OrderEvent> {
  const saved = await manager.save(OrderEvent, manager.create(OrderEvent, { orderId, kind: 'note', note }));
  return manager.findOneByOrFail(OrderEvent, { id: saved.id });
}
