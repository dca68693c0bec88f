import { createContext, lazy, useContext, type ComponentType, type ReactElement } from 'react';

/**
 * On the server, the module ids of the lazily loaded parts the page rendered (its own Set per request,
 * entry-server.tsx). The server announces their chunks with the screen's (modulepreload links), so the browser fetches
 * them alongside the entry instead of when hydration first reaches them. Undefined in the browser.
 */
export const RenderedLazyParts = createContext<Set<string> | undefined>(undefined);

/**
 * React.lazy for a part below or beside a screen that the server renders (the footer, the home page's lower sections).
 * `module` is the part's file from the frontend's root (`src/…`), as Vite's SSR manifest names it.
 */
export function lazyPart<P extends object>(
  module: string,
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactElement {
  const Lazy = lazy(() => {
    const loading = load();
    partsLoading.add(loading);
    return loading.then((component) => ({ default: component }));
  }) as unknown as ComponentType<P>;
  function LazyPart(props: P) {
    useContext(RenderedLazyParts)?.add(module);
    return <Lazy {...props} />;
  }
  LazyPart.displayName = `LazyPart(${module})`;
  return LazyPart;
}

/** The loads of the lazy parts React has asked for so far (it asks when it first renders or hydrates each). */
const partsLoading = new Set<Promise<unknown>>();

/**
 * Settles once every lazy part asked for so far has loaded, including those asked for meanwhile. A part whose code is
 * in hydrates at the first event on it; one still loading would let React drop the event (AppReadyFlag waits for this).
 */
export async function lazyPartsLoaded(): Promise<void> {
  for (let seen = -1; seen !== partsLoading.size;) {
    seen = partsLoading.size;
    await Promise.allSettled(partsLoading);
  }
}
