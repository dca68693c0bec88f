import type { Plugin } from 'vite';

const STYLES_DIR = /\/node_modules\/@mui\/material\/esm\/styles\/$/;
const PREFIX = '\0mui-theme-without-css-vars:';
const STAND_INS = ['./createTheme.js', './ThemeProvider.js', './stringifyTheme.js'];

/**
 * MUI 7's `createTheme` and `ThemeProvider` each carry a CSS-variables variant (createThemeWithVars, CssVarsProvider,
 * the colour-scheme script) that runs only for themes built with `cssVariables` or `colorSchemes`. Every MUI component
 * reaches `createTheme` through its default theme, so the variant would land in the storefront's first load although
 * our theme (app/theme.ts) uses neither. This swaps both, inside @mui/material only, for their
 * no-variables halves; a theme that asks for CSS variables fails loudly instead of silently losing them.
 * The no-variables theme builder also attaches `toRuntimeSource` (stringifyTheme, for Pigment CSS, which the shop does
 * not use); its stand-in fails loudly too.
 */
export function muiThemeWithoutCssVars(): Plugin {
  return {
    name: 'mui-theme-without-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      const dir = importer?.slice(0, importer.lastIndexOf('/') + 1);
      if (!dir || !STYLES_DIR.test(dir) || !STAND_INS.includes(source)) return null;
      return `${PREFIX}${source.slice(2, -3)}:${dir}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [name, dir] = id.slice(PREFIX.length).split(/:(.*)/s);
      if (name === 'stringifyTheme') {
        return `export function stringifyTheme() {
  throw new Error('This build leaves out the theme serialiser for Pigment CSS (build-plugins/muiThemeWithoutCssVars.ts).');
}`;
      }
      if (name === 'createTheme') {
        return `import createThemeNoVars from ${JSON.stringify(`${dir}createThemeNoVars.js`)};
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) throw new Error('This build leaves out MUI CSS variables and colour schemes (build-plugins/muiThemeWithoutCssVars.ts).');
  return createThemeNoVars(options, ...args);
}`;
      }
      // As MUI's ThemeProvider does for a theme without colour schemes: `vars: null` stops an outer theme's variables
      // from leaking in.
      return `import * as React from 'react';
import ThemeProviderNoVars from ${JSON.stringify(`${dir}ThemeProviderNoVars.js`)};
import { jsx } from 'react/jsx-runtime';
export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = React.useMemo(() => (typeof theme === 'function' || 'vars' in theme ? theme : { ...theme, vars: null }), [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}`;
    },
  };
}
