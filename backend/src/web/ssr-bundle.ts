import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderRequest, RenderResult, ServerEntry } from '@shop/site';

/** The server bundle's contract (RenderRequest, RenderResult): declared once, in @shop/site. */
export type { RenderRequest, RenderResult, ServerEntry };

/** One chunk of Vite's client manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  /** The chunk's name: its facade module's base name (a screen's file name). */
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SsrBundle {
  entry: ServerEntry;
  /** The URLs of the chunks a route's screens need (the screen's own chunk and what it imports), for modulepreload. */
  chunksFor(screens: string[]): string[];
}

/** The server bundle sits next to the client build: `frontend/dist` → `frontend/dist-server`. */
export function serverBundleFile(webDistDir: string): string {
  return join(webDistDir, '..', 'dist-server', 'entry-server.cjs');
}

/** Loads the server bundle and the client manifest of the same build; undefined when the storefront has no server build. */
export function loadSsrBundle(webDistDir: string): SsrBundle | undefined {
  const file = serverBundleFile(webDistDir);
  const manifestFile = join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file) || !existsSync(manifestFile)) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle built beside the backend, found at run time
  const entry = require(file) as ServerEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  return { entry, chunksFor: (screens) => chunksFor(manifest, screens) };
}

/**
 * A screen's chunk is the manifest's dynamic entry whose source file is named after the screen (routes.tsx names
 * screens by their export, which is their file's name, and lazy parts by their file's name: lib/lazyPart.tsx), with
 * its static imports, except the app's entry, which index.html already loads; dependencies before the chunks that
 * import them (the order of the page's modulepreload links: backend/src/web/page-html.ts).
 */
export function chunksFor(manifest: Manifest, screens: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.src === 'index.html' || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
    files.push(`/${chunk.file}`);
  };
  for (const screen of screens) {
    const source = new RegExp(`/${screen}\\.tsx?$`);
    // Keyed by its source file, or, when Vite keys the chunk by its file name instead (/checkout's screen: no `src`),
    // found by its name.
    const key = Object.keys(manifest).find(
      (k) => manifest[k].isDynamicEntry && (source.test(k) || (!manifest[k].src && manifest[k].name === screen)),
    );
    if (key) visit(key);
  }
  return files;
}
