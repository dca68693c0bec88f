// The benches' HTTP client for multi-step flows (the payment's three calls): undici's Pool, keep-alive connections
// shared by the simulated shoppers. Not `fetch`: on the same 2 cores as the shop and the database, fetch's own work
// (streams, WHATWG Request/Response objects, an AbortSignal per call) cost the load generator about 3 ms of CPU per
// paid order, against about 1 ms for the Pool, and every millisecond it spends is one the shop cannot.
import { Pool } from 'undici';

/** A client of one shop: `post(path, body)` answers `{ status, body }` with the JSON body parsed (null when empty). */
export function shopClient(baseUrl, connections = 20) {
  const pool = new Pool(baseUrl, { connections, pipelining: 1 });
  return {
    async post(path, body) {
      const res = await pool.request({
        path,
        method: 'POST',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.body.text();
      return { status: res.statusCode, body: text ? JSON.parse(text) : null };
    },
    close: () => pool.close(),
  };
}
