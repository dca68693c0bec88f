/**
 * Runs `work` once the browser is idle (at the latest after `timeout` ms), outside the task that asked for it; returns
 * the cancel function. For work that can wait, like fetching ahead, so that it never lengthens hydration's commit or
 * another task a shopper is waiting on. Browsers without requestIdleCallback
 * (Safari) get the next task.
 */
export function whenIdle(work: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => work(), { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
