import { existsSync } from 'node:fs';
import { createConnection } from 'mysql2/promise';
import { paymentOrderBody, productIds } from './support/checkout-fixtures';
import { startTestApp, TestApp } from './support/test-app';
import { createIsolatedDatabase, IsolatedDatabase, mysqlServerUrl } from './support/test-database';

/** The Unix socket of the test server, as the server itself reports it (it runs on this machine in CI). */
async function serverSocket(): Promise<string> {
  const server = new URL(mysqlServerUrl());
  const conn = await createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
  });
  const [[{ socket }]] = (await conn.query('SELECT @@socket AS socket')) as unknown as [[{ socket: string }]];
  await conn.end();
  return socket;
}

describe('DATABASE_URL with socketPath (MySQL on this machine)', () => {
  let database: IsolatedDatabase;
  let t: TestApp;
  beforeAll(async () => {
    const socket = await serverSocket();
    if (!existsSync(socket)) throw new Error(`The test server's socket ${socket} is not on this machine`);
    database = await createIsolatedDatabase();
    const url = new URL(database.env.DATABASE_URL);
    url.searchParams.set('socketPath', socket);
    t = await startTestApp({ DATABASE_URL: url.toString() });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('talks to the server over its Unix socket, not TCP, and a paid order goes through', async () => {
    // The server names a socket client "localhost" and a TCP one "address:port".
    const [{ host }] = await t.dataSource.query(
      'SELECT HOST AS host FROM information_schema.PROCESSLIST WHERE ID = CONNECTION_ID()',
    );
    expect(host).toBe('localhost');

    const ids = await productIds(t.dataSource);
    const created = await t.http
      .post('/order')
      .send(paymentOrderBody([{ productId: ids['dish-soap-no-09'], size: '16 oz', quantity: 1 }], '16.00'))
      .expect(201);
    await t.http.post(`/order/${created.body.id}/approve`).expect(200);
    const captured = await t.http.post(`/order/${created.body.id}/capture`).expect(200);
    expect(captured.body.orderNumber).toBeGreaterThan(1000);
  });
});
