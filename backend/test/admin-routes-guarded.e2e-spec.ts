import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BEARER_HEADER, freshAddress, PASSWORD_HEADER } from './support/admin-headers';
import { startTestApp, TestApp } from './support/test-app';

interface Operation {
  method: string;
  path: string;
  operationId: string;
  security: string[];
}

type OpenApiPaths = Record<string, Record<string, { operationId: string; security?: Array<Record<string, string[]>> }>>;

/** The public promo check is the one unguarded route under the admin prefixes. */
const PUBLIC_PATHS = new Set(['/api/promo-codes/validate/{code}']);

function adminOperations(paths: OpenApiPaths): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    if (!(path.startsWith('/api/admin') || path.startsWith('/api/promo-codes')) || PUBLIC_PATHS.has(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        method,
        path,
        operationId: op.operationId,
        security: (op.security ?? []).flatMap((s) => Object.keys(s)),
      });
    }
  }
  return operations;
}

/** Any value for path parameters: the guard must answer before anything looks them up. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

const committed = adminOperations(
  (
    JSON.parse(readFileSync(resolve(__dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8')) as {
      paths: OpenApiPaths;
    }
  ).paths,
);

describe('every admin operation is guarded', () => {
  let t: TestApp;
  let live: Operation[];
  beforeAll(async () => {
    t = await startTestApp();
    live = adminOperations((await t.http.get('/api/docs-json').expect(200)).body.paths);
  });
  afterAll(() => t.close());

  const send = (op: Operation, headers: Record<string, string>) => {
    const request = t.http[op.method as 'get' | 'post' | 'patch' | 'delete' | 'put'](concrete(op.path))
      .set(freshAddress())
      .set(headers);
    return ['post', 'patch', 'put'].includes(op.method) ? request.send({}) : request;
  };

  it('finds the admin operations in openapi/openapi.json, the same ones the running app documents', () => {
    expect(committed.length).toBeGreaterThanOrEqual(12);
    const key = (op: Operation) => `${op.method} ${op.path}`;
    expect(live.map(key).sort()).toEqual(committed.map(key).sort());
  });

  it.each(committed.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s answers 401 without credentials',
    async (_label, op) => {
      const res = await send(op, {});
      expect(res.status).toBe(401);
      expect(res.body.statusCode).toBe(401);
    },
  );

  // The password is checked before the body is read: a stranger learns nothing about how bodies are parsed.
  const withBodies = committed.filter(
    (op) => ['post', 'patch', 'put'].includes(op.method) && op.operationId !== 'verifyAdminPassword',
  );
  it.each(
    withBodies.flatMap(
      (op) =>
        [
          [`${op.method.toUpperCase()} ${op.path}`, 'invalid JSON', op, 'application/json', '{"a":'],
          [
            `${op.method.toUpperCase()} ${op.path}`,
            'a form post (415 with the password)',
            op,
            'application/x-www-form-urlencoded',
            'a=1',
          ],
          [
            `${op.method.toUpperCase()} ${op.path}`,
            'a 200 KB body (413 with the password)',
            op,
            'application/json',
            JSON.stringify({ a: 'x'.repeat(200_000) }),
          ],
          [`${op.method.toUpperCase()} ${op.path}`, 'a lone surrogate', op, 'application/json', '{"name":"\\ud800"}'],
        ] as const,
    ),
  )('%s answers 401 without credentials to %s', async (_label, _kind, op, type, body) => {
    const res = await t.http[op.method as 'post' | 'patch' | 'put'](concrete(op.path))
      .set(freshAddress())
      .set('content-type', type)
      .send(body);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ statusCode: 401, error: 'Authentication required' });
    if (op.security[0] === 'adminBearer') expect(res.headers['www-authenticate']).toBe('Bearer realm="admin"');
  });

  it('covers the live document too (a route added after the last `npm run openapi`)', async () => {
    for (const op of live) expect((await send(op, {})).status).toBe(401);
  });

  const guarded = committed.filter((op) => op.operationId !== 'verifyAdminPassword');

  it('documents a security scheme on every guarded operation', () => {
    for (const op of guarded)
      expect([op.operationId, op.security]).toEqual([
        op.operationId,
        [expect.stringMatching(/^admin(Password|Bearer)$/)],
      ]);
  });

  it.each(guarded.map((op) => [op.operationId, op] as const))(
    '%s refuses the other header style and a wrong password',
    async (_id, op) => {
      const [own, other] =
        op.security[0] === 'adminBearer' ? ['authorization', PASSWORD_HEADER] : ['x-admin-password', BEARER_HEADER];
      expect((await send(op, other)).status).toBe(401);
      const wrong: Record<string, string> =
        own === 'authorization' ? { authorization: 'Bearer wrong-password' } : { 'x-admin-password': 'wrong-password' };
      const res = await send(op, wrong);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid admin password. Please try again.');
    },
  );
});
