import { openReady } from './browser';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the shop's accessibility bar. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * One screen in one state for the accessibility walk: where to go, what to do there (open a drawer, unlock the admin,
 * reach a checkout step), and what shows it is ready. Adding a screen is one entry in a11y.e2e.ts.
 */
export interface A11yScreen {
  name: string;
  path: string;
  /** Phone-sized viewport (390×844, touch) instead of desktop (1280×900). */
  phone?: boolean;
  /** localStorage entries set before the page loads (e.g. a cart). */
  storage?: Record<string, string>;
  /** Waits for the screen's content, then brings it to the state under test. */
  ready: (page: Page) => Promise<unknown>;
}

/** Waits until no finite animation or transition is running (drawers sliding, fades), so colours are final. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Runs axe on the page as it is and throws, listing each serious or critical violation with the elements it hit. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  await settle(page);
  // Only violations are read: axe then keeps one node per passed or inapplicable rule instead of every node.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  if (blocking.length === 0) return;
  const lines = blocking.flatMap((v) => [
    `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
    ...v.nodes
      .slice(0, 5)
      .map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ').trim() ?? ''}`),
    ...(v.nodes.length > 5 ? [`    ... and ${v.nodes.length - 5} more`] : []),
  ]);
  throw new Error(`${label}: ${blocking.length} serious/critical accessibility violation(s)\n${lines.join('\n')}`);
}

/** Opens a screen in a fresh page of a fresh context (its own storage; closed afterwards), brings it to its state and checks it with axe. */
export async function checkScreen(
  newPage: (phone: boolean) => Promise<Page>,
  baseUrl: string,
  screen: A11yScreen,
): Promise<void> {
  const page = await newPage(screen.phone ?? false);
  try {
    if (screen.storage) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, screen.storage);
    }
    // Checked once the app has hydrated: what a person meets after the first moment (not about the first tap).
    await openReady(page, `${baseUrl}${screen.path}`);
    await screen.ready(page);
    await expectNoSeriousViolations(page, `${screen.name} (${screen.path})`);
  } finally {
    await page.context().close();
  }
}
