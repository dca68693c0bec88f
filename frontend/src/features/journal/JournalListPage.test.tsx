import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, pending } from '../../test/fakeApi';
import { articleSummary } from '../../test/journal';
import { renderWithProviders } from '../../test/renderWithProviders';
import { JournalListPage } from './JournalListPage';

describe('JournalListPage', () => {
  it('shows placeholders while loading', () => {
    fakeApi({ 'GET /api/journal': pending });
    renderWithProviders(<JournalListPage />, { route: '/journal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
    expect(screen.getAllByTestId('journal-placeholder')).toHaveLength(3);
  });

  it('says so when there are no articles', async () => {
    fakeApi({ 'GET /api/journal': { body: [] } });
    renderWithProviders(<JournalListPage />, { route: '/journal' });
    expect(await screen.findByText('No articles yet. New guides are on their way.')).toBeInTheDocument();
    expect(screen.queryByTestId('journal-placeholder')).not.toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    fakeApi({
      'GET /api/journal': async () =>
        fail
          ? { status: 500, body: { statusCode: 500, error: 'Server error', message: 'x' } }
          : { body: [articleSummary()] },
    });
    const { user } = renderWithProviders(<JournalListPage />, { route: '/journal' });
    expect(await screen.findByText(/couldn't load the journal/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Refills 101: How Our Refill Boxes Work' })).toBeInTheDocument();
  });

  it('shows every article newest first with image, date, title, summary and a Read Article link', async () => {
    fakeApi({
      'GET /api/journal': {
        body: [
          articleSummary({ slug: 'refills-101', title: 'Refills 101', datePublished: '2025-10-16' }),
          articleSummary({
            slug: 'simple-swaps-for-a-low-waste-home',
            title: 'Simple Swaps',
            datePublished: '2025-10-20',
          }),
          articleSummary({
            slug: 'room-spray-vs-diffuser-vs-candle',
            title: 'Spray vs Diffuser',
            datePublished: '2025-10-18',
          }),
        ],
      },
    });
    renderWithProviders(<JournalListPage />, { route: '/journal' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Simple Swaps',
      'Spray vs Diffuser',
      'Refills 101',
    ]);

    const newest = cards[0];
    expect(within(newest).getByRole('heading', { level: 2, name: 'Simple Swaps' })).toBeInTheDocument();
    expect(within(newest).getByText('October 20, 2025')).toHaveAttribute('datetime', '2025-10-20');
    expect(within(newest).getByText('One 3-liter refill box fills six 16 oz bottles.')).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'Read Article: Simple Swaps' })).toHaveAttribute(
      'href',
      '/journal/simple-swaps-for-a-low-waste-home',
    );
    const image = within(newest).getByRole('img', { name: 'A refill box beside glass bottles' });
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '675');
    expect(image).toHaveAttribute(
      'srcset',
      '/public-objects/journal/simple-swaps-for-a-low-waste-home-600w.webp 600w, /public-objects/journal/simple-swaps-for-a-low-waste-home.webp 1200w',
    );
  });
});
