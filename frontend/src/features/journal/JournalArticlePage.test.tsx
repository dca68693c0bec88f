import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending } from '../../test/fakeApi';
import { article } from '../../test/journal';
import { renderWithProviders } from '../../test/renderWithProviders';
import { JournalArticlePage } from './JournalArticlePage';

const at = { route: '/journal/refills-101', path: '/journal/:slug' };

describe('JournalArticlePage', () => {
  it('shows a placeholder and the back link while loading', () => {
    fakeApi({ 'GET /api/journal/refills-101': pending });
    renderWithProviders(<JournalArticlePage />, at);
    expect(screen.getByTestId('article-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Journal' })).toHaveAttribute('href', '/journal');
  });

  it("shows 'Page Not Found' for an unknown article", async () => {
    fakeApi({
      'GET /api/journal/nope': { status: 404, body: { statusCode: 404, error: 'Article not found', message: 'x' } },
    });
    renderWithProviders(<JournalArticlePage />, { ...at, route: '/journal/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByTestId('article-placeholder')).not.toBeInTheDocument();
  });

  it('offers a retry when the article fails to load for another reason', async () => {
    let fail = true;
    fakeApi({
      'GET /api/journal/refills-101': async () =>
        fail ? { status: 500, body: { statusCode: 500, error: 'Server error', message: 'x' } } : { body: article() },
    });
    const { user } = renderWithProviders(<JournalArticlePage />, at);
    expect(await screen.findByText(/couldn't load this article/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refills 101: How Our Refill Boxes Work' }),
    ).toBeInTheDocument();
  });

  it('shows every part of the article', async () => {
    fakeApi({ 'GET /api/journal/refills-101': { body: article() } });
    renderWithProviders(<JournalArticlePage />, at);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Refills 101: How Our Refill Boxes Work' }),
    ).toBeInTheDocument();
    expect(screen.getByText('October 16, 2025')).toHaveAttribute('datetime', '2025-10-16');
    const hero = screen.getByRole('img', { name: 'A refill box beside glass bottles' });
    expect(hero).toHaveAttribute(
      'srcset',
      '/public-objects/journal/refills-101-600w.webp 600w, /public-objects/journal/refills-101.webp 1200w',
    );
    expect(hero).toHaveAttribute('width', '1200');

    const quickRead = screen.getByRole('region', { name: 'Quick Read Summary' });
    expect(quickRead).toHaveTextContent('Rinse, dry, pour and replace the pump.');
    expect(screen.getByRole('heading', { level: 2, name: 'What a refill box is' })).toBeInTheDocument();
    expect(screen.getByText('It fills your bottle six times.')).toBeInTheDocument();

    const related = screen.getByRole('region', { name: 'Related Products' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['The refill program at a glance', '/refills'],
      ['Hand Soap No. 42 and its refill box', '/products/hand-soap-no-42'],
    ]);

    expect(screen.getByText('Ready to keep your bottles for good?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Refills' })).toHaveAttribute('href', '/refills');
  });

  it('opens one FAQ answer at a time and closes it again', async () => {
    fakeApi({ 'GET /api/journal/refills-101': { body: article() } });
    const { user } = renderWithProviders(<JournalArticlePage />, at);
    const first = await screen.findByRole('button', { name: 'How many bottles does a box fill?' });
    const second = screen.getByRole('button', { name: 'Where do I keep the box?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
