// A small shop cluster on loopback, for the cluster test and the cluster benchmark: one fresh MariaDB database, its
// own Redis (never the system one), N instances of the built app (`node backend/dist/main.js`) and nginx in front with
// infra/nginx/shop.conf rendered for those ports. Everything started here is stopped by `stop()`, even after a failure.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { freePort, removeShippingAndTax, REPO_ROOT } from './built-shop.mjs';

export const CLUSTER_ADMIN_PASSWORD = 'cluster-test-admin-password';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The nginx to run: NGINX_BINARY when set, else the Debian package's. */
export function nginxBinary() {
  for (const candidate of [process.env.NGINX_BINARY, '/usr/sbin/nginx', '/usr/bin/nginx'])
    if (candidate && existsSync(candidate)) return candidate;
  throw new Error('nginx is not installed (run `make system-deps`)');
}

/** A process that must be stopped; `stop` sends SIGTERM, waits, and SIGKILLs after `graceMs`. */
function track(child, name) {
  let output = '';
  child.stdout?.on('data', (d) => (output += d.toString()));
  child.stderr?.on('data', (d) => (output += d.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  return {
    name,
    child,
    output: () => output,
    exited,
    running: () => child.exitCode === null && child.signalCode === null,
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitFor(what, check, timeoutMs, failFast = () => undefined) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const problem = failFast();
    if (problem) throw new Error(problem);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** redis-server on a free loopback port, nothing persisted; `stop()` and `start()` again on the same port. */
export async function startRedis(dir) {
  const port = await freePort();
  let proc;
  const redis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      proc = track(
        spawn(
          'redis-server',
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
          { stdio: ['ignore', 'pipe', 'pipe'] },
        ),
        'redis',
      );
      await waitFor(
        `redis-server on ${port}`,
        async () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG',
        10_000,
        () => (proc.running() ? undefined : `redis-server exited:\n${proc.output()}`),
      );
    },
    async stop() {
      await proc?.stop();
    },
  };
  await redis.start();
  return redis;
}

/** A fresh database on the MariaDB server of DATABASE_URL_TEST / DATABASE_URL, dropped by `drop()`. */
export async function createClusterDatabase() {
  const server = new URL(
    process.env.DATABASE_URL_TEST || process.env.DATABASE_URL || 'mysql://root@127.0.0.1:3306/test',
  );
  const name = `shopcluster_${process.pid}_${randomBytes(3).toString('hex')}`;
  const connection = {
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
  };
  const admin = await createConnection(connection);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async query(sql, params = []) {
      const c = await createConnection({ ...connection, database: name });
      try {
        return (await c.query(sql, params))[0];
      } finally {
        await c.end();
      }
    },
    async drop() {
      const c = await createConnection(connection);
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/**
 * Every request of the cluster test and bench comes from one client address (127.0.0.1 through nginx), so the public
 * per-address limits are raised; the admin password throttle, which the test checks, is not.
 */
const LOAD_TEST_RATE_LIMITS = {
  RATE_LIMIT_PROMO_VALIDATION_PER_MINUTE: '1000000',
  RATE_LIMIT_ORDER_CREATE_PER_MINUTE: '1000000',
  MAX_UNITS_HELD_PER_ADDRESS: '1000000',
  RATE_LIMIT_NEWSLETTER_PER_MINUTE: '1000000',
  RATE_LIMIT_WAITLIST_PER_MINUTE: '1000000',
  RATE_LIMIT_ORDER_LOOKUP_PER_15_MINUTES: '1000000',
};

/** One app instance on a fixed port (so it can be stopped and started again behind the same nginx upstream). */
export function appInstance(port, env) {
  let proc;
  let log = '';
  const instance = {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    log: () => log + (proc?.output() ?? ''),
    pid: () => proc?.child.pid,
    running: () => proc?.running() ?? false,
    /** Spawns it; `ready` resolves once /api/health answers 200. */
    spawn() {
      if (proc) log += proc.output();
      proc = track(
        spawn(process.execPath, [join(REPO_ROOT, 'backend', 'dist', 'main.js')], {
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            HOST: '127.0.0.1',
            PORT: String(port),
            PAYMENT_PROVIDER: 'demo',
            LOG_LEVEL: 'warn',
            ADMIN_PASSWORD: CLUSTER_ADMIN_PASSWORD,
            ...LOAD_TEST_RATE_LIMITS,
            ...env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
        `app:${port}`,
      );
    },
    async ready(timeoutMs = 60_000) {
      await waitFor(
        `instance ${port} healthy`,
        async () => (await fetch(`${instance.baseUrl}/api/health`)).status === 200,
        timeoutMs,
        () => (proc.running() ? undefined : `instance ${port} exited:\n${proc.output()}`),
      );
    },
    /** SIGTERM (the app finishes in-flight requests); resolves with the exit code. */
    async terminate() {
      await proc?.stop('SIGTERM', 15_000);
      return proc?.child.exitCode;
    },
  };
  return instance;
}

/** infra/nginx/shop.conf with the lines marked `# cluster-test:` rewritten, inside a minimal main config. */
export function renderNginxConfig({ listenPort, upstreamPorts, webRoot, prefix, extraHttp = '', extraServer = '' }) {
  let site = readFileSync(join(REPO_ROOT, 'infra', 'nginx', 'shop.conf'), 'utf8');
  const replaceMarked = (marker, replacement) => {
    const pattern = new RegExp(`^.*# cluster-test: ${marker}$`, 'm');
    if (!pattern.test(site)) throw new Error(`infra/nginx/shop.conf has no line marked "# cluster-test: ${marker}"`);
    site = site.replace(pattern, replacement);
  };
  // Each instance gets the shipped line's parameters (max_fails, fail_timeout), so the test runs nginx as shipped.
  const shippedServer = /^\s*server \S+ ([^;]*);.*# cluster-test: upstream servers$/m.exec(site);
  if (!shippedServer) throw new Error('infra/nginx/shop.conf: the upstream server line has no parameters');
  replaceMarked(
    'upstream servers',
    upstreamPorts.map((p) => `    server 127.0.0.1:${p} ${shippedServer[1]};`).join('\n'),
  );
  replaceMarked('listen', `    listen 127.0.0.1:${listenPort};`);
  replaceMarked('web root', `        root ${webRoot};`);
  replaceMarked(
    'cache path',
    `proxy_cache_path ${join(prefix, 'cache')} levels=1:2 keys_zone=shop_micro:10m max_size=64m inactive=10m use_temp_path=off;`,
  );
  // server-level add_header replaces the inherited http-level ones, so the test's own headers go into the server block.
  replaceMarked('server name', `    server_name _;\n${extraServer}`);
  const asRoot = process.getuid?.() === 0;
  return [
    asRoot ? 'user root;' : '',
    // As the nginx image runs it: one worker per core.
    'worker_processes auto;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (t) => `  ${t}_temp_path ${join(prefix, `${t}_temp`)};`,
    ),
    extraHttp,
    site,
    '}',
  ].join('\n');
}

export async function startNginx({ upstreamPorts, dir, extraHttp, extraServer }) {
  const listenPort = await freePort();
  const prefix = join(dir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const config = join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    renderNginxConfig({
      listenPort,
      upstreamPorts,
      webRoot: join(REPO_ROOT, 'frontend', 'dist'),
      prefix,
      extraHttp,
      extraServer,
    }),
  );
  const test = spawnSync(nginxBinary(), ['-t', '-p', prefix, '-c', config], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const proc = track(
    spawn(nginxBinary(), ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] }),
    'nginx',
  );
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  await waitFor(
    'nginx answering',
    async () => (await fetch(`${baseUrl}/api/health`)).status === 200,
    15_000,
    () => (proc.running() ? undefined : `nginx exited:\n${proc.output()}`),
  );
  return {
    baseUrl,
    port: listenPort,
    stop: () => proc.stop('SIGQUIT'),
    errorLog: () => readFileSync(join(prefix, 'error.log'), 'utf8'),
  };
}

/**
 * The whole cluster. `instances` app processes start at the same moment on the empty database. `withRedis: false`
 * runs them without REDIS_URL (the bench's baseline). `stop()` stops everything started, in reverse order.
 */
export async function startCluster({
  instances = 2,
  withRedis = true,
  extraHttp = '',
  extraServer = '',
  env = {},
} = {}) {
  if (!existsSync(join(REPO_ROOT, 'backend', 'dist', 'main.js'))) throw new Error('Run `npm run build` first');
  const dir = mkdtempSync(join(tmpdir(), 'shop-cluster-'));
  const stoppers = [];
  const cluster = { dir, apps: [], redis: null, nginx: null, database: null };
  cluster.stop = async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    cluster.database = await createClusterDatabase();
    stoppers.push(() => cluster.database.drop());
    if (withRedis) {
      cluster.redis = await startRedis(dir);
      stoppers.push(() => cluster.redis.stop());
    }
    const ports = [];
    for (let i = 0; i < instances; i++) ports.push(await freePort());
    for (const port of ports) {
      const app = appInstance(port, {
        DATABASE_URL: cluster.database.url,
        REDIS_URL: cluster.redis?.url ?? '',
        TRUST_PROXY: '127.0.0.1',
        ...env,
      });
      cluster.apps.push(app);
      stoppers.push(() => app.terminate());
    }
    // Started together on purpose: the start-up lock must make one migrate and seed while the others wait.
    for (const app of cluster.apps) app.spawn();
    await Promise.all(cluster.apps.map((app) => app.ready()));
    // The cluster's checkouts send no shipping method: the shop runs without shipping and tax, a valid setting.
    await removeShippingAndTax(cluster.apps[0].baseUrl, CLUSTER_ADMIN_PASSWORD);
    cluster.nginx = await startNginx({ upstreamPorts: ports, dir, extraHttp, extraServer });
    stoppers.push(() => cluster.nginx.stop());
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
