import { createHash } from 'node:crypto';
import { BUILT_INDEX_HTML } from '../../test/support/built-index-html';
import { EARLY_ACTIONS, EARLY_ACTIONS_CSP_SOURCE, withRenderedApp } from './page-html';
import { chunksFor } from './ssr-bundle';

const INDEX = '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>';

describe('the server-rendered page', () => {
  it('puts the app into the root, the early-actions script, its chunk preloads and styles into the head, and the state after the root', () => {
    const html = withRenderedApp(INDEX, {
      html: '<main>Hand Soap</main>',
      styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
      state: { queries: {} },
      chunks: ['/assets/HomePage-1.js'],
    });
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js"><style data-emotion="css abc">.css-abc{color:red}</style></head>',
    );
    expect(html).toContain(
      '<div id="root"><main>Hand Soap</main></div><script type="application/json" id="ssr-state">{"queries":{}}</script></body>',
    );
  });

  it("keeps Vite's entry script and its modulepreload links, and preloads the route's chunks beside them: the app hydrates as soon as they arrive", () => {
    const index = BUILT_INDEX_HTML.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor-react-1.js">\n  </head>',
    );
    const html = withRenderedApp(index, {
      html: '<main>Hand Soap</main>',
      styles: '',
      state: {},
      chunks: ['/assets/vendor-react-1.js', '/assets/HomePage-1.js', '/assets/Image-2.js'],
    });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(html.match(/<link rel="modulepreload" crossorigin href="\/assets\/vendor-react-1.js">/g)).toHaveLength(1);
    expect(html).toContain(
      `<script>${EARLY_ACTIONS}</script><link rel="modulepreload" crossorigin href="/assets/HomePage-1.js"><link rel="modulepreload" crossorigin href="/assets/Image-2.js">`,
    );
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      '<div id="root"><main>Hand Soap</main></div><script type="application/json" id="ssr-state">{}</script></body>',
    );
  });

  it('writes the cart painted from the cart cookie after the state, escaped, and nothing when there is none', () => {
    const line = {
      productId: 1,
      productName: '</script><script>alert(1)</script>',
      size: '16 oz',
      quantity: 1,
      price: '18.00',
      image: '/x.webp',
    };
    const html = withRenderedApp(INDEX, { html: '<main></main>', styles: '', state: {}, chunks: [], cart: [line] });
    expect(html).toContain(
      '<script type="application/json" id="ssr-state">{}</script><script type="application/json" id="ssr-cart">[{"productId":1,',
    );
    expect(html.slice(html.indexOf('id="ssr-cart">'))).not.toContain('</script><script>');
    for (const cart of [undefined, []])
      expect(withRenderedApp(INDEX, { html: '', styles: '', state: {}, chunks: [], cart })).not.toContain('ssr-cart');
  });

  it("gives the page's CSP the hash of exactly the early-actions script's text", () => {
    const html = withRenderedApp(BUILT_INDEX_HTML, { html: '', styles: '', state: {}, chunks: [] });
    const inline = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).not.toBe('');
    expect(EARLY_ACTIONS_CSP_SOURCE).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });

  it('escapes the state so no string in the data can close the script element or start a comment', () => {
    const html = withRenderedApp(INDEX, {
      html: '',
      styles: '',
      state: { name: '</script><script>alert(1)</script><!--' },
      chunks: [],
    });
    const script = html.slice(html.indexOf('id="ssr-state">'));
    expect(script).not.toContain('</script><script>');
    expect(script).not.toContain('<!--');
    expect(script).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    const json = script.slice('id="ssr-state">'.length, script.indexOf('</script>'));
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });

  it('keeps `$` sequences of the app as they are (no replacement patterns)', () => {
    const html = withRenderedApp(INDEX, { html: "<p>$18.00 $& $'</p>", styles: '', state: {}, chunks: [] });
    expect(html).toContain("<p>$18.00 $& $'</p>");
  });
});

describe('the chunks a route preloads (Vite manifest)', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true },
    'src/features/home/HomePage.tsx': {
      file: 'assets/HomePage-2.js',
      src: 'src/features/home/HomePage.tsx',
      isDynamicEntry: true,
      imports: ['index.html', '_Image-3.js'],
    },
    '_Image-3.js': { file: 'assets/Image-3.js', imports: ['index.html', '_Skeleton-4.js'] },
    '_Skeleton-4.js': { file: 'assets/Skeleton-4.js' },
    'src/features/products/ProductListPage.tsx': {
      file: 'assets/ProductListPage-5.js',
      src: 'src/features/products/ProductListPage.tsx',
      isDynamicEntry: true,
      imports: ['_Image-3.js'],
    },
  };

  it("lists the screen's chunk and its static imports once, dependencies first, without the app's entry", () => {
    expect(chunksFor(manifest, ['HomePage'])).toEqual([
      '/assets/Skeleton-4.js',
      '/assets/Image-3.js',
      '/assets/HomePage-2.js',
    ]);
    expect(chunksFor(manifest, ['HomePage', 'ProductListPage'])).toHaveLength(4);
  });

  it("finds a screen whose chunk Vite keys by its file name, by the chunk's name", () => {
    const keyedByFile = {
      ...manifest,
      '_CheckoutPage-6.js': {
        file: 'assets/CheckoutPage-6.js',
        name: 'CheckoutPage',
        isDynamicEntry: true,
        imports: ['index.html', '_Skeleton-4.js'],
      },
      '_Checkout-7.js': { file: 'assets/Checkout-7.js', name: 'Checkout', imports: ['index.html'] },
    };
    expect(chunksFor(keyedByFile, ['CheckoutPage'])).toEqual(['/assets/Skeleton-4.js', '/assets/CheckoutPage-6.js']);
  });

  it('finds nothing for a screen the build does not have', () => {
    expect(chunksFor(manifest, ['NoSuchPage'])).toEqual([]);
  });
});
