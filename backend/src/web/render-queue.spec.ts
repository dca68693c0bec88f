import { RenderQueue } from './page-render-cache';

describe('RenderQueue', () => {
  it('runs two at once, queues the next ones in order, and refuses past the queue with a 503 and Retry-After', async () => {
    const queue = new RenderQueue(2, 2);
    const running: number[] = [];
    let peak = 0;
    const finishers: Array<() => void> = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        running.push(n);
        peak = Math.max(peak, running.length);
        finishers.push(() => {
          running.splice(running.indexOf(n), 1);
          resolve(n);
        });
      });
    const results = [1, 2, 3, 4].map((n) => queue.run(task(n)));
    await expect(queue.run(task(5))).rejects.toMatchObject({ kind: 'unavailable', retryAfterSeconds: 2 });
    expect(queue.queued).toBe(2);
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setImmediate(r));
      finishers.shift()!();
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect(peak).toBe(2);
    // Everything ran: the slots are free again.
    await expect(queue.run(async () => 'again')).resolves.toBe('again');
  });

  it('frees the slot when a render fails', async () => {
    const queue = new RenderQueue(1, 0);
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('gives the event loop a turn before each render, so a request arriving meanwhile is read between them', async () => {
    const queue = new RenderQueue(1, 10);
    const order: string[] = [];
    // Renders that need no I/O: handed on by promises alone, they would run back to back without the turn.
    const renders = [1, 2, 3].map((n) => queue.run(async () => void order.push(`render ${n}`)));
    setImmediate(() => order.push('request read'));
    await Promise.all(renders);
    expect(order).toEqual(['render 1', 'request read', 'render 2', 'render 3']);
  });
});
