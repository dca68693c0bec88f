import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Link, Route, Routes } from 'react-router-dom';
import { fakeApi } from '../test/fakeApi';
import { Providers } from '../app/Providers';
import { makeStore } from '../store/store';
import { PageHead } from './PageHead';
import { PageMeta, pageMeta } from './pageMeta';

const ORIGIN = window.location.origin;

/** What GET /api/page-meta answers for a path in these tests. */
function serverMeta(path: string): PageMeta {
  return {
    path,
    status: 200,
    title: `Server ${path} | Natural House`,
    description: `Server description of ${path}`,
    canonicalUrl: `https://shop.example${path}`,
    imageUrl: `https://shop.example/public-objects/brand/og-default.png`,
    robots: 'index,follow',
    ogType: 'website',
    jsonLd: [{ '@type': 'BreadcrumbList', path }],
  };
}

/** The head the server writes into index.html for the first page (every tag marked data-page-meta). */
function serverHead(path: string): string {
  const meta = serverMeta(path);
  return `
    <title>${meta.title}</title>
    <meta name="description" content="${meta.description}" data-page-meta>
    <link rel="canonical" href="${meta.canonicalUrl}" data-page-meta>
    <meta property="og:title" content="${meta.title}" data-page-meta>
    <script type="application/ld+json" data-page-meta>${JSON.stringify(meta.jsonLd[0])}</script>`;
}

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
const count = (selector: string) => document.head.querySelectorAll(selector).length;
const jsonLd = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));

/** Mounts two pages with links between them, as the storefront does. */
function mountShop(firstPath: string) {
  const page = (path: string, title: string) => (
    <>
      <PageHead meta={pageMeta({ path, title, description: `Fallback description of ${path}` })} />
      <h1>{title}</h1>
      <Link to="/journal">To journal</Link>
      <Link to="/refills">To refills</Link>
    </>
  );
  render(
    <Providers store={makeStore()}>
      <MemoryRouter initialEntries={[firstPath]}>
        <Routes>
          <Route path="/journal" element={page('/journal', 'Journal')} />
          <Route path="/refills" element={page('/refills', 'Refills')} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return userEvent.setup();
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('PageHead', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('leaves the server-written head of the first page alone and does not ask for it again', async () => {
    document.head.innerHTML = serverHead('/journal');
    const calls = fakeApi({
      'GET /api/page-meta': async (url) => ({ body: serverMeta(url.searchParams.get('path') ?? '') }),
    });
    mountShop('/journal');
    await settle();
    expect(document.title).toBe('Server /journal | Natural House');
    expect(canonical()).toBe('https://shop.example/journal');
    expect(calls.filter((call) => call.path.startsWith('/api/page-meta'))).toEqual([]);
  });

  it('replaces a server head that belongs to another path', async () => {
    document.head.innerHTML = serverHead('/journal');
    fakeApi({ 'GET /api/page-meta': async (url) => ({ body: serverMeta(url.searchParams.get('path') ?? '') }) });
    mountShop('/refills');
    await vi.waitFor(() => expect(document.title).toBe('Server /refills | Natural House'));
    expect(count('link[rel="canonical"]')).toBe(1);
  });

  it("writes the server's head of the next page after client-side navigation, without duplicating tags", async () => {
    document.head.innerHTML = serverHead('/journal');
    fakeApi({ 'GET /api/page-meta': async (url) => ({ body: serverMeta(url.searchParams.get('path') ?? '') }) });
    const user = mountShop('/journal');
    await user.click(screen.getByRole('link', { name: 'To refills' }));
    await vi.waitFor(() => expect(document.title).toBe('Server /refills | Natural House'));
    expect(canonical()).toBe('https://shop.example/refills');
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('meta[property="og:title"]')).toBe(1);
    expect(jsonLd()).toEqual([{ '@type': 'BreadcrumbList', path: '/refills' }]);

    // Back on the first path the server's copy is gone, so it is fetched like any other page.
    await user.click(screen.getByRole('link', { name: 'To journal' }));
    await vi.waitFor(() => expect(document.title).toBe('Server /journal | Natural House'));
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(jsonLd()).toEqual([{ '@type': 'BreadcrumbList', path: '/journal' }]);
  });

  it("shows the screen's fallback while the server's head loads, then replaces it", async () => {
    let answer: ((value: { body: PageMeta }) => void) | undefined;
    fakeApi({ 'GET /api/page-meta': () => new Promise((resolve) => (answer = resolve)) });
    mountShop('/refills');
    await vi.waitFor(() => expect(answer).toBeDefined());
    expect(document.title).toBe('Refills | Natural House');
    expect(canonical()).toBe(`${ORIGIN}/refills`);
    answer?.({ body: serverMeta('/refills') });
    await vi.waitFor(() => expect(document.title).toBe('Server /refills | Natural House'));
    expect(canonical()).toBe('https://shop.example/refills');
  });

  it("keeps the screen's fallback when the server's head cannot be loaded", async () => {
    fakeApi({
      'GET /api/page-meta': async () => ({
        status: 500,
        body: { statusCode: 500, error: 'Server error', message: 'x' },
      }),
    });
    mountShop('/refills');
    await settle();
    expect(document.title).toBe('Refills | Natural House');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Fallback description of /refills',
    );
    expect(canonical()).toBe(`${ORIGIN}/refills`);
  });
});
