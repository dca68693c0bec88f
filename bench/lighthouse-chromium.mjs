// Debian's Chromium for Lighthouse, started by the bench itself (never a downloaded browser) with a remote-debugging
// port, so the same profile can be prepared through playwright-core (cache cleared, a cart put in localStorage and its cookie)
// before each Lighthouse run, which Lighthouse's own launcher and flags cannot do.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from './shop-server.mjs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function startLighthouseChromium() {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
  const child = spawn(
    CHROME_PATH,
    [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`${endpoint}/json/version`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`${CHROME_PATH} exited with code ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error(`${CHROME_PATH} did not open its debugging port`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const browser = await chromium.connectOverCDP(endpoint);
  const context = browser.contexts()[0];
  return {
    port,
    version: browser.version(),
    /**
     * Empties the HTTP cache and sets the origin's localStorage and cookies: every run starts cold, with the given
     * storage. `cookies`: `{ name, value, path }` for the origin (the cart cookie the app writes beside its cart).
     */
    async prepare(origin, storage, cookies = []) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await context.clearCookies();
      if (cookies.length > 0)
        await context.addCookies(
          cookies.map(({ name, value, path }) => ({ name, value, url: `${origin}${path}`, sameSite: 'Lax' })),
        );
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate((entries) => {
        localStorage.clear();
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      await page.close();
    },
    async stop() {
      await browser.close().catch(() => {});
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
