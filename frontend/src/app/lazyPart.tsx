import { createContext, lazy, useContext, type ComponentType, type ReactElement } from 'react';

/**
 * On the server, the names of the lazily loaded parts the page rendered (its own Set per request, entry-server.tsx).
 * The server announces their chunks with the screen's, so the browser evaluates them before hydrating instead of
 * when React first needs them, which evaluated a part and everything it imports in one long task (Lighthouse: total
 * blocking time; backend/src/web/ssr-bundle.ts, frontend/src/app/routeChunks.ts). Undefined in the browser.
 */
export const RenderedLazyParts = createContext<Set<string> | undefined>(undefined);

/**
 * React.lazy for a part below or beside a screen that the server renders (the footer, the home page's lower sections).
 * `name` is the part's file name without extension: the server finds its chunk in Vite's manifest by it.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): (props: P) => ReactElement {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyPart(props: P) {
    useContext(RenderedLazyParts)?.add(name);
    return <Lazy {...props} />;
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}
