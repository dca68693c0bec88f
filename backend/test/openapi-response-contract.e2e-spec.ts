import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { contractCheckedAgent } from './support/contract-checked-agent';
import { committedContract, OpenApiResponseContract, toJsonSchema } from './support/openapi-response-contract';

/**
 * The response-schema checks every suite runs through startTestApp's agent (support/contract-checked-agent.ts) must be
 * able to fail: a renamed, missing, mistyped or undocumented field, and an undocumented JSON status.
 */
describe('response schemas from openapi/openapi.json', () => {
  const contract = new OpenApiResponseContract({
    paths: {
      '/api/things/{id}': {
        get: {
          responses: {
            '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingDto' } } } },
            '304': {},
          },
        },
      },
      '/api/things/special': {
        get: {
          responses: {
            '200': { content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } } },
          },
        },
      },
    },
    components: {
      schemas: {
        ThingDto: {
          type: 'object',
          properties: {
            id: { type: 'integer', example: 1 },
            scentNumber: { type: 'string', nullable: true, example: '42' },
            price: { type: 'string', example: '18.00' },
            createdAt: { type: 'string', format: 'date-time' },
            parent: { nullable: true, allOf: [{ $ref: '#/components/schemas/ParentDto' }] },
          },
          required: ['id', 'scentNumber', 'price', 'createdAt', 'parent'],
        },
        ParentDto: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      },
    },
  });
  const thing = {
    id: 1,
    scentNumber: null,
    price: '18.00',
    createdAt: '2026-11-22T10:00:00.000Z',
    parent: { name: 'box' },
  };
  const answer = (body: unknown, status = 200, path = '/api/things/1') =>
    contract.check({ method: 'GET', path, status, contentType: 'application/json; charset=utf-8', body });

  it('accepts a body that matches, with nulls where the schema is nullable', () => {
    expect(answer(thing)).toBeNull();
    expect(answer({ ...thing, scentNumber: '42', parent: null })).toBeNull();
  });

  it('names a field renamed in the entity but not in the DTO (missing and undocumented)', () => {
    const { scentNumber, ...rest } = thing;
    const problem = answer({ ...rest, scent: scentNumber });
    expect(problem).toContain('GET /api/things/{id} answered 200 with a body that does not match openapi/openapi.json');
    expect(problem).toContain('(the body) lacks "scentNumber"');
    expect(problem).toContain('(the body) has "scent", which the schema does not document');
  });

  it('names a mistyped field, a bad date-time and a broken nested object', () => {
    const problem = answer({ ...thing, price: 18, createdAt: 'yesterday', parent: { title: 'box' } });
    expect(problem).toContain('/price must be string');
    expect(problem).toContain('/createdAt must match format "date-time"');
    expect(problem).toContain('/parent lacks "name"');
  });

  it('refuses a JSON answer with a status the operation does not document, and leaves other paths and types alone', () => {
    expect(answer({ statusCode: 409, error: 'x', message: 'y' }, 409)).toBe(
      'GET /api/things/{id} answered 409 with JSON, but openapi/openapi.json documents no JSON answer with that status for it',
    );
    expect(answer(thing, 200, '/dev/mailbox')).toBeNull();
    expect(
      contract.check({ method: 'GET', path: '/api/things/1', status: 200, contentType: 'text/csv', body: 'a,b' }),
    ).toBeNull();
  });

  it('prefers the most literal path template', () => {
    expect(contract.templateOf('/api/things/special?x=1')).toBe('/api/things/special');
    expect(contract.templateOf('/api/things/7')).toBe('/api/things/{id}');
    expect(answer(['a'], 200, '/api/things/special')).toBeNull();
  });

  it('turns OpenAPI 3.0 nullable into JSON Schema', () => {
    expect(toJsonSchema({ type: 'string', nullable: true, example: 'x' })).toEqual({ type: ['string', 'null'] });
    expect(toJsonSchema({ nullable: true, allOf: [{ $ref: '#/components/schemas/A' }] })).toEqual({
      anyOf: [{ type: 'null' }, { allOf: [{ $ref: 'openapi-components#/$defs/A' }] }],
    });
  });

  it('reads the committed contract: an error body with a renamed field fails', () => {
    const committed = committedContract();
    const notFound = {
      method: 'GET',
      path: '/api/products/no-such-soap',
      status: 404,
      contentType: 'application/json',
    };
    expect(
      committed.check({
        ...notFound,
        body: { statusCode: 404, error: 'Product not found', message: 'No product has the slug "no-such-soap".' },
      }),
    ).toBeNull();
    expect(
      committed.check({ ...notFound, body: { statusCode: 404, error: 'Product not found', msg: 'No product.' } }),
    ).toContain('lacks "message"');
  });

  describe('through the test agent', () => {
    let server: Server;
    let body: unknown;
    beforeAll(async () => {
      server = createServer((_req, res) =>
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const agent = () => contractCheckedAgent(request(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));

    it('fails the request when the answer breaks its schema, after the test’s own expectations', async () => {
      body = { statusCode: 404, error: 'Product not found', msg: 'No product.' };
      await expect(agent().get('/api/products/no-such-soap').expect(404)).rejects.toThrow(
        /GET \/api\/products\/\{slug\} answered 404 with a body that does not match[\s\S]*lacks "message"/,
      );
      // A wrong status is still reported as a wrong status.
      await expect(agent().get('/api/products/no-such-soap').expect(200)).rejects.toThrow(
        'expected 200 "OK", got 404 "Not Found"',
      );
    });

    it('lets a conforming answer through', async () => {
      body = { statusCode: 404, error: 'Product not found', message: 'No product has the slug "no-such-soap".' };
      const res = await agent().get('/api/products/no-such-soap').expect(404);
      expect(res.body).toEqual(body);
    });
  });
});
