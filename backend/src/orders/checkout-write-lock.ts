import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * TypeORM drives SQLite through one shared connection, so two overlapping transactions would nest inside each other
 * and a rollback could undo a neighbour's write (such as a recorded capture). On SQLite the checkout's writes therefore
 * run one at a time; MySQL has real connections and row locks, and runs them side by side.
 */
@Injectable()
export class CheckoutWriteLock {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly serial: boolean;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.serial = dataSource.options.type === 'better-sqlite3' || dataSource.options.type === 'sqlite';
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.serial) return work();
    const result = this.tail.then(work, work);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
