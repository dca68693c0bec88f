import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageMeta } from './applyPageMeta';
import type { PageMeta } from './pageMeta';

const productMeta: PageMeta = {
  path: '/products/hand-soap-no-42',
  status: 200,
  title: 'Hand Soap No. 42 | Natural House',
  description: 'A gentle plant-based liquid hand soap.',
  canonicalUrl: 'https://shop.example/products/hand-soap-no-42',
  imageUrl: 'https://shop.example/public-objects/products/hand-soap-42.webp',
  robots: 'index,follow',
  ogType: 'product',
  jsonLd: [{ '@type': 'Product', name: 'Hand Soap No. 42' }, { '@type': 'BreadcrumbList' }],
};

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('applyPageMeta', () => {
  beforeEach(() => {
    // What the server injects into index.html on first load.
    document.head.innerHTML = `
      <title>Natural House</title>
      <meta name="description" content="server description" data-page-meta>
      <meta property="og:title" content="server title" data-page-meta>
      <link rel="canonical" href="https://shop.example/" data-page-meta>
      <script type="application/ld+json" data-page-meta>{"@type":"Organization"}</script>
      <script type="application/ld+json">{"@type":"Unmanaged"}</script>`;
  });

  it('writes every tag of the page', () => {
    applyPageMeta(productMeta);
    expect(document.title).toBe('Hand Soap No. 42 | Natural House');
    expect(content('meta[name="description"]')).toBe('A gentle plant-based liquid hand soap.');
    expect(content('meta[name="robots"]')).toBe('index,follow');
    expect(content('meta[property="og:title"]')).toBe(productMeta.title);
    expect(content('meta[property="og:description"]')).toBe(productMeta.description);
    expect(content('meta[property="og:url"]')).toBe(productMeta.canonicalUrl);
    expect(content('meta[property="og:type"]')).toBe('product');
    expect(content('meta[property="og:image"]')).toBe(productMeta.imageUrl);
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:title"]')).toBe(productMeta.title);
    expect(content('meta[name="twitter:description"]')).toBe(productMeta.description);
    expect(content('meta[name="twitter:image"]')).toBe(productMeta.imageUrl);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(productMeta.canonicalUrl);
  });

  it('replaces the server-injected tags instead of duplicating them', () => {
    applyPageMeta(productMeta);
    applyPageMeta({ ...productMeta, title: 'Second' });
    expect(document.title).toBe('Second');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(content('meta[property="og:title"]')).toBe('Second');
  });

  it('replaces only the managed JSON-LD blocks', () => {
    applyPageMeta(productMeta);
    const managed = [...document.head.querySelectorAll('script[type="application/ld+json"][data-page-meta]')];
    expect(managed.map((s) => JSON.parse(s.textContent ?? '')['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]:not([data-page-meta])')).toHaveLength(1);
  });

  it('removes the image tags and uses a small card when there is no image', () => {
    applyPageMeta(productMeta);
    applyPageMeta({ ...productMeta, imageUrl: null, robots: 'noindex,nofollow', jsonLd: [] });
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:image"]')).toBeNull();
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    expect(content('meta[name="robots"]')).toBe('noindex,nofollow');
    expect(document.head.querySelectorAll('script[data-page-meta]')).toHaveLength(0);
  });
});
