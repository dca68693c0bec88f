import type { Plugin } from 'vite';

const REACT_ROUTER_CHUNK = /\/node_modules\/react-router\/dist\/(development|production)\/chunk-[\w-]+\.mjs$/;

/**
 * react-router ships one big module in which `forwardRef`/`createContext` calls carry no `#__PURE__` mark and every
 * component gets a `displayName` assignment; the bundler must keep both, so the first load carried components the app
 * never renders (Form, ScrollRestoration, their submit and prefetch helpers). Marking the calls pure and dropping the
 * names (only React DevTools reads them) lets tree-shaking remove what nothing uses.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_CHUNK.test(id)) return null;
      const marked = code
        .replace(/= (React\d*\.(?:forwardRef|createContext)\()/g, '= /* @__PURE__ */ $1')
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
        .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;');
      return { code: marked, map: null };
    },
  };
}
