// API throughput with autocannon against the real server. Each endpoint is compared with a bare node:http baseline
// that does the same work: it answers that endpoint's own bytes (the status, headers and body the shop sent)
// and, for an endpoint that reads the database, first sends the same read with mysql2. Measured right before the shop
// in the same run, so both see the same machine load. Server CPU time per request comes from /proc.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { cpuMs } from './proc-cpu.mjs';
import { freePort } from './shop-server.mjs';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);

function run(url, headers, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, pipelining: 1, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** user + system CPU seconds of a process so far (Linux /proc). */
const cpuSeconds = (pid) => cpuMs(pid) / 1000;

/** One measurement of `url` (after a warm-up), with the server's and the load generator's CPU time per request. */
export async function measure(url, serverPid, headers = {}, expectedStatus = 200) {
  await run(url, headers, WARMUP_S);
  const serverBefore = cpuSeconds(serverPid);
  const clientBefore = process.cpuUsage();
  const r = await run(url, headers, DURATION_S);
  const client = process.cpuUsage(clientBefore);
  // A request autocannon gave up on (its 10 s timeout) was still served, and its CPU is in the figure: count it.
  const requests = Math.max(1, r.requests.total + r.timeouts);
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    // Every answer with another status than the expected one is an error (autocannon counts a 304 as non-2xx).
    errors: r.errors + r.timeouts + r.requests.total - (r.statusCodeStats?.[String(expectedStatus)]?.count ?? 0),
    serverCpuUs: ((cpuSeconds(serverPid) - serverBefore) * 1e6) / requests,
    clientCpuUs: (client.user + client.system) / requests,
  };
}

/**
 * A bare node:http server in a process of its own (like the shop, so neither shares autocannon's event loop) that
 * answers each path with the recorded status, headers and body, and nothing else; with `read`, each request first
 * runs that SQL (text protocol, a pool of 10, as TypeORM does) and waits for its rows.
 */
async function startBaseline(answers, read) {
  const port = await freePort();
  const table = Object.fromEntries(
    answers.map((a) => [a.path, { status: a.status, headers: a.headers, body: a.body.toString('base64') }]),
  );
  const mysql2 = read ? createRequire(import.meta.url).resolve('mysql2') : '';
  const source = `const t = ${JSON.stringify(table)};
const a = {}; for (const [p, v] of Object.entries(t)) { const body = Buffer.from(v.body, 'base64'); a[p] = { status: v.status, headers: { ...v.headers, 'content-length': body.length }, body }; }
const read = ${JSON.stringify(read ?? null)};
const pool = read && require(${JSON.stringify(mysql2)}).createPool({ uri: read.databaseUrl, connectionLimit: 10 });
function answer(r, s) {
  s.writeHead(r.status, r.headers); s.end(r.body);
}
require('node:http').createServer((q, s) => {
  const r = a[q.url];
  if (!r) { s.writeHead(404); return s.end(); }
  if (!pool) return answer(r, s);
  pool.query(read.sql, read.params, (error) => (error ? (s.writeHead(500), s.end()) : answer(r, s)));
}).listen(${port}, '127.0.0.1', () => process.send('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Headers node:http writes by itself on every answer: left to the baseline's own http module. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * What the shop answers for `path` (without Accept-Encoding, like the load): the baseline replays exactly this, its
 * headers included (security headers, request id, cache headers), so both send the same bytes.
 */
export async function recordAnswer(baseUrl, path, headers) {
  const res = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  return {
    path,
    status: res.status,
    type: res.headers.get('content-type') ?? undefined,
    headers: Object.fromEntries([...res.headers].filter(([name]) => !CONNECTION_HEADERS.has(name))),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

export const PRODUCT_PATH = '/api/products/hand-soap-no-42';

/**
 * Returns one row per endpoint: the shop and its own baseline measured back to back. `shop` is a running shop from
 * shop-server.mjs (with its pid).
 */
export async function benchApiThroughput(shop, promoCode, databaseUrl) {
  const listEtag = (await fetch(`${shop.baseUrl}/api/products`)).headers.get('etag');
  const endpoints = [
    { name: 'GET /api/products', path: '/api/products', maxP99: 10 },
    { name: 'GET /api/products/{slug}', path: PRODUCT_PATH, maxP99: 10 },
    // A repeat visit: the browser revalidates the list it holds and gets a 304 with no body.
    {
      name: 'GET /api/products, If-None-Match (304)',
      path: '/api/products',
      headers: { 'if-none-match': listEtag },
      maxP99: 10,
      status: 304,
    },
    {
      name: 'GET /api/promo-codes/validate/{code}',
      path: `/api/promo-codes/validate/${promoCode}`,
      maxP99: 25,
      // The code's row, read as the shop's check reads it (the bench's code has no usage limit: one statement).
      read: { databaseUrl, sql: 'SELECT * FROM `promo_codes` WHERE `code` = ? LIMIT 1', params: [promoCode] },
    },
  ];
  const rows = [];
  for (const e of endpoints) {
    const answer = await recordAnswer(shop.baseUrl, e.path, e.headers);
    if (answer.status !== (e.status ?? 200)) throw new Error(`${e.name} answered ${answer.status}`);
    const baseline = await startBaseline([answer], e.read);
    try {
      const base = await measure(`${baseline.baseUrl}${e.path}`, baseline.pid, e.headers, answer.status);
      const own = await measure(`${shop.baseUrl}${e.path}`, shop.pid, e.headers, answer.status);
      rows.push({
        ...e,
        bytes: answer.body.length,
        status: answer.status,
        base,
        shop: own,
        // The baseline's CPU per request over the shop's: 1 would be a shop that costs no more than sending the bytes.
        cpuRatio: base.serverCpuUs / own.serverCpuUs,
      });
    } finally {
      await baseline.stop();
    }
  }
  return rows;
}

export const CORES = availableParallelism();
