import { Agent, request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no URL normalisation, so odd encodings reach the server. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One HTTP request with full control over the path, headers and body bytes (supertest and fetch tidy them up). */
export function sendRaw(baseUrl: string, req: RawRequest, timeoutMs = 15_000): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body !== undefined) headers['content-length'] = Buffer.byteLength(req.body);
    const outgoing = request(
      { host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new Error(`${req.method} ${req.path.slice(0, 80)} took over ${timeoutMs} ms`)),
    );
    outgoing.on('error', reject);
    outgoing.end(req.body);
  });
}

export function closeRawAgent(): void {
  agent.destroy();
}
