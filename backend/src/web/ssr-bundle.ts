import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The storefront's server entry as the backend sees it (frontend/src/entry-server.tsx, built by `vite build --ssr`
 * into frontend/dist-server). Declared here rather than imported: the backend compiles without the frontend's
 * sources, and this is the whole contract between the two.
 */
export interface RenderRequest {
  url: string;
  fetch: (input: string | Request, init?: RequestInit) => Promise<Response>;
  /** The cart cookie's raw value (cart-cookie.ts), for a page that shows the cart. */
  cartCookie?: string;
}

export type RenderResult =
  | { rendered: false }
  /** `cart`: the lines painted from the cart cookie (an older build, or a test's stand-in, may leave it out). */
  | { rendered: true; html: string; styles: string; state: unknown; screens: string[]; cart?: unknown[] };

export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
}

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
 * screens by their export, which is their file's name, and lazy parts by their file's name: app/lazyPart.tsx), with
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
    const key = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && (source.test(k) || (!manifest[k].src && manifest[k].name === screen)));
    if (key) visit(key);
  }
  return files;
}
