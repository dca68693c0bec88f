import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type LaunchOptions } from './browser';
import { RunningShop, startShop } from './server';

export interface ShopSession {
  shop: RunningShop;
  browser: Browser;
}

/** The built shop and Chromium for one test file: started before its tests, stopped after (call inside describe). */
export function useShopAndBrowser(options: LaunchOptions = {}): ShopSession {
  const session = {} as ShopSession;
  beforeAll(async () => {
    session.shop = await startShop();
    session.browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.shop?.stop();
  });
  return session;
}
