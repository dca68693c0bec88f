import { BUILT_INDEX_HTML } from '../../test/support/built-index-html';
import { injectFirstPaint } from './first-paint';
import { PageMeta } from './page-meta';

const BASE = 'https://shop.example.com';

function meta(overrides: Partial<PageMeta>): PageMeta {
  return { path: '/refills', status: 200, title: 'T', description: 'D', canonicalUrl: `${BASE}/refills`, imageUrl: null, robots: 'index,follow', ogType: 'website', jsonLd: [], ...overrides };
}

/** The markup written into the root element. */
function root(html: string): string {
  const match = /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html);
  if (!match) throw new Error(`no root element in ${html}`);
  return match[1];
}

const images = (html: string) => [...root(html).matchAll(/<img [^>]*>/g)].map((m) => m[0]);

describe('injectFirstPaint', () => {
  it('puts the critical CSS in the head and a decorative header into the root, with nothing a reader or keyboard could reach', () => {
    const html = injectFirstPaint(BUILT_INDEX_HTML, meta({}));
    expect(html.indexOf('<style>')).toBeGreaterThan(-1);
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    const markup = root(html);
    expect(markup.startsWith('<div aria-hidden="true">')).toBe(true);
    expect(markup).toContain('Natural House');
    expect(markup).not.toMatch(/<(a|button|input|h[1-6]|nav|main|header|footer)\b/);
    expect(images(html)).toEqual([]);
    expect(html).not.toContain('<script>');
  });

  it('paints the first hero picture on the home page, as HeroCarousel requests it', () => {
    const [hero] = images(injectFirstPaint(BUILT_INDEX_HTML, meta({ path: '/' })));
    expect(hero).toContain('srcset="/public-objects/hero/hero-1-800w.webp 800w, /public-objects/hero/hero-1.webp 1600w"');
    expect(hero).toContain('sizes="100vw"');
    expect(hero).toContain('alt=""');
  });

  it('paints a product page picture with the gallery sizes, and only the shop own artwork', () => {
    const product = meta({ path: '/products/hand-soap-no-42', ogType: 'product', canonicalUrl: `${BASE}/products/hand-soap-no-42`, imageUrl: `${BASE}/public-objects/products/hand-soap-42.webp` });
    const [picture] = images(injectFirstPaint(BUILT_INDEX_HTML, product));
    expect(picture).toContain('srcset="/public-objects/products/hand-soap-42-400w.webp 400w, /public-objects/products/hand-soap-42.webp 800w"');
    expect(picture).toContain('sizes="(min-width: 900px) 50vw, 100vw"');
    expect(images(injectFirstPaint(BUILT_INDEX_HTML, { ...product, imageUrl: 'https://elsewhere.example/x.webp' }))).toEqual([]);
  });

  it('paints the article hero of a journal page', () => {
    const article = meta({ path: '/journal/refills-101', ogType: 'article', canonicalUrl: `${BASE}/journal/refills-101`, imageUrl: `${BASE}/public-objects/journal/refills-101.webp` });
    const [hero] = images(injectFirstPaint(BUILT_INDEX_HTML, article));
    expect(hero).toContain('srcset="/public-objects/journal/refills-101-600w.webp 600w, /public-objects/journal/refills-101.webp 1200w"');
  });

  it('paints the first card picture of the product list when one is given, and none for other paths', () => {
    const list = meta({ path: '/products' });
    expect(images(injectFirstPaint(BUILT_INDEX_HTML, list, '/public-objects/products/soy-wax-candle-42.webp'))[0]).toContain('src="/public-objects/products/soy-wax-candle-42.webp"');
    expect(images(injectFirstPaint(BUILT_INDEX_HTML, list, '/public-objects/products/"><script>.webp'))).toEqual([]);
    expect(images(injectFirstPaint(BUILT_INDEX_HTML, list, null))).toEqual([]);
  });

  it('paints no picture on a not-found page and leaves a template without a root element alone', () => {
    expect(images(injectFirstPaint(BUILT_INDEX_HTML, meta({ path: '/', status: 404 })))).toEqual([]);
    const bare = '<html><head></head><body></body></html>';
    expect(injectFirstPaint(bare, meta({}))).toBe(bare);
  });
});
