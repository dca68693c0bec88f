import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { RunningShop, startShop } from './server';

export interface ShopInBrowser {
  shop: RunningShop;
  browser: Browser;
  /** A desktop-sized page (1280×900). */
  page: Page;
  /** Uncaught errors the page threw, for a final "no errors" check. */
  pageErrors: string[];
}

/**
 * Starts the built shop and Chromium before the suite's tests and stops both after them. Call inside `describe`;
 * the fields are filled in by the time the first test runs.
 */
export function shopInBrowser(): ShopInBrowser {
  const session = { pageErrors: [] as string[] } as ShopInBrowser;
  beforeAll(async () => {
    session.shop = await startShop();
    session.browser = await launchBrowser();
    session.page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    session.page.on('pageerror', (error) => session.pageErrors.push(error.message));
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.shop?.stop();
  });
  return session;
}
