import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './firstPaint';

function containerWith(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('afterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves at once when the server painted no picture', async () => {
    await expect(afterFirstPaint(containerWith('<div aria-hidden="true"><span>Natural House</span></div>'))).resolves.toBeUndefined();
  });

  it('waits for the static picture to load, then for a frame', async () => {
    const container = containerWith('<img src="/public-objects/hero/hero-1-800w.webp" alt="">');
    const image = container.querySelector('img')!;
    Object.defineProperty(image, 'complete', { value: false });
    let done = false;
    const waiting = afterFirstPaint(container).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(done).toBe(false);
    image.dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });

  it('gives up on a picture that never arrives after two seconds', async () => {
    vi.useFakeTimers();
    const container = containerWith('<img src="/stalled.webp" alt="">');
    Object.defineProperty(container.querySelector('img')!, 'complete', { value: false });
    let done = false;
    void afterFirstPaint(container).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});
