import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { LaunchOptions } from './browser';
import { ShopSession, useShopAndBrowser } from './shopSession';

export interface ShopInBrowser extends ShopSession {
  /** A desktop-sized page (1280×900). */
  page: Page;
  /** Uncaught errors the page threw, for a final "no errors" check. */
  pageErrors: string[];
}

/**
 * The shop and Chromium of useShopAndBrowser plus one desktop page that collects uncaught errors. Call inside
 * `describe`; the fields are filled in by the time the first test runs.
 */
export function shopInBrowser(options: LaunchOptions = {}, shopEnv?: () => Record<string, string>): ShopInBrowser {
  const session = useShopAndBrowser(options, shopEnv) as ShopInBrowser;
  session.pageErrors = [];
  beforeAll(async () => {
    session.page = await session.browser.newPage({ viewport: { width: 1280, height: 900 } });
    session.page.on('pageerror', (error) => session.pageErrors.push(error.message));
  });
  return session;
}
