import { describe, expect, it } from 'vitest';
import { preloadLinks } from './entry-server';

/** A build's two manifests in Vite's formats: the client's chunks, and the SSR manifest's module → chunk files. */
const manifest = {
  client: {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-react-0.js'] },
    '_vendor-react-0.js': { file: 'assets/vendor-react-0.js' },
    'src/features/home/HomePage.tsx': { file: 'assets/HomePage-2.js', imports: ['index.html', '_Image-3.js'] },
    '_Image-3.js': { file: 'assets/Image-3.js', imports: ['index.html', '_vendor-react-0.js', '_Skeleton-4.js'] },
    '_Skeleton-4.js': { file: 'assets/Skeleton-4.js' },
    // A screen Rollup merged into a chunk of another name: the client manifest keys it by its file.
    '_CheckoutPage-6.js': { file: 'assets/CheckoutPage-6.js', imports: ['index.html', '_Skeleton-4.js'] },
  },
  ssr: {
    'src/features/home/HomePage.tsx': ['/assets/HomePage-2.js'],
    'src/features/checkout/CheckoutPage.tsx': ['/assets/CheckoutPage-6.js'],
    'src/features/checkout/CartLines.tsx': ['/assets/CheckoutPage-6.js'],
  },
};

const hrefs = (links: string) =>
  links
    .split('<link')
    .slice(1)
    .map((link) => link.slice(link.indexOf('href="') + 6, link.indexOf('">')));

describe("the route's modulepreload links", () => {
  it("lists each rendered module's chunk and its static imports once, dependencies first, without the entry's", () => {
    expect(hrefs(preloadLinks(manifest, ['src/features/home/HomePage.tsx']))).toEqual([
      '/assets/Skeleton-4.js',
      '/assets/Image-3.js',
      '/assets/HomePage-2.js',
    ]);
    expect(
      hrefs(preloadLinks(manifest, ['src/features/home/HomePage.tsx', 'src/features/checkout/CheckoutPage.tsx'])),
    ).toEqual(['/assets/Skeleton-4.js', '/assets/Image-3.js', '/assets/HomePage-2.js', '/assets/CheckoutPage-6.js']);
  });

  it('finds a screen whose chunk Rollup merged and named otherwise, through the SSR manifest', () => {
    expect(hrefs(preloadLinks(manifest, ['src/features/checkout/CheckoutPage.tsx']))).toEqual([
      '/assets/Skeleton-4.js',
      '/assets/CheckoutPage-6.js',
    ]);
  });

  it('refuses a module the build does not have, and preloads nothing without a build (development)', () => {
    expect(() => preloadLinks(manifest, ['src/features/NoSuchPage.tsx'])).toThrow(/not in the build's SSR manifest/);
    expect(preloadLinks(undefined, ['src/features/home/HomePage.tsx'])).toBe('');
  });
});
