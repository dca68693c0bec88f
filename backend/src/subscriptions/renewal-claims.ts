import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors';
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
 * Claims up to `limit` renewals, as the mail outbox claims e-mails: due rows whose time has come and `charging` rows
 * whose claim lapsed (their instance died). MySQL reads them FOR UPDATE SKIP LOCKED, so two instances never take the
 * same row; SQLite has one writer. A due row starts a new charge attempt (attempts + 1, a new request id); a lapsed
 * claim keeps its attempt, so its charge is asked for again under the same PayPal-Request-Id and never made twice.
 */
export async function claimDueRenewals(
  dataSource: DataSource,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<SubscriptionRenewal[]> {
  const isMysql = dataSource.options.type === 'mysql';
  return serializeOnSqlite(dataSource, () =>
    dataSource.transaction(async (manager) => {
      const statuses = ['due', 'charging'];
      const query = manager
        .createQueryBuilder(SubscriptionRenewal, 'r')
        .where('r.status IN (:...statuses)', { statuses })
        .andWhere('r.nextAttemptAt <= :now', { now })
        .orderBy('r.nextAttemptAt', 'ASC')
        .limit(limit);
      if (isMysql) query.setLock('pessimistic_write').setOnLocked('skip_locked');
      const due = await query.getMany();
      if (!due.length) return [];
      const lease = new Date(now.getTime() + leaseMs);
      const ids = due.map((row) => row.id);
      // A new attempt for the due rows only, before the status moves (MySQL reads SET's own earlier assignments).
      const fresh = due.filter((row) => row.status === 'due').map((row) => row.id);
      if (fresh.length)
        await manager
          .createQueryBuilder()
          .update(SubscriptionRenewal)
          .set({ attempts: () => 'attempts + 1' })
          .where('id IN (:...fresh)', { fresh })
          .execute();
      const result = await manager
        .createQueryBuilder()
        .update(SubscriptionRenewal)
        .set({ status: 'charging', nextAttemptAt: lease })
        .where('id IN (:...ids) AND status IN (:...statuses) AND nextAttemptAt <= :now', { ids, statuses, now })
        .execute();
      if (result.affected !== due.length)
        throw new Error(`Claimed ${String(result.affected)} of ${due.length} due renewals; will retry`);
      return due.map((row) =>
        Object.assign(row, {
          status: 'charging' as const,
          attempts: row.status === 'due' ? row.attempts + 1 : row.attempts,
          nextAttemptAt: lease,
        }),
      );
    }),
  );
}
