import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createRateLimiter } from '../src/redis/create-rate-limiter';
import { RedisConnection } from '../src/redis/redis-connection';

/** The Redis every developer machine and CI runs (see the developers' guide); keys here are random, so runs never meet. */
const REDIS_URL = 'redis://127.0.0.1:6379';

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

describe('limits built by createRateLimiter', () => {
  const connections: RedisConnection[] = [];
  const connect = (url: string | undefined) => {
    const connection = new RedisConnection(url);
    connections.push(connection);
    return connection;
  };
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
  });

  it('share one count between instances when REDIS_URL is set', async () => {
    const [a, b] = [connect(REDIS_URL), connect(REDIS_URL)];
    await until(() => a.ready && b.ready);
    expect(a.state).toBe('up');
    const keyPrefix = `test-shared-${randomBytes(4).toString('hex')}`;
    const onA = createRateLimiter(a, { keyPrefix, points: 3, durationSeconds: 60 });
    const onB = createRateLimiter(b, { keyPrefix, points: 3, durationSeconds: 60 });
    await onA.consume('client');
    await onB.consume('client');
    await onA.consume('client');
    await expect(onB.consume('client')).rejects.toMatchObject({ consumedPoints: 4 });
    await onA.delete('client');
  });

  it('count per instance, at once, while Redis does not answer', async () => {
    const down = connect(`redis://127.0.0.1:${await closedPort()}`);
    expect(down.state).toBe('down');
    expect(await down.ping()).toBeNull();
    const limiter = createRateLimiter(down, { keyPrefix: 'test-down', points: 2, durationSeconds: 60 });
    const started = Date.now();
    await limiter.consume('client');
    await limiter.consume('client');
    await expect(limiter.consume('client')).rejects.toMatchObject({ consumedPoints: 3 });
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('count in memory without REDIS_URL', async () => {
    const none = connect(undefined);
    expect(none.state).toBe('disabled');
    const limiter = createRateLimiter(none, { keyPrefix: 'test-memory', points: 1, durationSeconds: 60 });
    await limiter.consume('client');
    await expect(limiter.consume('client')).rejects.toMatchObject({ consumedPoints: 2 });
  });
});
