import { ChildProcess, spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { freePort } from './support/dedicated-mariadb';
import { createIsolatedDatabase, IsolatedDatabase } from './support/test-database';

const BACKEND = join(__dirname, '..');
const LOAD_CLIENTS = 8;
const LOAD_PATHS = ['/api/products', '/api/products/hand-soap-no-42', '/api/health'];

interface Outcome {
  /** When the request was completely written to the socket (performance.now() of this process). */
  sentAt: number;
  status?: number;
  connection?: string;
  error?: string;
  /** Sent on a kept-alive connection that had carried an earlier request. */
  reused?: boolean;
}

/**
 * SIGTERM while the server is under load. What is asserted:
 * - every request completely sent before the signal gets its normal answer (200 / 201), never a 5xx or a reset;
 * - requests with a slowly arriving body on keep-alive connections, accepted before the signal and finished after it,
 *   complete with 201 and `Connection: close` (so their sockets do not hold the exit);
 * - a request sent after the signal is answered normally (if the server had not seen the signal yet), refused (a new
 *   connection), or answered 503 with `Connection: close` (a kept-alive one): never a reset, so its client knows it did not run;
 * - a new connection after the signal is refused (ECONNREFUSED);
 * - the process exits with code 0 (before the 8 s forced exit, which uses code 1) within 10 s.
 */
describe('graceful shutdown under load', () => {
  let database: IsolatedDatabase;
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    database = await createIsolatedDatabase();
    port = await freePort();
    server = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: BACKEND,
      env: {
        ...process.env,
        ...database.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        PAYMENT_PROVIDER: 'demo',
        NODE_ENV: 'test',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await database.drop();
  });

  function send(
    path: string,
    agent: Agent | false,
    method = 'GET',
    body?: string,
  ): { written: Promise<number>; outcome: Promise<Outcome>; finish: () => void } {
    const headers =
      body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers });
    let sentAt = Infinity;
    const written = new Promise<number>((resolve) => req.on('finish', () => resolve((sentAt = performance.now()))));
    const outcome = new Promise<Outcome>((resolve) => {
      req.on('response', (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ sentAt, status: res.statusCode, connection: res.headers.connection, reused: req.reusedSocket }),
        );
        res.on('error', (e: NodeJS.ErrnoException) =>
          resolve({ sentAt, error: e.code ?? e.message, reused: req.reusedSocket }),
        );
      });
      req.on('error', (e: NodeJS.ErrnoException) =>
        resolve({ sentAt, error: e.code ?? e.message, reused: req.reusedSocket }),
      );
    });
    if (body === undefined) req.end();
    // A body that arrives in two parts keeps the request in flight until `finish` is called.
    else req.write(body.slice(0, 5));
    return { written, outcome, finish: () => req.end(body?.slice(5)) };
  }

  /** One keep-alive client sending requests back to back until its connection is refused. */
  async function loadClient(index: number, outcomes: Outcome[]): Promise<void> {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = 0; ; i++) {
        const outcome = await send(LOAD_PATHS[(index + i) % LOAD_PATHS.length], agent).outcome;
        outcomes.push(outcome);
        if (outcome.error === 'ECONNREFUSED') return;
      }
    } finally {
      agent.destroy();
    }
  }

  it('answers every request accepted before SIGTERM, refuses new connections and exits 0 within 10 s', async () => {
    const outcomes: Outcome[] = [];
    const clients = Array.from({ length: LOAD_CLIENTS }, (_, i) => loadClient(i, outcomes));
    // Kept-alive connections that sit idle across the signal, then carry one more request (one of them a POST /order).
    const idleAgents = Array.from({ length: 4 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    await Promise.all(idleAgents.map((agent) => send('/api/health', agent).outcome));
    const slow = Array.from({ length: 5 }, (_, i) =>
      send(
        '/api/newsletter/subscribe',
        new Agent({ keepAlive: true }),
        'POST',
        JSON.stringify({ email: `inflight-${i}@example.com` }),
      ),
    );
    // Load runs until over 100 requests are answered (at least 1 s): on a busy machine a fixed second was sometimes fewer.
    const loadStarted = Date.now();
    while (Date.now() - loadStarted < 1000 || (outcomes.length <= 100 && Date.now() - loadStarted < 15_000))
      await new Promise((r) => setTimeout(r, 50));

    const exit = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.once('exit', (code) => resolve({ code, at: performance.now() })),
    );
    const signalledAt = performance.now();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));

    const fresh = await send('/api/health', false).outcome;
    expect(fresh.error).toBe('ECONNREFUSED');
    const idleRequests = idleAgents.map((agent, i) =>
      i === 0 ? send('/order', agent, 'POST', '{"items":[]}') : send('/api/health', agent),
    );
    idleRequests[0].finish();
    const idleOutcomes = await Promise.all(idleRequests.map((r) => r.outcome));
    idleAgents.forEach((agent) => agent.destroy());
    expect(idleOutcomes.map((o) => [o.reused, o.status, o.connection])).toEqual(Array(4).fill([true, 503, 'close']));

    slow.forEach((s) => s.finish());
    const slowOutcomes = await Promise.all(slow.map((s) => s.outcome));
    expect(slowOutcomes.map((o) => [o.status, o.connection])).toEqual(Array(5).fill([201, 'close']));

    await Promise.all(clients);
    const before = outcomes.filter((o) => o.sentAt < signalledAt);
    const after = outcomes.filter((o) => o.sentAt >= signalledAt);
    expect(before.length).toBeGreaterThan(100);
    expect(before.filter((o) => o.status !== 200)).toEqual([]);
    // Sent after the signal: answered (the server had not seen the signal yet), refused (a new connection), or a 503
    // that closes the kept-alive connection it came on.
    const refusedOrClosing = (o: Outcome) =>
      o.status === 200 || o.error === 'ECONNREFUSED' || (o.status === 503 && o.connection === 'close');
    // (A brand-new connection the kernel had queued when the listening socket closed may be reset: it never reached the
    // server. A kept-alive one never is.)
    expect(after.filter((o) => !refusedOrClosing(o) && !(o.error === 'ECONNRESET' && !o.reused))).toEqual([]);

    const { code, at } = await exit;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
  });
});
