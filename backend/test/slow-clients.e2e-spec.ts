import { connect } from 'node:net';
import { startTestApp, TestApp } from './support/test-app';

/** Opens a POST whose body arrives one byte per `everyMs`; resolves with what the server wrote before it closed. */
function trickleBody(baseUrl: string, everyMs: number): Promise<{ answer: string; bytesSent: number }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    let bytesSent = 0;
    const body = JSON.stringify({ email: 'slow-sender@example.com' });
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(
        `POST /api/newsletter/subscribe HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      timer = setInterval(() => {
        if (bytesSent < body.length && socket.writable) socket.write(body[bytesSent++]);
      }, everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, bytesSent });
    });
    socket.setTimeout(20_000, () => reject(new Error('the server never cut the slow body off')));
  });
}

describe('slow clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ HTTP_REQUEST_TIMEOUT_MS: '400' });
  });
  afterAll(() => t.close());

  it('cuts off a body that trickles in past the request timeout with a 408 and closes the socket', async () => {
    // 45 bytes at one per 100 ms would take 4.5 s: the server must close it after about 0.4 s (checked every 0.1 s).
    const { answer, bytesSent } = await trickleBody(t.baseUrl, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bytesSent).toBeLessThan(15);
  });

  it('answers a normal request on the same server', async () => {
    await t.http.post('/api/newsletter/subscribe').send({ email: 'quick@example.com' }).expect(201);
  });
});
