import { buildPath, FuzzOperation } from './openapi-operations';
import type { RawRequest } from './raw-http';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface HostileRequest extends RawRequest {
  label: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const SQL = "' OR '1'='1'; DROP TABLE products; -- \\";
const UNICODE = '\u202eΩ≈ç√\u0000\ud83d\udca5\u200b\uFEFFñ';
/** Half a UTF-16 pair: JSON can carry it (`\ud800`), no text can hold it. */
const LONE_SURROGATE = 'a\ud800b';
/** Names of Object.prototype's members, as keys and as values a plain object used as a map would trip on. */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

/** Odd spellings of an id or a slug: only canonical decimals may be read as numbers. */
const PATH_VALUES = [
  '0x10',
  '1e0',
  '+1',
  '1.0',
  '0b1',
  '01',
  '%2B1',
  '-1',
  '0',
  '99999999999999999999',
  'NaN',
  'abc',
  encodeURIComponent(SQL),
  '%00',
  '%E2%80%AE1',
  '..%2F..%2Fetc%2Fpasswd',
  '%',
  '%zz',
  'a'.repeat(1200),
  encodeURIComponent(UNICODE),
  '1%20',
  '__proto__',
  'constructor',
];

/** Values put in place of each field: wrong types, nulls, extremes, injection text, hostile keys and shapes. */
function hostileValues(): Array<[string, Json]> {
  return [
    ['null', null],
    ['empty array', []],
    ['object', { a: 1 }],
    ['array of strings', ['x']],
    ['boolean', true],
    ['negative', -1],
    ['zero', 0],
    ['huge', 1e308],
    ['float', 0.5],
    ['unsafe integer', 2 ** 60],
    ['"NaN"', 'NaN'],
    ['empty string', ''],
    ['blank string', '   '],
    ['10k string', 'a'.repeat(10_000)],
    ['unicode', UNICODE],
    ['lone surrogate', LONE_SURROGATE],
    ['lone low surrogate', '\udc00'],
    ...PROTOTYPE_NAMES.map((name): [string, Json] => [`"${name}"`, name]),
    ['SQL text', SQL],
    ['HTML', '<script>alert(1)</script>'],
    ['numeric string', '12.345'],
    ['30,000 elements', new Array<number>(30_000).fill(0)],
    ['__proto__ object', JSON.parse('{"__proto__":{"polluted":true}}') as Json],
    ['deep nesting', nest(40)],
  ];
}

function nest(depth: number): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function withField(body: Record<string, Json>, path: Array<string | number>, value: Json): Json {
  const copy = JSON.parse(JSON.stringify(body)) as Json;
  let target = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, Json>;
  target[path[path.length - 1]] = value;
  return copy;
}

/** Field paths to corrupt: every top-level field and the fields of the first element of each list of objects. */
function fieldPaths(body: Record<string, Json>): Array<Array<string | number>> {
  const paths: Array<Array<string | number>> = [];
  for (const [key, value] of Object.entries(body)) {
    paths.push([key]);
    const first = Array.isArray(value) ? value[0] : undefined;
    if (first && typeof first === 'object' && !Array.isArray(first))
      for (const inner of Object.keys(first)) paths.push([key, 0, inner]);
  }
  return paths;
}

function bodyVariants(operation: FuzzOperation, path: string, headers: Record<string, string>): HostileRequest[] {
  const seed = operation.body ?? {};
  const json = (label: string, value: Json | string, extra: Record<string, string> = JSON_TYPE): HostileRequest => ({
    label,
    method: operation.method,
    path,
    headers: { ...headers, ...extra },
    body: typeof value === 'string' ? value : JSON.stringify(value),
  });
  const firstString = Object.entries(seed).find(([, v]) => typeof v === 'string')?.[0] ?? 'field';
  const variants: HostileRequest[] = [
    { label: 'no body', method: operation.method, path, headers: { ...headers, ...JSON_TYPE } },
    json('empty body', ''),
    json('JSON null', 'null'),
    json('JSON array', '[]'),
    json('JSON string', '"text"'),
    json('JSON number', '123'),
    json('truncated JSON', '{"a":'),
    json('invalid JSON', "{a:1,'b':}"),
    json('__proto__ key', `{"__proto__":{"isAdmin":true},${JSON.stringify(seed).slice(1)}`),
    json('constructor.prototype key', `{"constructor":{"prototype":{"isAdmin":true}},${JSON.stringify(seed).slice(1)}`),
    json('unknown field', { ...seed, isAdmin: true }),
    json('prototype-named keys', {
      ...seed,
      ...Object.fromEntries(PROTOTYPE_NAMES.filter((k) => k !== '__proto__').map((k) => [k, 'x'])),
    }),
    json('lone surrogate in a key', `{"a\\ud800":1,${JSON.stringify(seed).slice(1)}`),
    json('2,000 nested arrays', `${'['.repeat(2000)}${']'.repeat(2000)}`),
    json('2,500 nested objects', `${'{"a":'.repeat(2500)}1${'}'.repeat(2500)}`),
    json('30,000-element body', `[${new Array(30_000).fill('{}').join(',')}]`),
    json('1 MB string', { ...seed, [firstString]: 'a'.repeat(1024 * 1024) }),
    json('text/plain', JSON.stringify(seed), { 'content-type': 'text/plain' }),
    json(
      'form post',
      new URLSearchParams(Object.entries(seed).map(([k, v]): [string, string] => [k, String(v)])).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    ),
    json('XML', '<order><total>0</total></order>', { 'content-type': 'application/xml' }),
    json('multipart', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', {
      'content-type': 'multipart/form-data; boundary=x',
    }),
  ];
  for (const fieldPath of fieldPaths(seed)) {
    for (const [label, value] of hostileValues())
      variants.push(json(`${fieldPath.join('.')} = ${label}`, withField(seed, fieldPath, value)));
  }
  return variants;
}

/** encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the bytes a careless encoder writes. */
function queryEncode(text: string): string {
  return Array.from(text, (char) => (/^[\uD800-\uDFFF]$/u.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join(
    '',
  );
}

/** Other spellings of a real id or token: padded, case-changed, with a leading zero or a trailing character. */
function nonCanonical(seed: string): string[] {
  return [
    `0${seed}`,
    `00${seed}`,
    seed.toLowerCase(),
    seed.toUpperCase(),
    `${seed}%20`,
    `%20${seed}`,
    `${seed}%00`,
    `${seed}.`,
    `${seed}=`,
  ].map((v) => (v.startsWith('0') || v.includes('%') ? v : encodeURIComponent(v)));
}

function queryVariants(operation: FuzzOperation, headers: Record<string, string>): HostileRequest[] {
  const variants: HostileRequest[] = [];
  const values = [
    '-1',
    '0',
    '1e309',
    '0.5',
    'NaN',
    '0x10',
    'a'.repeat(5000),
    encodeURIComponent(SQL),
    encodeURIComponent(UNICODE),
    '%zz',
    '',
  ];
  for (const name of Object.keys(operation.queryParams)) {
    for (const value of values)
      variants.push({
        label: `?${name}=${value.slice(0, 20)}`,
        method: operation.method,
        path: buildPath(operation, {}, `${name}=${value}`),
        headers,
      });
    variants.push({
      label: `?${name} twice`,
      method: operation.method,
      path: buildPath(operation, {}, `${name}=1&${name}=2`),
      headers,
    });
    variants.push({
      label: `?${name}[a]=1`,
      method: operation.method,
      path: buildPath(operation, {}, `${name}[a]=1&${name}[__proto__]=1`),
      headers,
    });
  }
  // Every operation, whatever its parameters: an unknown parameter carrying each hostile value.
  for (const [label, value] of hostileValues()) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    variants.push({
      label: `?fuzz = ${label}`,
      method: operation.method,
      path: buildPath(operation, {}, `fuzz=${queryEncode(text.slice(0, 3000))}`),
      headers,
    });
  }
  variants.push({
    label: 'unknown query',
    method: operation.method,
    path: buildPath(operation, {}, `__proto__[x]=1&constructor[prototype][x]=1&zz=${'b'.repeat(3000)}`),
    headers,
  });
  return variants;
}

/**
 * The hostile requests for one operation (at least 30 each): odd ids and slugs in the path, hostile query strings,
 * and for JSON bodies every shape, type and size problem, field by field. Admin operations carry the password, so
 * the variants reach validation instead of stopping at the guard; one more goes without it.
 */
export function hostileRequests(operation: FuzzOperation, adminPassword: string): HostileRequest[] {
  const headers: Record<string, string> = operation.admin
    ? { 'x-admin-password': adminPassword, authorization: `Bearer ${adminPassword}` }
    : {};
  const seedPath = buildPath(operation, {}, '');
  const requests: HostileRequest[] = [];
  const body = operation.body ? JSON.stringify(operation.body) : undefined;
  for (const [name, seed] of Object.entries(operation.pathParams)) {
    for (const value of [...PATH_VALUES, ...nonCanonical(seed)]) {
      requests.push({
        label: `{${name}} = ${value.slice(0, 20)}`,
        method: operation.method,
        path: buildPath(operation, { [name]: value }, ''),
        headers: body ? { ...headers, ...JSON_TYPE } : headers,
        body,
      });
    }
  }
  requests.push(...queryVariants(operation, headers));
  if (operation.body) requests.push(...bodyVariants(operation, seedPath, headers));
  // Odd headers on every operation: forged client addresses, junk caching and encoding headers, method overrides.
  const oddHeaders: Array<[string, Record<string, string>]> = [
    ['forged X-Forwarded-For', { 'x-forwarded-for': "127.0.0.1, ' OR 1=1 --, ::1" }],
    ['junk accept-encoding', { 'accept-encoding': 'zz;q=abc, *;q=-1' }],
    ['junk range', { range: 'bytes=99999999999999999999-1' }],
    ['junk if-none-match', { 'if-none-match': '*, W/"junk", "a,b' }],
    ['method override', { 'x-http-method-override': 'DELETE' }],
    ['8 KB cookie', { cookie: `a=${'c'.repeat(8000)}` }],
  ];
  for (const [label, extra] of oddHeaders)
    requests.push({
      label,
      method: operation.method,
      path: seedPath,
      headers: { ...headers, ...(body ? JSON_TYPE : {}), ...extra },
      body: body && operation.method === 'DELETE' ? undefined : body,
    });
  if (operation.admin) {
    requests.push({
      label: 'no credentials',
      method: operation.method,
      path: seedPath,
      headers: body ? JSON_TYPE : {},
      body,
    });
    // Without the password, the body is never read: these must be 401s, not 400/413/415.
    if (body) {
      requests.push({
        label: 'no credentials, invalid JSON',
        method: operation.method,
        path: seedPath,
        headers: JSON_TYPE,
        body: '{"a":',
      });
      requests.push({
        label: 'no credentials, 200 KB body',
        method: operation.method,
        path: seedPath,
        headers: JSON_TYPE,
        body: JSON.stringify({ a: 'x'.repeat(200_000) }),
      });
      requests.push({
        label: 'no credentials, form post',
        method: operation.method,
        path: seedPath,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      requests.push({
        label: 'no credentials, lone surrogate',
        method: operation.method,
        path: seedPath,
        headers: JSON_TYPE,
        body: '{"a":"\\ud800"}',
      });
    }
  }
  // Operations with neither parameters nor body still get odd headers and unexpected bodies.
  if (!operation.body) {
    requests.push({
      label: 'unexpected JSON body',
      method: operation.method,
      path: seedPath,
      headers: { ...headers, ...JSON_TYPE },
      body: '{"a":',
    });
    requests.push({
      label: 'unexpected form body',
      method: operation.method,
      path: seedPath,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    requests.push({
      label: 'odd accept',
      method: operation.method,
      path: seedPath,
      headers: { ...headers, accept: 'application/xml;q=2, */*;q=-1' },
    });
  }
  return requests;
}
