import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work in an idle callback, not at once, with the given deadline', () => {
    const callbacks: Array<() => void> = [];
    const requestIdleCallback = vi.fn((callback: () => void, _options?: IdleRequestOptions) =>
      callbacks.push(callback),
    );
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const work = vi.fn();
    whenIdle(work, 500);
    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    callbacks[0]();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancels the idle callback it asked for', () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    whenIdle(() => undefined)();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to the next task where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    const cancel = whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    whenIdle(work)();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
  });
});
