import { Browser, chromium, Page, type Response } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser), with the flags this closed network needs. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Waits until the app says it has hydrated (AppReadyFlag sets data-app-ready on <html>); a page without the app (no
 * #root) does not wait. For a test about something other than the first tap (a tap on a server-rendered page counts
 * before hydration: first-tap.e2e.ts), which says in its body that it waits.
 */
export async function untilAppReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true',
  );
}

/** Opens `url` and waits until the app has hydrated (untilAppReady); the document's response. */
export async function openReady(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await untilAppReady(page);
  return response;
}

/** Reloads the page and waits until the app has hydrated again (untilAppReady). */
export async function reloadReady(page: Page): Promise<Response | null> {
  const response = await page.reload();
  await untilAppReady(page);
  return response;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
