// The benches' HTTP client for multi-step flows (the payment's three calls): undici's Pool, keep-alive connections
// shared by the simulated shoppers, driven through its lowest public layer (`dispatch` with a handler). Not `fetch`:
// the load generator shares the cores with the shop and the database, and fetch's own work (streams, WHATWG
// Request/Response objects, an AbortSignal per call) and the Pool's `request` (a Readable per answer) cost it several
// times what `dispatch` does; every millisecond it spends is one the shop and MariaDB cannot.
import { Pool } from 'undici';

const JSON_BODY = { 'content-type': 'application/json' };

/** A client of one shop: `post(path, body)` answers `{ status, body }` with the JSON body parsed (null when empty). */
export function shopClient(baseUrl, connections = 20) {
  const pool = new Pool(baseUrl, { connections, pipelining: 1 });
  return {
    baseUrl,
    post(path, body) {
      return new Promise((resolve, reject) => {
        const chunks = [];
        let status = 0;
        pool.dispatch(
          {
            path,
            method: 'POST',
            headers: body ? JSON_BODY : undefined,
            body: body ? JSON.stringify(body) : undefined,
          },
          {
            onRequestStart() {},
            onResponseStart(_controller, statusCode) {
              status = statusCode;
            },
            onResponseData(_controller, chunk) {
              chunks.push(chunk);
            },
            onResponseEnd() {
              const text = Buffer.concat(chunks).toString();
              try {
                resolve({ status, body: text ? JSON.parse(text) : null });
              } catch (error) {
                reject(error);
              }
            },
            onResponseError(_controller, error) {
              reject(error);
            },
          },
        );
      });
    },
    close: () => pool.close(),
  };
}
