import type { EntityManager } from 'typeorm';
import { SubscriptionEvent, SubscriptionEventActor, SubscriptionEventKind } from './subscription-event.entity';

export interface NewSubscriptionEvent {
  subscriptionId: number;
  kind: SubscriptionEventKind;
  actor: SubscriptionEventActor;
  detail?: string | null;
  at?: Date;
}

/** Adds lines to subscriptions' histories, in the caller's transaction (the one that makes the change). */
export async function recordSubscriptionEvents(
  manager: EntityManager,
  events: ReadonlyArray<NewSubscriptionEvent>,
): Promise<void> {
  if (!events.length) return;
  const now = new Date();
  await manager.insert(
    SubscriptionEvent,
    events.map((e) => ({
      subscriptionId: e.subscriptionId,
      kind: e.kind,
      actor: e.actor,
      detail: e.detail?.slice(0, 500) ?? null,
      createdAt: e.at ?? now,
    })),
  );
}
