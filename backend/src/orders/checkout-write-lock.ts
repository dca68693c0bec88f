import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { serializeOnSqlite } from '../common/sqlite-write-lock';

/**
 * The checkout's writes run one at a time on SQLite (one shared connection: overlapping transactions would nest and a
 * rollback could undo a neighbour's recorded capture); MySQL has real connections and row locks, and runs them side by
 * side. The queue is shared with every other write transaction (common/sqlite-write-lock.ts), e.g. the mail outbox's.
 */
@Injectable()
export class CheckoutWriteLock {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return serializeOnSqlite(this.dataSource, work);
  }
}
