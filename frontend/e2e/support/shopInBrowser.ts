import type { Page } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import { ShopSession, useShopAndBrowser } from './shopSession';

export interface ShopInBrowser extends ShopSession {
  /** This test's desktop-sized page (1280×900), in a context of its own: no test sees another's page or storage. */
  page: Page;
  /** Uncaught errors this test's page threw; each test ends by checking there were none. */
  pageErrors: string[];
}

/**
 * The shop and Chromium of useShopAndBrowser plus, for each test, a fresh desktop page that collects uncaught errors.
 * Call inside `describe`; `page` is this test's by the time the test runs.
 */
export function shopInBrowser(shopEnv?: () => Record<string, string>): ShopInBrowser {
  const session = useShopAndBrowser(shopEnv) as ShopInBrowser;
  session.pageErrors = [];
  beforeEach(async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    session.page = await context.newPage();
    session.page.on('pageerror', (error) => session.pageErrors.push(error.message));
  });
  afterEach(async () => {
    await session.page.context().close();
    const errors = session.pageErrors.splice(0);
    expect(errors).toEqual([]);
  });
  return session;
}
