import { createHash } from 'node:crypto';
import { hostileRequests } from './support/fuzz/hostile-variants';
import { fuzzOperations } from './support/fuzz/openapi-operations';
import { closeRawAgent, RawResponse, sendRaw } from './support/fuzz/raw-http';
import { PromoCode } from '../src/promos/promo-code.entity';
import { insertOrder } from './support/insert-orders';
import { startTestApp, TEST_ADMIN_PASSWORD, TestApp } from './support/test-app';

/** The tables whose rows a rejected request must leave exactly as they were. */
const GUARDED_TABLES = ['products', 'promo_codes', 'orders', 'order_items', 'newsletter_subscribers'];
/** What an answer must never show: stack frames, source paths, SQL or driver errors. */
const LEAK =
  /\bat [\w.<>$]+ \(|\.(ts|js):\d+|node_modules|QueryFailedError|\bER_[A-Z_]{3,}|SQLITE_|syntax to use near|\bSELECT\b.+\bFROM\b|\bINSERT INTO\b|TypeError|ReferenceError|RangeError/;

interface Finding {
  request: string;
  problem: string;
}

/**
 * Sends every operation of openapi/openapi.json (public and admin) its hostile variants, one at a time, and checks
 * the generic promises: no 5xx, every error in the {statusCode, error, message} shape, nothing leaked, and the guarded
 * tables untouched by every rejected request. A new endpoint is covered once it is in the contract.
 */
describe('OpenAPI-driven fuzz', () => {
  let shop: TestApp;
  let sent = 0;
  let serverErrors = 0;

  beforeAll(async () => {
    shop = await startTestApp();
  });

  afterAll(async () => {
    closeRawAgent();
    await shop?.close();
    process.stdout.write(`OpenAPI fuzz: ${sent} requests sent, ${serverErrors} 5xx seen\n`);
  });

  async function fingerprint(): Promise<string> {
    // Sign-ups write after answering (common/after-answer.ts): an accepted one's write belongs before the snapshot.
    await shop.settled();
    // MySQL checksums every row of the tables in one statement; SQLite (in process) reads the rows themselves.
    if (shop.config.databaseUrl)
      return JSON.stringify(await shop.dataSource.query(`CHECKSUM TABLE ${GUARDED_TABLES.join(', ')}`));
    const hash = createHash('sha256');
    for (const table of GUARDED_TABLES)
      hash.update(JSON.stringify(await shop.dataSource.query(`SELECT * FROM ${table} ORDER BY id`)));
    return hash.digest('hex');
  }

  function problemsOf(response: RawResponse): string[] {
    const problems: string[] = [];
    if (response.status >= 500) problems.push(`answered ${response.status}`);
    if (LEAK.test(response.text)) problems.push(`leaks internals: ${response.text.slice(0, 200)}`);
    if (response.status >= 400) {
      let body: unknown;
      try {
        body = JSON.parse(response.text);
      } catch {
        problems.push(`error body is not JSON: ${response.text.slice(0, 120)}`);
      }
      const shape = body as { statusCode?: unknown; error?: unknown; message?: unknown } | undefined;
      if (
        shape &&
        !(
          shape.statusCode === response.status &&
          typeof shape.error === 'string' &&
          shape.error.length > 0 &&
          typeof shape.message === 'string'
        )
      ) {
        problems.push(`error body is not {statusCode, error, message}: ${response.text.slice(0, 160)}`);
      }
    }
    return problems;
  }

  /** Rows that exist, so an `{id}` in a path reaches the code behind the lookup (the contract's example ids may not). */
  async function existingIds(): Promise<Record<string, string>> {
    const order = await insertOrder(shop.dataSource);
    await shop.dataSource
      .getRepository(PromoCode)
      .save({ code: 'FUZZSEED10', discountType: 'percentage', discountValue: '10.00', isActive: 1 });
    const first = async (table: string) =>
      String((await shop.dataSource.query(`SELECT MIN(id) AS id FROM ${table}`))[0].id);
    return { orders: String(order.id), products: await first('products'), 'promo-codes': await first('promo_codes') };
  }

  it('answers every hostile variant of every operation with a 4xx in the error shape (or a success), never a 5xx, and rejected requests change nothing', async () => {
    const operations = fuzzOperations(undefined, await existingIds());
    expect(operations.length).toBeGreaterThan(20);
    const findings: Finding[] = [];
    const perOperation = new Map<string, number>();
    let before = await fingerprint();
    for (const operation of operations) {
      const requests = hostileRequests(operation, TEST_ADMIN_PASSWORD);
      perOperation.set(operation.name, requests.length);
      const writes = operation.method !== 'GET';
      for (const hostile of requests) {
        const name = `${operation.name} [${hostile.label}] ${hostile.method} ${hostile.path.slice(0, 60)}`;
        let response: RawResponse;
        try {
          response = await sendRaw(shop.baseUrl, hostile);
        } catch (error) {
          findings.push({ request: name, problem: `no answer: ${(error as Error).message}` });
          continue;
        }
        sent++;
        if (response.status >= 500) serverErrors++;
        for (const problem of problemsOf(response)) findings.push({ request: name, problem });
        // The password comes before the body: a caller without it learns nothing about how bodies are read.
        // (401, or the throttle's 429 once the fuzzed verify-password has failed often enough from this address.)
        if (hostile.label.startsWith('no credentials') && [400, 413, 415].includes(response.status))
          findings.push({ request: name, problem: `answered ${response.status} to a body without credentials` });
        if (!writes) continue;
        const after = await fingerprint();
        if (response.status >= 400 && after !== before)
          findings.push({ request: name, problem: `rejected with ${response.status} but changed the database` });
        before = after;
      }
    }
    expect(findings.slice(0, 25)).toEqual([]);
    expect(serverErrors).toBe(0);
    expect([...perOperation].filter(([, count]) => count < 30)).toEqual([]);
  }, 600_000);
});
