import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A MariaDB server of the test's own (own port, own data directory), so a test can stop and restart the
 * database without touching the shared server other suites use.
 */
export class DedicatedMariaDb {
  private process?: ChildProcess;
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<DedicatedMariaDb> {
    const dir = mkdtempSync(join(tmpdir(), 'mariadb-fault-'));
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${join(dir, 'data')}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        '--user=root',
      ],
      { stdio: 'ignore' },
    );
    const db = new DedicatedMariaDb(dir, await freePort());
    await db.start();
    const conn = await db.connect();
    await conn.query('CREATE DATABASE shop CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await conn.end();
    return db;
  }

  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}/shop`;
  }

  async start(): Promise<void> {
    this.process = spawn(
      'mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(this.dir, 'data')}`,
        `--port=${this.port}`,
        '--bind-address=127.0.0.1',
        `--socket=${join(this.dir, 'sock')}`,
        `--pid-file=${join(this.dir, 'pid')}`,
        '--user=root',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
      ],
      { stdio: 'ignore' },
    );
    const deadline = Date.now() + 20_000;
    for (;;) {
      try {
        const conn = await this.connect();
        await conn.end();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  /** Stops the server the hard way, as a crash or a pulled cable would. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  async destroy(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private connect() {
    return createConnection({ host: '127.0.0.1', port: this.port, user: 'root', connectTimeout: 1000 });
  }
}
