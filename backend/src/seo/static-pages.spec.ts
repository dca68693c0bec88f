import { BRAND } from '../common/brand';
import { HEAD_COPY, matchSiteRoute, SCENTS, SITE_ROUTES } from '../common/site';
import { DISALLOWED_PATHS, STATIC_PAGES } from './static-pages';

/** The routes whose head PageMetaService builds from content (the catalogue, the journal) rather than static copy. */
const CONTENT_ROUTES = ['/products/:slug', '/journal/:slug'];

describe('the static pages, read from the shared site table (@shop/site)', () => {
  it('has head copy for every route whose head is not built from content, and none for unknown routes', () => {
    const routePaths = SITE_ROUTES.map((route) => route.path);
    expect(routePaths.filter((path) => !CONTENT_ROUTES.includes(path)).sort()).toEqual(
      Object.keys(HEAD_COPY.pages).sort(),
    );
    expect(Object.keys(STATIC_PAGES).sort()).toEqual(Object.keys(HEAD_COPY.pages).sort());
  });

  it('keeps the brand in the home title and adds it to the others', () => {
    expect(STATIC_PAGES['/'].title).toBe(`${BRAND.name} | ${BRAND.tagline}`);
    expect(STATIC_PAGES['/refills'].title).toBe(`Refill, Reuse, Rejoice | ${BRAND.name}`);
  });

  it('asks crawlers to stay away from every page that is not indexed, and only from those', () => {
    expect(DISALLOWED_PATHS.sort()).toEqual([
      '/admin',
      '/admin-orders',
      '/admin-products',
      '/admin-promo-codes',
      '/admin-shipping',
      '/admin-subscriptions',
      '/admin-tax',
      '/checkout',
      '/holiday',
      '/orders/status',
      '/search',
      '/subscriptions/manage',
    ]);
    for (const [path, page] of Object.entries(STATIC_PAGES)) {
      expect([path, page.robots]).toEqual([
        path,
        DISALLOWED_PATHS.some((disallowed) => path.startsWith(disallowed)) ? 'noindex,nofollow' : 'index,follow',
      ]);
    }
  });

  it('names every scent of the shared list in the products page description', () => {
    for (const scent of SCENTS) expect(STATIC_PAGES['/products'].description).toContain(scent.name);
  });

  it('matches a path to its route, with the values of its parameters', () => {
    expect(matchSiteRoute([])?.route.path).toBe('/');
    expect(matchSiteRoute(['orders', 'status'])?.route.path).toBe('/orders/status');
    expect(matchSiteRoute(['admin-orders', '12'])).toEqual({
      route: expect.objectContaining({ path: '/admin-orders/:id' }),
      params: { id: '12' },
    });
    expect(matchSiteRoute(['products', 'a', 'b'])).toBeUndefined();
    expect(matchSiteRoute(['orders'])).toBeUndefined();
  });
});
