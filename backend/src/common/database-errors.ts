import { QueryFailedError } from 'typeorm';

/** A duplicate key on a unique index, in MySQL/MariaDB or SQLite wording. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; errno?: number } | undefined;
  return (
    driverError?.code === 'ER_DUP_ENTRY' ||
    driverError?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    driverError?.errno === 1062
  );
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'SQLITE_BUSY',
]);

/** The database could not be reached (down, restarting, overloaded): the caller should get 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const candidates = [error, (error as { driverError?: unknown })?.driverError, (error as { cause?: unknown })?.cause];
  return candidates.some((candidate) => {
    const e = candidate as { code?: string; fatal?: boolean; message?: string } | undefined;
    if (!e) return false;
    return (
      (e.code !== undefined && UNAVAILABLE_CODES.has(e.code)) ||
      /Pool is closed|connect ETIMEDOUT|Connection lost|Can't add new command when connection is in closed state/i.test(
        e.message ?? '',
      )
    );
  });
}
