// Starts the built shop exactly as `npm start` does (node backend/dist/main.js) on a free loopback port, for the
// browser tests and the benchmarks. Without DATABASE_URL it uses a fresh SQLite file that is removed on stop.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Requires `npm run build` first. `env` overrides the defaults below (e.g. DATABASE_URL, ADMIN_PASSWORD; an undefined
 * value unsets one); `nodeArgs` go to node before the script (e.g. --cpu-prof, which NODE_OPTIONS does not accept).
 * `discardStdout`: the log lines go to /dev/null instead of being kept for failure messages (a load at `info`).
 */
export async function startBuiltShop(env = {}, nodeArgs = [], options = {}) {
  // The free port is released before the shop binds it: a process beside this one may take it in between.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnFreePort(env, nodeArgs, options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnFreePort(env, nodeArgs, { discardStdout = false }) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'shop-run-'));
  const child = spawn(process.execPath, [...nodeArgs, join(REPO_ROOT, 'backend', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SQLITE_PATH: join(dir, 'shop.sqlite'),
      PAYMENT_PROVIDER: 'demo',
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', discardStdout ? 'ignore' : 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d.toString()));
  child.stderr.on('data', (d) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      const Failure = output.includes('EADDRINUSE') ? PortTakenError : Error;
      throw new Failure(`The shop exited with ${child.exitCode}:\n${output}`);
    }
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`The shop did not become healthy in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    port,
    pid: child.pid,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Staff remove the seeded shipping methods and tax rates (both valid settings), so a suite that is not about them
 * checks the totals the product describes without shipping and tax: subtotal minus discount.
 * @param {string} baseUrl @param {string} adminPassword
 */
export async function removeShippingAndTax(baseUrl, adminPassword) {
  const headers = { 'x-admin-password': adminPassword };
  const list = async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return response.json();
  };
  const remove = async (path) => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'DELETE', headers });
    if (!response.ok) throw new Error(`DELETE ${path}: ${response.status}`);
  };
  for (const method of await list('/api/admin/shipping-methods'))
    await remove(`/api/admin/shipping-methods/${method.id}`);
  for (const rate of await list('/api/admin/tax-rates')) await remove(`/api/admin/tax-rates/${rate.state}`);
}
