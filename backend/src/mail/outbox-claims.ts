import { DataSource, In } from 'typeorm';
import { claimDueRows } from '../common/claim-due-rows';
import { serializeOnSqlite } from '../common/sqlite-write-lock';
import { NewOrderEvent, recordOrderEvents } from '../order-events/order-event-records';
import { OutboundEmail } from './outbound-email.entity';

/** Retry waits in backoff units: about 1 min, 5 min, 30 min, 2 h, then hourly (with the default one-minute unit). */
const BACKOFF_UNITS = [1, 5, 30, 120];
const LATER_UNITS = 60;

export function retryDelayMs(failedAttempts: number, unitMs: number): number {
  return (BACKOFF_UNITS[failedAttempts - 1] ?? LATER_UNITS) * unitMs;
}

/**
 * Claims up to `limit` due rows for one sender (claimDueRows): queued rows whose time has come, and `sending` rows whose
 * claim lapsed (their sender died). A claimed row is `sending` with nextAttemptAt = now + lease and one more attempt
 * counted.
 */
export async function claimDueEmails(dataSource: DataSource, limit: number, leaseMs: number): Promise<OutboundEmail[]> {
  const now = new Date();
  const lease = new Date(now.getTime() + leaseMs);
  const due = await claimDueRows(dataSource, OutboundEmail, {
    statuses: ['queued', 'sending'],
    now,
    limit,
    lease: { status: 'sending', attempts: () => 'attempts + 1', nextAttemptAt: lease },
    label: 'due e-mails',
  });
  return due
    .map((row) => Object.assign(row, { status: 'sending' as const, attempts: row.attempts + 1, nextAttemptAt: lease }))
    .sort((a, b) => a.id - b.id);
}

// The status writes below go through the SQLite queue too: issued while a neighbour's transaction is open on the shared
// connection, a rollback of that transaction would undo them and the message would be sent again.

/** The customer e-mails that belong in an order's history, read from their dedupe key (see OrderEmailsService). */
const ORDER_EMAIL_KEY = /^(order-confirmation|shipping):(\d+)$/;

export function orderEmailEvent(dedupeKey: string): NewOrderEvent | undefined {
  const match = ORDER_EMAIL_KEY.exec(dedupeKey);
  if (!match) return undefined;
  return {
    orderId: Number(match[2]),
    kind: 'email_sent',
    toValue: match[1] === 'shipping' ? 'shipping' : 'confirmation',
  };
}

/**
 * Marks a batch's delivered rows sent and, for a customer's order e-mail, adds "e-mail sent" to the order's history, in
 * one transaction per batch (five statements for up to ten messages, where a transaction per message sent four each: a
 * sixth of what a paid order cost the database). Only rows still `sending`, still this sender's claim, are marked and
 * get their event: they are read under their row locks first, so the events are exactly the rows moved.
 */
export async function markSent(
  dataSource: DataSource,
  rows: ReadonlyArray<Pick<OutboundEmail, 'id' | 'dedupeKey'>>,
): Promise<void> {
  if (!rows.length) return;
  const isMysql = dataSource.options.type === 'mysql';
  await serializeOnSqlite(dataSource, () =>
    dataSource.transaction(async (manager) => {
      const ids = rows.map((row) => row.id);
      const read = manager
        .createQueryBuilder(OutboundEmail, 'e')
        .select('e.id', 'id')
        .where('e.id IN (:...ids) AND e.status = :status', { ids, status: 'sending' });
      if (isMysql) read.setLock('pessimistic_write');
      const claimed = await read.getRawMany<{ id: number | string }>();
      const still = new Set(claimed.map((row) => Number(row.id)));
      const moved = rows.filter((row) => still.has(row.id));
      if (!moved.length) return;
      await manager
        .getRepository(OutboundEmail)
        .update({ id: In(moved.map((row) => row.id)) }, { status: 'sent', sentAt: new Date(), lastError: null });
      await recordOrderEvents(
        manager,
        moved
          .map((row) => orderEmailEvent(row.dedupeKey))
          .filter((event): event is NewOrderEvent => event !== undefined),
      );
    }),
  );
}

/** A failed attempt: back to queued after the backoff, or failed for good once the attempts are used up. */
export async function markAttemptFailed(
  dataSource: DataSource,
  row: OutboundEmail,
  error: string,
  maxAttempts: number,
  unitMs: number,
): Promise<'retry' | 'failed'> {
  const outcome = row.attempts >= maxAttempts ? 'failed' : 'retry';
  await serializeOnSqlite(dataSource, () =>
    dataSource.getRepository(OutboundEmail).update(
      { id: row.id, status: 'sending' },
      {
        status: outcome === 'failed' ? 'failed' : 'queued',
        nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts, unitMs)),
        lastError: error.slice(0, 1000),
      },
    ),
  );
  return outcome;
}

/** Gives back claims that were not attempted (shutdown in the middle of a batch): due at once, attempt not counted. */
export async function releaseClaims(dataSource: DataSource, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await serializeOnSqlite(dataSource, () =>
    dataSource
      .createQueryBuilder()
      .update(OutboundEmail)
      .set({
        status: 'queued',
        attempts: () => 'attempts - 1',
        nextAttemptAt: new Date(),
      })
      .where('id IN (:...ids) AND status = :status', { ids, status: 'sending' })
      .execute(),
  );
}
