import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './server';

/**
 * Where the suites' screenshots go: docs/screens/ (committed, linked from the README) only with `UPDATE_SCREENS=1`,
 * otherwise the temp folder, so an ordinary test run leaves the working tree clean.
 */
export const SCREENS_DIR =
  process.env.UPDATE_SCREENS === '1' ? join(REPO_ROOT, 'docs', 'screens') : join(tmpdir(), 'shop-screens');
mkdirSync(SCREENS_DIR, { recursive: true });

/** The path of a named screenshot, e.g. `screenPath('admin-orders-desktop')`. */
export const screenPath = (name: string): string => join(SCREENS_DIR, `${name}.png`);
