import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
import { claimDueRows } from '../common/claim-due-rows';
import { insertRows } from '../common/insert-rows';
import { serializeOnSqlite } from '../common/sqlite-write-lock';
import { Subscription } from './subscription.entity';
import { SubscriptionRenewal } from './subscription-renewal.entity';

/**
 * One renewal row per active subscription whose date has come (and none yet for that date): the unique index on
 * (subscription, date) lets every instance try and only one row exist.
 */
export async function openDueRenewals(dataSource: DataSource, now: Date): Promise<void> {
  const due = await dataSource
    .getRepository(Subscription)
    .createQueryBuilder('s')
    .where('s.status = :status AND s.nextRenewalAt <= :now', { status: 'active', now })
    .getMany();
  for (const subscription of due) {
    try {
      await serializeOnSqlite(dataSource, () =>
        insertRows(
          dataSource.manager,
          SubscriptionRenewal,
          {
            subscriptionId: subscription.id,
            dueAt: subscription.nextRenewalAt,
            status: 'due',
            attempts: 0,
            nextAttemptAt: subscription.nextRenewalAt,
          },
          { orIgnore: true },
        ),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * Claims up to `limit` renewals (claimDueRows, as the mail outbox claims e-mails): due rows whose time has come and
 * `charging` rows whose claim lapsed (their instance died). A due row starts a new charge attempt (attempts + 1, a new
 * request id); a lapsed claim keeps its attempt, so its charge is asked for again under the same PayPal-Request-Id and
 * never made twice.
 */
export async function claimDueRenewals(
  dataSource: DataSource,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<SubscriptionRenewal[]> {
  const lease = new Date(now.getTime() + leaseMs);
  const due = await claimDueRows(dataSource, SubscriptionRenewal, {
    statuses: ['due', 'charging'],
    now,
    limit,
    lease: { status: 'charging', nextAttemptAt: lease },
    // A new attempt for the due rows only, before the status moves (MySQL reads SET's own earlier assignments).
    beforeLease: async (manager, rows) => {
      const fresh = rows.filter((row) => row.status === 'due').map((row) => row.id);
      if (fresh.length)
        await manager
          .createQueryBuilder()
          .update(SubscriptionRenewal)
          .set({ attempts: () => 'attempts + 1' })
          .where('id IN (:...fresh)', { fresh })
          .execute();
    },
    label: 'due renewals',
  });
  return due.map((row) =>
    Object.assign(row, {
      status: 'charging' as const,
      attempts: row.status === 'due' ? row.attempts + 1 : row.attempts,
      nextAttemptAt: lease,
    }),
  );
}
