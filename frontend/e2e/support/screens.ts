import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
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

/** Whether this run keeps the screenshots taken for people to look at: UPDATE_SCREENS=1, or SCREENSHOTS=1 (temp folder). */
export const KEEP_SCREENSHOTS = process.env.UPDATE_SCREENS === '1' || process.env.SCREENSHOTS === '1';

/**
 * A screenshot for people to look at (docs/screens/, or a temp file to check a screen by eye), taken only in a run that
 * keeps them: an ordinary run asserts what it checks without drawing whole pages to PNG files nobody opens.
 */
export async function keepScreenshot(page: Page, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (KEEP_SCREENSHOTS) await page.screenshot(options);
}
