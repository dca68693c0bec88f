import type { Plugin } from 'vite';

/**
 * Marks packages that do nothing on import as free of side effects, so the bundler drops them when nothing uses what
 * they export. hoist-non-react-statics (CommonJS, with an old react-is inside) is imported by @emotion/react for its
 * `withTheme`, which MUI never calls; without a `sideEffects` field in its package.json it stayed in every first load.
 */
export function sideEffectFree(packages: string[]): Plugin {
  return {
    name: 'side-effect-free',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!packages.includes(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}
