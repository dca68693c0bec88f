import siteRoutes from '@shop/site/routes.json';
import type { RouteObject } from 'react-router-dom';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, screenPlan, screensByArea } from './routes';

/** Every address the router answers with a screen of its own (not the layouts, not the catch-all not-found page). */
function addresses(tree: RouteObject[]): string[] {
  return tree.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...addresses(route.children ?? []),
  ]);
}

const pathsOf = (backOffice: boolean) =>
  siteRoutes.filter((route) => route.backOffice === backOffice).map((route) => route.path);

describe('the route table', () => {
  it('has a screen for every address of the shared site table (@shop/site routes.json), and none for any other', () => {
    expect(Object.keys(screensByArea.storefront).sort()).toEqual(pathsOf(false).sort());
    expect(Object.keys(screensByArea.backOffice).sort()).toEqual(pathsOf(true).sort());
  });

  it('answers exactly those addresses, in the shared order, each with its screen', () => {
    expect(addresses(routes)).toEqual(siteRoutes.map((route) => route.path));
    for (const route of siteRoutes)
      expect([route.path, screenPlan(route.path.replace(/:[^/]+/g, '7')).modules.length]).not.toEqual([route.path, 0]);
  });

  it("names each screen by its module's file, as Vite's SSR manifest does (the server preloads its chunk by it)", () => {
    const frontend = join(__dirname, '..', '..');
    for (const route of siteRoutes)
      for (const module of screenPlan(route.path.replace(/:[^/]+/g, '7')).modules)
        expect([route.path, module, existsSync(join(frontend, module))]).toEqual([route.path, module, true]);
  });

  it('renders the storefront on the server and leaves the back office to the browser, as the shared table says', () => {
    for (const route of siteRoutes) {
      expect([route.path, screenPlan(route.path.replace(/:[^/]+/g, '7')).ssr]).toEqual([route.path, !route.backOffice]);
    }
  });
});
