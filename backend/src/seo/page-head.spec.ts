import { BUILT_INDEX_HTML } from '../../test/support/built-index-html';
import { injectPageMeta, scriptSafeJson, SITE_NAME } from '@shop/site/page-head.js';
import { BRAND } from '../common/brand';
import { PageMeta } from './page-meta';

const TEMPLATE = BUILT_INDEX_HTML;

const META: PageMeta = {
  path: '/refills',
  status: 200,
  title: 'Refill, Reuse & "Rejoice" <now>',
  description: 'Save $8 on average per refill; $& and $1 stay literal.',
  canonicalUrl: 'https://shop.example.com/refills?a=1&b=2',
  imageUrl: 'https://shop.example.com/public-objects/brand/og-default.png',
  robots: 'index,follow',
  ogType: 'website',
  jsonLd: [{ '@type': 'Thing', name: '</script><script>alert(1)</script>', note: 'a & b > c \u2028' }],
};

describe('injectPageMeta', () => {
  const html = injectPageMeta(TEMPLATE, META);

  it('replaces the title and description, escaped, and keeps "$" sequences literal', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Refill, Reuse &amp; &quot;Rejoice&quot; &lt;now&gt;</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="Save $8 on average per refill; $&amp; and $1 stay literal."');
  });

  it('writes the share tags and canonical once, with the brand as the site name', () => {
    expect(SITE_NAME).toBe(BRAND.name);
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://shop.example.com/refills?a=1&amp;b=2" data-page-meta>');
  });

  it("preloads the first hero picture on the home page only, with the carousel's srcset", () => {
    const home = injectPageMeta(TEMPLATE, { ...META, path: '/' });
    expect(home.split('</head>')[0]).toContain(
      '<link rel="preload" as="image" href="/public-objects/hero/hero-1-800w.webp" imagesrcset="/public-objects/hero/hero-1-800w.webp 800w, /public-objects/hero/hero-1.webp 1600w" imagesizes="100vw" fetchpriority="high">',
    );
    expect(html).not.toContain('rel="preload"');
    expect(injectPageMeta(TEMPLATE, { ...META, path: '/', status: 404 })).not.toContain('rel="preload"');
  });

  it('announces the picture after the viewport (its srcset is chosen for it), before the scripts and fonts', () => {
    const head = injectPageMeta(TEMPLATE, { ...META, path: '/' }).split('</head>')[0];
    const picture = head.indexOf('as="image"');
    expect(picture).toBeGreaterThan(head.search(/<meta charset/i));
    expect(picture).toBeGreaterThan(head.search(/<meta name="viewport"/i));
    for (const later of ['<script type="module"', 'rel="modulepreload"', 'as="font"'])
      if (head.includes(later)) expect(picture).toBeLessThan(head.indexOf(later));
    expect(head).toContain('<script type="module"');
  });

  it("preloads a product page's own picture, and not a picture from elsewhere", () => {
    const product = {
      ...META,
      path: '/products/hand-soap-no-42',
      ogType: 'product' as const,
      canonicalUrl: 'https://shop.example.com/products/hand-soap-no-42',
    };
    expect(
      injectPageMeta(TEMPLATE, {
        ...product,
        imageUrl: 'https://shop.example.com/public-objects/products/hand-soap-42.webp',
      }),
    ).toContain(
      '<link rel="preload" as="image" href="/public-objects/products/hand-soap-42.webp" imagesrcset="/public-objects/products/hand-soap-42-400w.webp 400w, /public-objects/products/hand-soap-42.webp 800w" imagesizes="(min-width: 900px) 50vw, 100vw" fetchpriority="high">',
    );
    expect(
      injectPageMeta(TEMPLATE, { ...product, imageUrl: 'https://cdn.example.org/public-objects/products/x.webp' }),
    ).not.toContain('rel="preload"');
  });

  it('puts everything inside the head and leaves the rest of the document alone', () => {
    const [head, body] = html.split('</head>');
    expect(head).toContain('<script type="application/ld+json" data-page-meta>');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(body).toBe('\n  <body><div id="root"><!--app-html--></div></body>\n</html>');
  });

  it('writes JSON-LD that no string can break out of, and that parses back to the data', () => {
    const script = /<script type="application\/ld\+json" data-page-meta>([\s\S]*?)<\/script>/.exec(html)![1];
    expect(script).not.toMatch(/[<>&]/);
    expect(JSON.parse(script)).toEqual(META.jsonLd[0]);
  });

  it('leaves out the image tags when the page has no image', () => {
    const bare = injectPageMeta(TEMPLATE, { ...META, imageUrl: null });
    expect(bare).not.toContain('og:image');
    expect(bare).toContain('<meta name="twitter:card" content="summary" data-page-meta>');
  });
});

describe('scriptSafeJson', () => {
  it('escapes the characters that matter inside a script element', () => {
    expect(scriptSafeJson({ a: '</script>&\u2029' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2029"}');
  });
});
