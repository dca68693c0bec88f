import { createContext, lazy, useContext, type ComponentType, type ReactElement } from 'react';

/**
 * On the server, the names of the lazily loaded parts the page rendered (its own Set per request, entry-server.tsx).
 * The server announces their chunks with the screen's (modulepreload, backend/src/web/ssr-bundle.ts), so the browser
 * fetches them alongside the entry instead of when hydration first reaches them. Undefined in the browser.
 */
export const RenderedLazyParts = createContext<Set<string> | undefined>(undefined);

/**
 * React.lazy for a part below or beside a screen that the server renders (the footer, the home page's lower sections).
 * `name` is the part's file name without extension: the server finds its chunk in Vite's manifest by it.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): (props: P) => ReactElement {
  const Lazy = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function LazyPart(props: P) {
    useContext(RenderedLazyParts)?.add(name);
    return <Lazy {...props} />;
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}
