import { fail } from './env-readers';

/**
 * The one query parameter DATABASE_URL may carry: `socketPath`, the server's Unix socket when MySQL/MariaDB runs on the
 * same machine (mysql://root@localhost/shop?socketPath=/run/mysqld/mysqld.sock). A statement over a Unix socket skips
 * loopback TCP's work in the kernel on both sides, which is CPU the shop and the server share. mysql2 reads the same
 * name, so the URL means the same to it.
 */
export const DATABASE_SOCKET_PARAMETER = 'socketPath';

/** The socket DATABASE_URL names, or undefined for TCP to its host and port; a ConfigError for any other parameter. */
export function readDatabaseSocketPath(databaseUrl: string): string | undefined {
  const { searchParams } = new URL(databaseUrl);
  for (const name of searchParams.keys()) {
    if (name !== DATABASE_SOCKET_PARAMETER)
      fail(
        'DATABASE_URL',
        `has an unknown parameter "${name}" (the only one read is ${DATABASE_SOCKET_PARAMETER}, the server's Unix socket)`,
      );
  }
  if (searchParams.getAll(DATABASE_SOCKET_PARAMETER).length > 1)
    fail('DATABASE_URL', `names ${DATABASE_SOCKET_PARAMETER} more than once`);
  const socketPath = searchParams.get(DATABASE_SOCKET_PARAMETER);
  if (socketPath === null) return undefined;
  if (!socketPath.startsWith('/'))
    fail('DATABASE_URL', `${DATABASE_SOCKET_PARAMETER} must be an absolute path, e.g. /run/mysqld/mysqld.sock`);
  return socketPath;
}
