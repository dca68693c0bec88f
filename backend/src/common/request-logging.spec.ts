import Fastify from 'fastify';
import { registerRequestLogging } from './request-logging';

describe('request logging', () => {
  it('writes one JSON line per request without query strings, headers or bodies', async () => {
    const lines: string[] = [];
    const app = Fastify();
    registerRequestLogging(app, (line) => lines.push(line));
    app.post('/api/admin/orders', async () => ({ ok: true }));
    await app.inject({
      method: 'POST',
      url: '/api/admin/orders?search=ada.lovelace%40example.com',
      headers: { authorization: 'Bearer secret-password', 'content-type': 'application/json' },
      payload: { customerName: 'Ada Lovelace' },
    });
    await app.close();
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]);
    expect(entry).toMatchObject({ msg: 'request', method: 'POST', path: '/api/admin/orders', status: 200 });
    expect(typeof entry.ms).toBe('number');
    expect(lines[0]).not.toMatch(/ada|lovelace|secret-password|Bearer/i);
  });
});
