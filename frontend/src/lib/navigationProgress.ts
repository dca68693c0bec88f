import { useSyncExternalStore } from 'react';

/**
 * Client-side navigations still waiting: a screen's chunk on its way. The router keeps the old page on screen meanwhile
 * (a transition), so the bar at the top (NavigationProgressBar) is the shopper's cue that the tap was taken.
 */
let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Counts `work` as a navigation in progress until it settles; returns it unchanged. */
export function trackNavigation<T>(work: Promise<T>): Promise<T> {
  pending++;
  notify();
  const settle = () => {
    pending--;
    notify();
  };
  work.then(settle, settle);
  return work;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a navigation is waiting (false on the server). */
export function useNavigationPending(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
