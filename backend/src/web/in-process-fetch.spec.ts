import Fastify from 'fastify';
import { inProcessFetch } from './in-process-fetch';

describe('inProcessFetch', () => {
  const app = Fastify();
  app.get('/api/things', async (request) => ({ query: request.query }));
  app.post('/api/things', async (request, reply) => reply.code(201).send(request.body));
  const fetch = inProcessFetch(app);

  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('answers through the routes as a socket would: status, headers and body', async () => {
    const read = await fetch('http://shop.internal/api/things?page=2');
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toContain('application/json');
    expect(await read.json()).toEqual({ query: { page: '2' } });
    const written = await fetch('http://shop.internal/api/things', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'soap' }),
    });
    expect(written.status).toBe(201);
    expect(await written.json()).toEqual({ name: 'soap' });
  });

  it('lets the event loop read other requests between calls, although inject itself needs no I/O', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('request read'));
    for (const n of [1, 2]) {
      await fetch('http://shop.internal/api/things');
      order.push(`fetch ${n}`);
    }
    expect(order).toEqual(['request read', 'fetch 1', 'fetch 2']);
  });
});
