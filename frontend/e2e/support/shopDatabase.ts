import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REPO_ROOT } from './server';

interface SqliteDatabase {
  prepare(sql: string): { run(...params: unknown[]): unknown };
  close(): void;
}
const openSqlite = createRequire(join(REPO_ROOT, 'backend', 'package.json'))('better-sqlite3') as new (
  path: string,
) => SqliteDatabase;

/**
 * Dates a subscription's next renewal in the SQLite file of a shop the test started (its SQLITE_PATH), as the shop
 * stores dates (UTC, no zone): the shop's renewal runner acts on the new date at its next round. For what a test cannot
 * wait a month for: a renewal falling due, or its reminder going out.
 */
export function setNextRenewalAt(sqlitePath: string, subscriptionId: number, at: Date): void {
  const db = new openSqlite(sqlitePath);
  try {
    db.prepare('UPDATE subscriptions SET nextRenewalAt = ? WHERE id = ?').run(
      at.toISOString().replace('T', ' ').replace('Z', ''),
      subscriptionId,
    );
  } finally {
    db.close();
  }
}
