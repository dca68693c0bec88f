import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { RunningShop, startShop } from './server';

export interface ShopSession {
  shop: RunningShop;
  browser: Browser;
}

/**
 * The built shop and Chromium for one test file: started before its tests, stopped after (call inside describe).
 * `shopEnv` is read when the shop starts, after the file's earlier beforeAll hooks (e.g. an SMTP test server's URL).
 */
export function useShopAndBrowser(shopEnv: () => Record<string, string> = () => ({})): ShopSession {
  const session = {} as ShopSession;
  beforeAll(async () => {
    // Chromium starts while the shop boots; both are kept as they come, so afterAll stops whichever started.
    const started = await Promise.allSettled([
      startShop(shopEnv()).then((shop) => (session.shop = shop)),
      launchBrowser().then((browser) => (session.browser = browser)),
    ]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.shop?.stop();
  });
  return session;
}

/** The two widths the details suites check, as a person's desktop and phone. */
export const DETAIL_VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800, isMobile: false },
  { name: 'phone', width: 390, height: 844, isMobile: true },
] as const;

export type DetailViewport = (typeof DETAIL_VIEWPORTS)[number];

/** How much slower a mid-range phone's CPU is than the test machine's (first-tap.e2e.ts measures against it too). */
export const PHONE_CPU_SLOWDOWN = 4;

/**
 * A new page at the viewport (touch on a phone), opened at `path` of the session's shop; with `slowPhone`, the phone's
 * CPU runs PHONE_CPU_SLOWDOWN times slower from the first byte on.
 */
export async function openAt(
  session: ShopSession,
  viewport: DetailViewport,
  path: string,
  { slowPhone = false }: { slowPhone?: boolean } = {},
): Promise<Page> {
  // A context of its own (closed with the page), as axe needs to open its helper frames in it.
  const context = await session.browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
  });
  const page = await context.newPage();
  // Closing the browser closes its pages first, and then the context is already gone.
  page.on('close', () => void context.close().catch(() => undefined));
  if (slowPhone && viewport.isMobile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  }
  await page.goto(`${session.shop.baseUrl}${path}`);
  return page;
}
