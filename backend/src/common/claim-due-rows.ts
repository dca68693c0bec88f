import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { serializeOnSqlite } from './sqlite-write-lock';

/** A row a poller claims: one of `statuses` and due once `nextAttemptAt` has come. */
export interface ClaimableRow extends ObjectLiteral {
  id: number;
  status: string;
  nextAttemptAt: Date;
}

export interface ClaimOptions<T extends ClaimableRow> {
  /** The statuses a claim may take: the waiting one and the claimed one (a lapsed claim is taken again). */
  statuses: readonly string[];
  now: Date;
  limit: number;
  /** The claim's columns (the claimed status and `nextAttemptAt` = now + the lease), set on every row read. */
  lease: QueryDeepPartialEntity<T>;
  /** Work on the rows read before the lease is written, in the same transaction (a per-row attempt count). */
  beforeLease?: (manager: EntityManager, due: T[]) => Promise<unknown>;
  /** What the rows are, for the error when the claim does not move them all ("due e-mails"). */
  label: string;
}

/**
 * Claims up to `limit` due rows for one poller: rows in `statuses` whose `nextAttemptAt` has come, oldest first. On
 * MySQL they are read FOR UPDATE SKIP LOCKED, so several instances never take the same row, and stay locked until the
 * claim commits; on SQLite one process serialises the writes. One UPDATE then writes the lease on every row read,
 * under the same conditions again; if it moved fewer rows than were read, nothing is claimed (the rollback) and the
 * next poll retries. Returns the rows as read, before the lease.
 */
export async function claimDueRows<T extends ClaimableRow>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  options: ClaimOptions<T>,
): Promise<T[]> {
  const { statuses, now, limit } = options;
  const isMysql = dataSource.options.type === 'mysql';
  return serializeOnSqlite(dataSource, () =>
    dataSource.transaction(async (manager) => {
      const query = manager
        .createQueryBuilder(entity, 'row')
        .where('row.status IN (:...statuses)', { statuses })
        .andWhere('row.nextAttemptAt <= :now', { now })
        .orderBy('row.nextAttemptAt', 'ASC')
        .limit(limit);
      if (isMysql) query.setLock('pessimistic_write').setOnLocked('skip_locked');
      const due = await query.getMany();
      if (!due.length) return [];
      await options.beforeLease?.(manager, due);
      const ids = due.map((row) => row.id);
      const result = await manager
        .createQueryBuilder()
        .update(entity)
        .set(options.lease)
        .where('id IN (:...ids) AND status IN (:...statuses) AND nextAttemptAt <= :now', { ids, statuses, now })
        .execute();
      if (result.affected !== due.length)
        throw new Error(`Claimed ${String(result.affected)} of ${due.length} ${options.label}; will retry`);
      return due;
    }),
  );
}
