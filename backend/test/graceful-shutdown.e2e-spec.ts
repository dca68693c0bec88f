import { ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { freePort } from './support/dedicated-mariadb';
import { createIsolatedDatabase, IsolatedDatabase } from './support/test-database';

const BACKEND = join(__dirname, '..');

/** SIGTERM while requests are in flight: they complete, new connections are refused, the process exits 0 within 10 s. */
describe('graceful shutdown', () => {
  let database: IsolatedDatabase;
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    database = await createIsolatedDatabase();
    port = await freePort();
    server = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: BACKEND,
      env: { ...process.env, ...database.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PAYMENT_PROVIDER: 'demo', NODE_ENV: 'test' },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await database.drop();
  });

  /** Starts a POST whose body arrives slowly, so the request is certainly in flight when SIGTERM lands. */
  function slowSubscribe(email: string): { finish: () => void; response: Promise<{ status: number; body: string }> } {
    const body = JSON.stringify({ email });
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/newsletter/subscribe', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 5));
    return { finish: () => req.end(body.slice(5)), response };
  }

  it('finishes in-flight requests, refuses new connections and exits 0', async () => {
    const inFlight = Array.from({ length: 5 }, (_, i) => slowSubscribe(`inflight-${i}@example.com`));
    await new Promise((r) => setTimeout(r, 300));
    const exit = new Promise<{ code: number | null; at: number }>((resolve) => server.once('exit', (code) => resolve({ code, at: Date.now() })));
    const signalledAt = Date.now();
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));

    const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(() => false, () => true);
    expect(refused).toBe(true);

    inFlight.forEach((r) => r.finish());
    const responses = await Promise.all(inFlight.map((r) => r.response));
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);

    const { code, at } = await exit;
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
  });
});
