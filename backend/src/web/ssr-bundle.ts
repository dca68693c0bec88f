import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BuildManifests, ServerEntry } from '@shop/site';

/** The storefront's build as the server renders with it (Vite's SSR guide, production): read once, at the first page. */
export interface SsrBundle {
  /** index.html as built, with its placeholders (@shop/site page-document.js). */
  template: string;
  /** The server entry (frontend/src/entry-server.tsx), or undefined without a server build: pages render in the browser. */
  entry?: ServerEntry;
  manifest?: BuildManifests;
}

/** The server bundle sits next to the client build: `frontend/dist` → `frontend/dist-server`. */
export function serverBundleFile(webDistDir: string): string {
  return join(webDistDir, '..', 'dist-server', 'entry-server.cjs');
}

/**
 * The client build's index.html, the server bundle and the build's two manifests; undefined without a client build.
 * `serverEntry: false` reads the template only (the server bundle failed to load).
 */
export function loadSsrBundle(webDistDir: string, { serverEntry = true } = {}): SsrBundle | undefined {
  const indexFile = join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const template = readFileSync(indexFile, 'utf8');
  const file = serverBundleFile(webDistDir);
  const manifests = {
    client: join(webDistDir, '.vite', 'manifest.json'),
    ssr: join(webDistDir, '.vite', 'ssr-manifest.json'),
  };
  if (!serverEntry || !existsSync(file) || !existsSync(manifests.client) || !existsSync(manifests.ssr))
    return { template };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle built beside the backend, found at run time
  const entry = require(file) as ServerEntry;
  const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
  const manifest = { client: read(manifests.client), ssr: read(manifests.ssr) } as BuildManifests;
  return { template, entry, manifest };
}
