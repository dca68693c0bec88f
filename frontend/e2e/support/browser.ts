import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser), with the flags this closed network needs. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * For a suite that is not written as a person acts: after every full load (goto, reload) the page waits until the
 * app says it has hydrated (AppReadyFlag sets data-app-ready on <html>); pages without the app do not wait. The
 * storefront's suites do not use it: a tap on a server-rendered page counts before hydration too.
 */
async function untilAppReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true',
  );
}

function waitForAppOnLoad(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilAppReady(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilAppReady(page);
    return response;
  };
  return page;
}

function appAware(browser: Browser): Browser {
  const newPage = browser.newPage.bind(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newPage = async (...args) => waitForAppOnLoad(await newPage(...args));
  browser.newContext = async (...args) => {
    const context: BrowserContext = await newContext(...args);
    context.on('page', waitForAppOnLoad);
    return context;
  };
  return browser;
}

export interface LaunchOptions {
  /** Wait for the app's data-app-ready flag after each full load (see untilAppReady). */
  waitForApp?: boolean;
}

export async function launchBrowser({ waitForApp = false }: LaunchOptions = {}): Promise<Browser> {
  const browser = await launchBrowserAsIs();
  return waitForApp ? appAware(browser) : browser;
}

function launchBrowserAsIs(): Promise<Browser> {
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
