import type { Plugin } from 'vite';

const PREFIX = '\0mui-lazy:';

/** Which import, from which MUI module, is swapped for a stand-in that loads the real module on first use. */
const LAZY_PARTS = [
  { importer: /\/@mui\/material\/esm\/ButtonBase\/ButtonBase\.js$/, source: './TouchRipple.js', part: 'ripple' },
  { importer: /\/@mui\/material\/esm\/(Button\/Button|IconButton\/IconButton)\.js$/, source: '../CircularProgress/index.js', part: 'spinner' },
] as const;

/**
 * Every MUI button statically imports two things it rarely draws: the click ripple (TouchRipple with
 * react-transition-group, mounted by MUI itself only on the first press or keyboard focus) and the spinner of the
 * `loading` prop (CircularProgress, which the shop never sets on these). Both sat in the first load of every page.
 * The stand-ins fetch the real code the first time they render; the ripple's stand-in takes MUI's calls to it
 * (start, stop, pulsate) at once and replays them when the code is in, so the first press still ripples.
 *
 * Build only: the dev server and the tests use MUI's pre-bundled copy, where the imports stay static.
 */
export function muiLazyParts(): Plugin {
  return {
    name: 'mui-lazy-parts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const lazy = importer && LAZY_PARTS.find((p) => p.source === source && p.importer.test(importer));
      if (!lazy) return null;
      const real = await this.resolve(source, importer, { ...options, skipSelf: true });
      return real && `${PREFIX}${lazy.part}:${real.id}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [part, real] = id.slice(PREFIX.length).split(/:(.*)/s);
      return part === 'ripple' ? rippleStandIn(real) : spinnerStandIn(real);
    },
  };
}

function rippleStandIn(real: string): string {
  return `import * as React from 'react';
import { jsx } from 'react/jsx-runtime';
let Loaded = null;
const METHODS = ['start', 'stop', 'pulsate'];
const LazyTouchRipple = React.forwardRef(function LazyTouchRipple(props, ref) {
  const [Ripple, setRipple] = React.useState(() => Loaded);
  const inner = React.useRef(null);
  const queued = React.useRef([]);
  React.useImperativeHandle(ref, () => Object.fromEntries(METHODS.map((name) => [name, (...args) => {
    if (inner.current) inner.current[name](...args);
    else queued.current.push([name, args]);
  }])), []);
  React.useEffect(() => {
    if (!Ripple) void import(${JSON.stringify(real)}).then((m) => setRipple(() => (Loaded = m.default)));
  }, [Ripple]);
  React.useEffect(() => {
    if (Ripple && inner.current) for (const [name, args] of queued.current.splice(0)) inner.current[name](...args);
  }, [Ripple]);
  return Ripple ? jsx(Ripple, { ...props, ref: inner }) : null;
});
export default LazyTouchRipple;
`;
}

function spinnerStandIn(real: string): string {
  return `import * as React from 'react';
import { jsx } from 'react/jsx-runtime';
const Spinner = React.lazy(() => import(${JSON.stringify(real)}));
export default function LazyCircularProgress(props) {
  return jsx(React.Suspense, { fallback: null, children: jsx(Spinner, props) });
}
`;
}
